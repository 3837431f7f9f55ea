import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutOverHttp, expectStockBalanced as expectStockBalancedIn } from '../helpers/fault-checks.ts';
import { freePort } from '../helpers/free-port.ts';
import { exited, startServerProcess } from '../helpers/server-process.ts';
import { addToCart, createProduct } from '../helpers/shop.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

const STOCK = 40;
const BUYERS = 8;

let t: TestApp;
let productId: string;
let server: ChildProcess | undefined;

const startServer = (port: number, graceSeconds: number) =>
  startServerProcess({
    port,
    env: {
      DATABASE_URL: t.database.url,
      JOB_INTERVAL_SECONDS: '0',
      SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    },
    readyPath: '/ready',
  });

/** Polls the database (not the clock) until `count` returns `want`. */
async function until(query: ReturnType<typeof sql>, want: (n: number) => boolean) {
  for (;;) {
    const result = await t.db.execute<{ n: number }>(query);
    if (want(result.rows[0]?.n ?? -1)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const waitingOnLocks = (n: number) =>
  until(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    (count) => count === n,
  );

/** Checkouts that will block on the product's row until `lock` lets go: they are in flight, deterministically. */
async function lockTheProduct(): Promise<pg.Client> {
  const lock = new pg.Client({ connectionString: t.database.url });
  await lock.connect();
  await lock.query('begin');
  await lock.query('select id from products where id = $1 for update', [productId]);
  return lock;
}

const checkout = (port: number, buyer: TestUser) => checkoutOverHttp(port, buyer.headers);

async function buyersWithCarts(): Promise<TestUser[]> {
  const buyers: TestUser[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const buyer = await createUser(t);
    await addToCart(t, buyer, productId, 's', 1);
    buyers.push(buyer);
  }
  return buyers;
}

const expectStockBalanced = () => expectStockBalancedIn(t.db, productId, STOCK);

const orderCount = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows[0]?.n ?? -1;

beforeAll(async () => {
  t = await buildTestApp({ template: 'empty' });
  productId = (await createProduct(t, { sizes: { s: STOCK } })).id;
});

afterAll(async () => {
  server?.kill('SIGKILL');
  await t.close();
});

/**
 * Starts the server with `graceSeconds` to drain, holds the product's row so every checkout waits on it, sends
 * the checkouts and, once all of them wait, SIGTERM.
 */
async function sigtermDuringCheckouts(graceSeconds: number) {
  const buyers = await buyersWithCarts();
  const port = await freePort();
  server = await startServer(port, graceSeconds);
  const running = server;
  const lock = await lockTheProduct();
  const attempts = buyers.map((buyer) => checkout(port, buyer));
  await waitingOnLocks(BUYERS);

  const exit = exited(running);
  running.kill('SIGTERM');
  return { buyers, port, running, lock, attempts, exit };
}

describe('SIGTERM during checkouts', { timeout: 120_000 }, () => {
  it('S62 finishes every checkout in flight, refuses new connections, then exits 0', async () => {
    const { buyers, port, running, lock, attempts, exit } = await sigtermDuringCheckouts(30);
    // The listening socket closes at once: a new connection is refused (a load balancer goes elsewhere).
    for (;;) {
      const refused = await fetch(`http://127.0.0.1:${port}/health`).then(
        () => false,
        () => true,
      );
      if (refused) break;
    }
    expect(running.exitCode).toBeNull();

    await lock.query('commit');
    await lock.end();
    expect(await Promise.all(attempts)).toEqual(buyers.map(() => 201));
    expect(await exit).toBe(0);
    expect(await orderCount()).toBe(BUYERS);
    await expectStockBalanced();
  });

  it('S62 cuts what is still open after SHUTDOWN_GRACE_SECONDS, and no half-written order is left', async () => {
    const before = await orderCount();
    const { buyers, lock, attempts, exit } = await sigtermDuringCheckouts(1);
    expect(await exit).toBe(0);
    expect(await Promise.all(attempts)).toEqual(buyers.map(() => 'cut'));

    await lock.query('commit');
    await lock.end();
    // The dead server's sessions end once PostgreSQL notices; none of their transactions may commit.
    await until(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
            and application_name = ''`,
      (n) => n <= 5,
    );
    expect(await orderCount()).toBe(before);
    await expectStockBalanced();
  });
});
