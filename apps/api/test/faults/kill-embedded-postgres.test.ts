import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresInUseError, stopOrphanPostgres } from '../../src/db/orphan-postgres.ts';
import { freePort } from '../helpers/free-port.ts';

/**
 * S40: the shop on its embedded PostgreSQL, killed with SIGKILL. The next start on the same DATA_DIR must come
 * up by itself, and `npm start`'s supervisor must not leave PostgreSQL running when the server dies.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let dataDir: string;
const running: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-kill-'));
});
afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGTERM');
  if (!(await waitFor(() => !postgresRunning(), 30_000))) {
    // A failed test may leave the orphan behind: stop it as PostgreSQL asks (fast shutdown).
    const pid = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGINT');
    await waitFor(() => !postgresRunning(), 30_000);
  }
  await rm(dataDir, { recursive: true, force: true });
});

/** A postgres process started on this test's cluster (execFile, not a shell, so the pattern is not ours). */
function postgresRunning(): boolean {
  try {
    return (
      execFileSync('pgrep', ['-f', `postgres -D ${path.join(dataDir, 'pg')}`])
        .toString()
        .trim() !== ''
    );
  } catch {
    return false;
  }
}

async function waitFor(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

interface Started {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs `script` (the server, or the supervisor) on the test's DATA_DIR and waits for /health. */
async function start(script: string): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JOB_INTERVAL_SECONDS: '0',
  };
  delete env.DATABASE_URL;
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const healthy = await waitFor(
    async () =>
      child.exitCode !== null ||
      (await fetch(`${base}/health`).then(
        (res) => res.ok,
        () => false,
      )),
    120_000,
  );
  if (!healthy || child.exitCode !== null) throw new Error(`${script} did not become healthy:\n${output}`);
  return { child, base, output: () => output, exited };
}

const credentials = { email: 'survivor@example.com', password: 'kept-across-kills' };

// Each test starts PostgreSQL up to three times (initdb the first time) on a shared two-core machine.
describe('the server killed with SIGKILL on its embedded PostgreSQL', { timeout: 240_000 }, () => {
  it('S40 the next start on the same DATA_DIR stops the orphaned PostgreSQL and comes up healthy, data kept', async () => {
    const first = await start('apps/api/src/server.ts');
    const signup = await fetch(`${first.base}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, firstName: 'Ira', lastName: 'Sen' }),
    });
    expect(signup.status).toBe(201);

    first.child.kill('SIGKILL');
    await first.exited;
    // What used to make the next start fail: PostgreSQL outlives the server, holding its lock file.
    expect(postgresRunning()).toBe(true);

    const second = await start('apps/api/src/server.ts');
    expect(second.output()).toMatch(/Stopping the PostgreSQL \(pid \d+\) left running/);
    const signin = await fetch(`${second.base}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(signin.status).toBe(200);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await waitFor(() => !postgresRunning(), 30_000)).toBe(true);
  });

  it("S40 npm start's supervisor stops PostgreSQL when the server dies, and the next start is healthy", async () => {
    const supervisor = await start('scripts/supervise.mjs');
    // By its command line: the supervisor has other children too (tsx's esbuild service, started first).
    const [serverPid] = execFileSync('pgrep', [
      '-P',
      String(supervisor.child.pid),
      '-f',
      'apps/api/src/server.ts',
    ])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
    if (!serverPid) throw new Error('the supervisor runs no server');
    expect(postgresRunning()).toBe(true);

    process.kill(serverPid, 'SIGKILL');
    expect(await supervisor.exited).toBe(1);
    // The supervisor has already stopped it when it exits: nothing is left to wait for.
    expect(postgresRunning()).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(supervisor.output()).toContain('The server was ended by SIGKILL.');

    const next = await start('scripts/supervise.mjs');
    expect(next.output()).not.toContain('left running');
    expect((await fetch(`${next.base}/health`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(postgresRunning()).toBe(false);
  });

  it('S40 never stops the PostgreSQL of a shop that is running (e.g. create-admin while it runs)', async () => {
    const live = await start('apps/api/src/server.ts');
    await expect(stopOrphanPostgres(path.join(dataDir, 'pg'))).rejects.toThrow(PostgresInUseError);
    expect(postgresRunning()).toBe(true);
    expect((await fetch(`${live.base}/health`)).status).toBe(200);
    live.child.kill('SIGTERM');
    expect(await live.exited).toBe(0);
  });
});
