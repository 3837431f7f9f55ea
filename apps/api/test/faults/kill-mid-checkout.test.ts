import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutOverHttp } from '../helpers/fault-checks.ts';
import { freePort } from '../helpers/free-port.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { addToCart, createProduct } from '../helpers/shop.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

const STOCK = 40;
const BUYERS = 24;

let t: TestApp;
let productId: string;
let buyers: TestUser[];
let server: ChildProcess | undefined;

/** The real server as its own process on the test's database, so it can be killed without warning. */
const startServer = (port: number) =>
  startServerProcess({
    port,
    env: { DATABASE_URL: t.database.url, JOB_INTERVAL_SECONDS: '0' },
    readyPath: '/health',
  });

/** What must hold whatever moment the server died at. */
async function expectConsistent() {
  const halfOrders = await t.db.execute(sql`
    select o.id from orders o left join order_items i on i.order_id = o.id
    group by o.id having count(i.id) = 0 or sum(i.quantity) <> max(o.total_item)`);
  expect(halfOrders.rows).toEqual([]);
  const stock = await t.db.execute<{ available: number; reserved: number; total: number }>(sql`
    select (select quantity from product_sizes where product_id = ${productId} and name = 's') as available,
           (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
             where i.product_id = ${productId} and i.size = 's' and o.status <> 'CANCELLED') as reserved,
           (select total_quantity from products where id = ${productId}) as total`);
  const row = stock.rows[0];
  expect(row ? row.available + row.reserved : -1).toBe(STOCK);
  expect(row?.total).toBe(row?.available);
}

beforeAll(async () => {
  t = await buildTestApp({ template: 'empty' });
  productId = (await createProduct(t, { sizes: { s: STOCK } })).id;
  buyers = [];
  for (let i = 0; i < BUYERS; i++) {
    const buyer = await createUser(t);
    await addToCart(t, buyer, productId, 's', 1);
    buyers.push(buyer);
  }
});

afterAll(async () => {
  server?.kill('SIGKILL');
  await t.close();
});

// Two server starts through tsx: about 20 s alone, more while the other fault tests start PostgreSQL.
describe('the server killed in the middle of checkouts', { timeout: 120_000 }, () => {
  it('S30 leaves no half-created order and loses or double-counts no stock, before and after a restart', async () => {
    const port = await freePort();
    server = await startServer(port);
    const running = server;
    const attempts = buyers.map((buyer) => checkoutOverHttp(port, buyer.headers));
    await Promise.race(attempts);
    running.kill('SIGKILL');
    const outcomes = await Promise.all(attempts);
    expect(outcomes.some((o) => o === 'cut')).toBe(true);
    await expectConsistent();

    server = await startServer(port);
    await expectConsistent();
    const afterRestart = await checkoutOverHttp(port, buyers.at(-1)?.headers);
    expect([201, 409]).toContain(afterRestart);
    await expectConsistent();
  });
});
