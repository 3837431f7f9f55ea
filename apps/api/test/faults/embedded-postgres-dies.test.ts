import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { testConfig } from '../helpers/test-app.ts';

// The embedded PostgreSQL killed while the shop runs: it is started again without anyone restarting the shop.
let dir: string;
let pg: EmbeddedDatabase;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shop-pg-dies-'));
  pg = await startEmbeddedPostgres(dir, 'shop', (line) => lines.push(line));
  await runMigrations(pg.url);
  database = connectDatabase(pg.url, 4);
  app = await buildApp({ config: testConfig(pg.url), database, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await pg?.stop();
  await rm(dir, { recursive: true, force: true });
});

const postmasterPid = () =>
  Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

const signup = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { firstName: 'Asha', lastName: 'Rao', email, password: 'survives-a-crash' },
  });

describe('the embedded PostgreSQL dies while the shop runs', { timeout: 120_000 }, () => {
  it('is started again on the same port and data, and the shop recovers by itself', async () => {
    expect((await signup('before-the-crash@example.com')).statusCode).toBe(201);
    const killed = postmasterPid();
    process.kill(killed, 'SIGKILL');

    // Recovered: a new postmaster (its pid in the cluster's lock file) and the shop healthy on it.
    const recovered = async () =>
      postmasterPid() !== killed && (await app.inject({ method: 'GET', url: '/health' })).statusCode === 200;
    const deadline = Date.now() + 90_000;
    let back = false;
    while (!back && Date.now() < deadline) {
      back = await recovered().catch(() => false);
      if (!back) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(back).toBe(true);
    expect(lines.some((l) => l.startsWith('The embedded PostgreSQL ended unexpectedly (SIGKILL)'))).toBe(
      true,
    );
    // The data from before the crash is there, and the shop writes again.
    const again = await signup('before-the-crash@example.com');
    expect(again.statusCode).toBe(409);
    expect((await signup('after-the-crash@example.com')).statusCode).toBe(201);
  });
});
