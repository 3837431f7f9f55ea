import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../helpers/databases.ts';
import { expectStockBalanced } from '../helpers/fault-checks.ts';
import { freePort } from '../helpers/free-port.ts';
import { orderOnceServiceIsBack, placeOrdersDuring } from '../helpers/order-load.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { createProduct } from '../helpers/shop.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/**
 * S70 on the server PostgreSQL (DATABASE_URL): the backends of this test's own database — and only those —
 * are terminated again and again while orders are placed. The server must answer (503 at worst), never crash,
 * lose no order it answered 201 for, and work again afterwards; its LISTEN connection comes back by itself.
 */
const BUYERS = 8;
const STOCK = 100_000;

let t: TestApp;
let productId: string;
let buyers: TestUser[];
let server: ChildProcess | undefined;
let stderr = '';
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

const databaseName = () => new URL(t.database.url).pathname.slice(1);

/** Ends every connection to this test's database (the server's, and the test's own idle ones) but this one. */
async function terminateShopBackends(): Promise<number> {
  const result = await adminQuery<{ ended: boolean }>(
    t.database.url,
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = '${databaseName()}' and pid <> pg_backend_pid()`,
  );
  return result.rows.filter((row) => row.ended).length;
}

beforeAll(async () => {
  t = await buildTestApp({ template: 'empty' });
  productId = (await createProduct(t, { sizes: { s: STOCK } })).id;
  buyers = [];
  for (let i = 0; i < BUYERS; i++) buyers.push(await createUser(t));
  server = await startServerProcess({
    port,
    env: {
      DATABASE_URL: t.database.url,
      JOB_INTERVAL_SECONDS: '1',
      CATALOG_CACHE_SECONDS: '30',
      LOG_LEVEL: 'error',
    },
    readyPath: '/ready',
    startupMs: 100_000,
  });
  server.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
}, 240_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await t?.close();
});

describe('the database connections terminated while orders are placed', { timeout: 180_000 }, () => {
  it('S70 answers 503 at worst, never crashes, loses no order, and serves again afterwards', async () => {
    let terminated = 0;
    const outcome = await placeOrdersDuring(base, buyers, productId, async () => {
      // Let the load start, then cut the connections again and again for a while.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (let round = 0; round < 12; round++) {
        terminated += await terminateShopBackends();
        await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 200));
      }
    });
    expect(terminated).toBeGreaterThan(0);
    expect(server?.exitCode, stderr).toBeNull();
    expect(server?.signalCode).toBeNull();
    expect(stderr).not.toMatch(/Unhandled 'error' event/);
    // Every answer is an answer: success, a refusal, or 503 — never a dropped connection or a 500.
    const seen = [...outcome.statuses.keys()];
    expect(seen.filter((status) => ![200, 201, 409, 503].includes(status as number))).toEqual([]);

    // Service again, and every order answered 201 is there, whole.
    for (const buyer of buyers)
      expect((await orderOnceServiceIsBack(base, buyer, productId)).status).toBe(201);
    const placed = outcome.placed.flat();
    expect(placed.length).toBeGreaterThan(0);
    const kept = await t.db.execute<{ id: string }>(sql`
      select o.id from orders o where o.id in ${sql.raw(`('${placed.join("','")}')`)}
        and exists (select 1 from order_items i where i.order_id = o.id)`);
    expect(kept.rows.map((row) => row.id).sort()).toEqual([...placed].sort());
    const halfOrders = await t.db.execute(sql`
      select o.id from orders o left join order_items i on i.order_id = o.id
      group by o.id having count(i.id) = 0 or sum(i.quantity) <> max(o.total_item)`);
    expect(halfOrders.rows).toEqual([]);
    await expectStockBalanced(t.db, productId, STOCK);

    // The catalogue's LISTEN connection is back on its own.
    let listening = false;
    for (let attempt = 0; attempt < 60 && !listening; attempt++) {
      const found = await t.db.execute(sql`
        select 1 from pg_stat_activity where datname = ${databaseName()} and query = 'LISTEN catalog_changed'`);
      listening = found.rows.length > 0;
      if (!listening) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(listening).toBe(true);
    expect(server?.exitCode).toBeNull();
  });
});
