import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * S40: the embedded PostgreSQL outlives a server killed with SIGKILL (it is a process of its own, and keeps
 * its `postmaster.pid`), and the next start then fails on the lock file. This finds such an orphan of one
 * data directory and stops it the way PostgreSQL wants to be stopped (SIGINT: fast shutdown, a clean
 * checkpoint), so the next start can begin from a clean cluster. A pid file whose process is gone is left to
 * PostgreSQL, which handles it itself; one whose pid now belongs to another program is removed.
 *
 * An orphan is told from a PostgreSQL in use by its parent: whoever starts it writes its own pid into the
 * owner file, and while that process lives it stays PostgreSQL's parent. A running shop's database is never
 * stopped: that is an error naming the process to stop first.
 */
export type OrphanOutcome = 'none' | 'stopped' | 'stale-pid-file';

export class PostgresInUseError extends Error {}

/** Where the embedded cluster of a DATA_DIR lives. */
export const clusterDirOf = (dataDir: string) => path.join(path.resolve(dataDir), 'pg');

const POLL_MS = 100;

function readCommandLine(pid: number): string[] | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return raw.split('\0').filter(Boolean);
  } catch {
    // No /proc (macOS): ask ps.
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' })
        .trim()
        .split(/\s+/);
    } catch {
      return undefined;
    }
  }
}

function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    try {
      return Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
    } catch {
      return undefined;
    }
  }
}

/** Alive and not a zombie (an orphan that exited but that no init process has reaped yet). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

const samePath = (a: string, b: string) => {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return path.resolve(a) === path.resolve(b);
  }
};

/** Is `pid` a postgres server started with `-D clusterDir`? Undefined when the system cannot tell us. */
function isPostgresOf(pid: number, clusterDir: string): boolean | undefined {
  const argv = readCommandLine(pid);
  if (argv === undefined) return undefined;
  if (!argv[0] || path.basename(argv[0]) !== 'postgres') return false;
  const dataDirIndex = argv.indexOf('-D');
  const dataDir = dataDirIndex >= 0 ? argv[dataDirIndex + 1] : undefined;
  return dataDir !== undefined && samePath(dataDir, clusterDir);
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}

/** The postmaster's pid from `clusterDir/postmaster.pid`, if the file is there and readable. */
async function postmasterPid(pidFile: string): Promise<number | undefined> {
  const text = await readFile(pidFile, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Records the calling process as the one that started (and will stop) the PostgreSQL of `clusterDir`. */
export async function recordOwner(clusterDir: string): Promise<void> {
  await writeFile(ownerFileOf(clusterDir), `${process.pid}\n`);
}

const ownerFileOf = (clusterDir: string) => path.join(path.dirname(clusterDir), 'postgres.owner');

export async function stopOrphanPostgres(
  clusterDir: string,
  log: (line: string) => void = () => {},
  timeoutMs = 60_000,
): Promise<OrphanOutcome> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = await postmasterPid(pidFile);
  if (pid === undefined) return 'none';
  if (!isRunning(pid)) return 'stale-pid-file';
  const ours = isPostgresOf(pid, clusterDir);
  if (ours === undefined)
    throw new Error(
      `cannot tell whether process ${pid} is the PostgreSQL of ${clusterDir}: stop it, or remove its postmaster.pid if it is not`,
    );
  if (!ours) {
    // The pid was reused by another program: PostgreSQL would refuse to start while it lives.
    await rm(pidFile, { force: true });
    return 'stale-pid-file';
  }

  const owner = Number.parseInt(await readFile(ownerFileOf(clusterDir), 'utf8').catch(() => ''), 10);
  const parent = parentPid(pid);
  if (parent === undefined || (parent > 1 && (parent === owner || !Number.isInteger(owner))))
    throw new PostgresInUseError(
      `the PostgreSQL in ${clusterDir} is in use by process ${parent ?? '(unknown)'} (a running shop?): stop it first`,
    );

  log(`Stopping the PostgreSQL (pid ${pid}) left running on ${clusterDir} by an earlier run …`);
  const stopped = () => !isRunning(pid);
  process.kill(pid, 'SIGINT');
  if (await waitUntil(stopped, timeoutMs)) return 'stopped';
  // Fast shutdown did not finish in time: immediate shutdown (PostgreSQL recovers from its WAL at start).
  process.kill(pid, 'SIGQUIT');
  if (await waitUntil(stopped, 10_000)) return 'stopped';
  throw new Error(
    `the PostgreSQL (pid ${pid}) running on ${clusterDir} did not stop; stop it and start again`,
  );
}
