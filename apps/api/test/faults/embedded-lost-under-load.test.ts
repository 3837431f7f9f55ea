import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { adminQuery } from '../helpers/databases.ts';
import { expectStockBalanced } from '../helpers/fault-checks.ts';
import { freePort } from '../helpers/free-port.ts';
import { type LoadBuyer, orderOnceServiceIsBack, placeOrdersDuring } from '../helpers/order-load.ts';
import { createProduct } from '../helpers/shop.ts';

/**
 * S70 on the embedded PostgreSQL, as `npm start` runs it (scripts/supervise.mjs → the server → its PostgreSQL):
 * under a load of orders its backends are terminated, then its postmaster is killed with SIGKILL. The server and
 * the supervisor keep running, answer 503 at worst, lose no order and serve again once PostgreSQL is back.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const STOCK = 100_000;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let dataDir: string;
let supervisor: ChildProcess;
let output = '';
let database: DatabaseHandle;
let productId: string;
const buyers: LoadBuyer[] = [];

const postmasterLines = () => readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
const shopUrl = () => {
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${postmasterLines()[3]}/shop`;
};

async function until(done: () => Promise<boolean>, attempts: number): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if (await done().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-s70-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOB_INTERVAL_SECONDS: '1',
    CATALOG_CACHE_SECONDS: '30',
  };
  delete env.DATABASE_URL;
  supervisor = spawn(process.execPath, ['scripts/supervise.mjs'], { cwd: root, env, stdio: 'pipe' });
  supervisor.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  supervisor.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const healthy = await until(async () => (await fetch(`${base}/ready`)).ok, 480);
  if (!healthy) throw new Error(`the shop did not start:\n${output}`);
  database = connectDatabase(shopUrl(), 2);
  productId = (await createProduct(database, { sizes: { s: STOCK } })).id;
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`${base}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Asha',
        lastName: 'Rao',
        email: `buyer-${i}@example.com`,
        password: 'survives-the-outage',
      }),
    });
    const { jwt } = (await res.json()) as { jwt: string };
    buyers.push({ headers: { authorization: `Bearer ${jwt}` } });
  }
}, 240_000);

afterAll(async () => {
  await database?.close().catch(() => {});
  if (supervisor && supervisor.exitCode === null) {
    supervisor.kill('SIGTERM');
    await new Promise((resolve) => supervisor.once('exit', resolve));
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the embedded PostgreSQL lost under load, under npm start's supervisor", {
  timeout: 240_000,
}, () => {
  it('S70 backends terminated, then the postmaster killed: 503 at worst, no crash, no lost order, service again', async () => {
    let killed = 0;
    const outcome = await placeOrdersDuring(base, buyers, productId, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (let round = 0; round < 6; round++) {
        await adminQuery(
          shopUrl(),
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = 'shop' and pid <> pg_backend_pid()`,
        );
        await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 200));
      }
      killed = Number(postmasterLines()[0]);
      process.kill(killed, 'SIGKILL');
      // Orders keep coming while PostgreSQL is down and while it comes back.
      await until(async () => Number(postmasterLines()[0]) !== killed, 240);
    });
    expect(killed).toBeGreaterThan(0);
    expect(supervisor.exitCode, output).toBeNull();
    expect(output).not.toMatch(/Unhandled 'error' event|The server was ended/);
    expect(output).toContain('The embedded PostgreSQL ended unexpectedly (SIGKILL)');
    const seen = [...outcome.statuses.keys()];
    expect(seen.filter((status) => ![200, 201, 409, 503].includes(status as number))).toEqual([]);

    for (const buyer of buyers)
      expect((await orderOnceServiceIsBack(base, buyer, productId)).status).toBe(201);
    // Every order answered 201 is kept whole (a new pool: the old one's connections died with PostgreSQL).
    await database.close().catch(() => {});
    database = connectDatabase(shopUrl(), 2);
    const placed = outcome.placed.flat();
    expect(placed.length).toBeGreaterThan(0);
    const kept = await database.db.execute<{ id: string }>(sql`
      select o.id from orders o where o.id in ${sql.raw(`('${placed.join("','")}')`)}
        and exists (select 1 from order_items i where i.order_id = o.id)`);
    expect(kept.rows.map((row) => row.id).sort()).toEqual([...placed].sort());
    await expectStockBalanced(database.db, productId, STOCK);
    const listening = await until(async () => {
      const found = await database.db.execute(sql`
        select 1 from pg_stat_activity where datname = 'shop' and query = 'LISTEN catalog_changed'`);
      return found.rows.length > 0;
    }, 120);
    expect(listening).toBe(true);

    // And the supervisor still stops everything cleanly.
    supervisor.kill('SIGTERM');
    expect(await new Promise((resolve) => supervisor.once('exit', resolve))).toBe(0);
  });
});
