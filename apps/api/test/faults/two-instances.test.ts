import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Balancer, startBalancer } from '../helpers/balancer.ts';
import { freePort } from '../helpers/free-port.ts';
import { multipart, png } from '../helpers/images.ts';
import { startTestBucket, type TestBucket } from '../helpers/s3-server.ts';
import { exited, startServerProcess } from '../helpers/server-process.ts';
import { addressFields, addToCart, createProduct } from '../helpers/shop.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';

/**
 * Two server processes behind a small load balancer, on one PostgreSQL and one S3 bucket, as the deploy guide
 * (docs/deploy.md) runs them: a picture uploaded through one is served by the other, a periodic job runs one
 * at a time although both ask for it, and a SIGTERM to one during a load of checkouts loses no request and
 * no order (S62).
 */
const STOCK = 500;
const BUYERS = 24;

let t: TestApp;
let bucket: TestBucket;
let balancer: Balancer;
let productId: string;
const servers: { child: ChildProcess; port: number; dataDir: string }[] = [];

async function startServer(): Promise<{ child: ChildProcess; port: number; dataDir: string }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-two-'));
  const child = await startServerProcess({
    port,
    env: {
      ...bucket.env,
      DATABASE_URL: t.database.url,
      DATA_DIR: dataDir,
      JOB_INTERVAL_SECONDS: '1',
      SHUTDOWN_GRACE_SECONDS: '20',
    },
    readyPath: '/ready',
    startupMs: 100_000,
  });
  const server = { child, port, dataDir };
  servers.push(server);
  return server;
}

beforeAll(async () => {
  bucket = await startTestBucket();
  t = await buildTestApp({ template: 'empty' });
  productId = (await createProduct(t, { sizes: { s: STOCK } })).id;
  const [one, two] = await Promise.all([startServer(), startServer()]);
  balancer = await startBalancer([one.port, two.port]);
}, 240_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await balancer?.close();
  await t?.close();
  await bucket?.close();
  for (const server of servers) await rm(server.dataDir, { recursive: true, force: true });
});

describe('two instances behind a load balancer, one database, one bucket', { timeout: 120_000 }, () => {
  it('a picture uploaded through one instance is served by the other', async () => {
    const [one, two] = servers;
    const admin = await createUser(t, { role: 'admin' });
    const body = multipart(await png(900, 600), 'ring.png', 'image/png');
    const uploaded = await fetch(`http://127.0.0.1:${one?.port}/api/admin/uploads`, {
      method: 'POST',
      headers: { ...body.headers, ...admin.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`http://127.0.0.1:${two?.port}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    for (let i = 0; i < 4; i++) expect((await fetch(`${balancer.url}${url}`)).status).toBe(200);
  });

  it('a periodic job asked for by both instances runs one at a time', async () => {
    type Run = { started_on: Date; completed_on: Date };
    const runs = async () =>
      (
        await t.db.execute<Run>(sql`
          select started_on, completed_on from pgboss.job where name = 'orders.expire-unpaid' and state = 'completed'
          union all
          select started_on, completed_on from pgboss.archive where name = 'orders.expire-unpaid' and state = 'completed'
          order by started_on`)
      ).rows;
    await vi.waitFor(async () => expect((await runs()).length).toBeGreaterThanOrEqual(4), {
      timeout: 30_000,
      interval: 250,
    });
    const done = await runs();
    for (let i = 1; i < done.length; i++)
      expect(new Date(done[i]?.started_on ?? 0).getTime()).toBeGreaterThanOrEqual(
        new Date(done[i - 1]?.completed_on ?? 0).getTime(),
      );
  });

  it('S62 a SIGTERM to one instance during a load of checkouts loses no request and no order', async () => {
    const buyers: TestUser[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const buyer = await createUser(t);
      await addToCart(t, buyer, productId, 's', 1);
      buyers.push(buyer);
    }
    const before =
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows[0]?.n ?? 0;
    const victim = servers[0];
    if (!victim) throw new Error('no server');
    const exit = exited(victim.child);
    let finished = 0;
    const statuses: number[] = [];
    const queue = [...buyers];
    const worker = async () => {
      for (let buyer = queue.shift(); buyer; buyer = queue.shift()) {
        const res = await fetch(`${balancer.url}/api/orders/`, {
          method: 'POST',
          headers: { ...buyer.headers, 'content-type': 'application/json' },
          body: JSON.stringify(addressFields()),
        });
        statuses.push(res.status);
        finished += 1;
        if (finished === 4) victim.child.kill('SIGTERM');
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(await exit).toBe(0);
    expect(statuses).toEqual(buyers.map(() => 201));

    const placed = await t.db.execute<{ n: number; cancelled: number }>(sql`
      select count(*)::int as n, count(*) filter (where status = 'CANCELLED')::int as cancelled from orders`);
    expect(placed.rows[0]).toEqual({ n: before + BUYERS, cancelled: 0 });
    const stock = await t.db.execute<{ available: number; reserved: number }>(sql`
      select (select quantity from product_sizes where product_id = ${productId} and name = 's') as available,
             (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
               where i.product_id = ${productId} and o.status <> 'CANCELLED') as reserved`);
    expect((stock.rows[0]?.available ?? 0) + (stock.rows[0]?.reserved ?? 0)).toBe(STOCK);
    // The other instance still answers, alone.
    const [, survivor] = servers;
    expect((await fetch(`http://127.0.0.1:${survivor?.port}/ready`)).status).toBe(200);
    // Both took part: the victim before its SIGTERM (and with what it had in flight), the survivor after.
    expect(balancer.answered.get(victim.port)).toBeGreaterThan(0);
    expect(balancer.answered.get(survivor?.port ?? 0)).toBeGreaterThan(0);
  });
});
