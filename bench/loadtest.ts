// `npm run loadtest`: one minute of mixed shopping on loopback — browsing (autocannon, 10 connections) while
// shoppers fill carts, check out and pay on the simulated page — then checks that nothing failed and that stock
// balances: for every size, available + held by unpaid orders + sold = what it started with.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';
import { TokenService } from '../apps/api/src/lib/tokens.ts';
import { load } from './load.ts';
import { repoRoot, startServer } from './server-process.ts';

const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 60);
const SHOPPERS = 6;
const JWT_SECRET = randomBytes(32).toString('hex');

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const ledgerSql = `
  select s.product_id || ':' || s.name as key, s.quantity as available,
    coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
      where i.product_id = s.product_id and i.size = s.name and o.status <> 'CANCELLED'), 0)::int as held
  from product_sizes s order by 1`;

interface Tally {
  journeys: number;
  paid: number;
  soldOut: number;
  errors: string[];
  requests: number;
}

/** One shopper's loop: list, open a product, add a size in stock, order, get the link, pay, verify. */
async function shopper(base: string, token: string, until: number, tally: Tally) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (method: string, url: string, body?: unknown, expected: number[] = [200, 201]) => {
    tally.requests++;
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    if (!expected.includes(res.status))
      tally.errors.push(`${method} ${url} → ${res.status} ${await res.text()}`);
    return res;
  };
  const address = {
    firstName: 'Load',
    lastName: 'Test',
    phoneNumber: '9876543210',
    streetAddress: '1 Test Street',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    email: 'load@example.com',
  };
  while (Date.now() < until) {
    tally.journeys++;
    const page = (await (
      await call('GET', `/api/products?stock=in_stock&pageNumber=${tally.journeys % 3}`)
    ).json()) as { content: { id: string }[] };
    const pick = page.content[tally.journeys % Math.max(1, page.content.length)];
    if (!pick) continue;
    const product = (await (await call('GET', `/api/products/id/${pick.id}`)).json()) as {
      sizes: { name: string; quantity: number }[];
    };
    const size = product.sizes.find((s) => s.quantity > 0);
    if (!size) continue;
    const added = await call(
      'PUT',
      '/api/cart/add',
      { productId: pick.id, size: size.name, quantity: 1 },
      [200, 409],
    );
    if (added.status === 409) {
      tally.soldOut++;
      continue;
    }
    const order = await call('POST', '/api/orders/', address, [201, 409]);
    if (order.status === 409) {
      tally.soldOut++;
      const cart = (await (await call('GET', '/api/cart/')).json()) as { cartItems: { _id: string }[] };
      for (const item of cart.cartItems) await call('DELETE', `/api/cart_items/${item._id}`);
      continue;
    }
    const { _id: orderId } = (await order.json()) as { _id: string };
    const link = (await (await call('POST', `/api/payments/${orderId}`, {})).json()) as {
      Payment_link_id: string;
    };
    tally.requests++;
    const paid = await fetch(`${base}/pay/${link.Payment_link_id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    const returnUrl = new URL(paid.headers.get('location') ?? '', base);
    const p = returnUrl.searchParams;
    const verify = new URLSearchParams({
      payment_id: p.get('razorpay_payment_id') ?? '',
      order_id: orderId,
      payment_link_id: p.get('razorpay_payment_link_id') ?? '',
      payment_link_reference_id: p.get('razorpay_payment_link_reference_id') ?? '',
      payment_link_status: p.get('razorpay_payment_link_status') ?? '',
      signature: p.get('razorpay_signature') ?? '',
    });
    const result = await call('GET', `/api/payments?${verify}`);
    if (result.ok && ((await result.json()) as { status: string }).status === 'PLACED') tally.paid++;
  }
}

let serverUrl = process.env.DATABASE_URL;
let tempDir: string | undefined;
let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
if (!serverUrl) {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'loadtest-pg-'));
  embedded = await startEmbeddedPostgres(tempDir, 'loadtest_admin');
  serverUrl = embedded.url;
}
const dbName = `loadtest_${process.pid}`;
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;
const dbUrl = url.toString();
let failed = false;
try {
  await query(serverUrl, `drop database if exists ${dbName} with (force)`);
  await query(serverUrl, `create database ${dbName}`);
  await runMigrations(dbUrl);
  const server = await startServer('apps/api/src/server.ts', {
    DATABASE_URL: dbUrl,
    SEED_DEMO: 'true',
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    JOB_INTERVAL_SECONDS: '5',
  });
  try {
    const before = await query<{ key: string; available: number; held: number }>(dbUrl, ledgerSql);
    const tokens = new TokenService(JWT_SECRET, '1h');
    const passwordHash = await hashPassword('load-test-password');
    const ids = await query<{ id: string }>(
      dbUrl,
      `insert into users (id, email, password_hash, first_name, last_name)
       select gen_random_uuid(), 'shopper' || g || '@load.test', $1, 'Shopper', g::text from generate_series(1, $2::int) g returning id`,
      [passwordHash, SHOPPERS],
    );
    const tally: Tally = { journeys: 0, paid: 0, soldOut: 0, errors: [], requests: 0 };
    const until = Date.now() + SECONDS * 1000;
    const started = performance.now();
    const [browse] = await Promise.all([
      load(`${server.url}/api/products?category=women_rings&sort=price_high`, {
        seconds: SECONDS,
        connections: 6,
      }),
      ...ids.map(async ({ id }) => shopper(server.url, await tokens.issue(id, 0), until, tally)),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    const after = await query<{ key: string; available: number; held: number }>(dbUrl, ledgerSql);
    const unbalanced = before.filter((b) => {
      const a = after.find((x) => x.key === b.key);
      return !a || a.available + a.held !== b.available + b.held || a.available < 0;
    });
    const figures = {
      seconds: Math.round(elapsed),
      browse: {
        rps: Math.round(browse.rps),
        p50Ms: browse.p50,
        p99Ms: browse.p99,
        errors: browse.errors,
        non2xx: browse.non2xx,
      },
      checkout: {
        journeys: tally.journeys,
        paidOrders: tally.paid,
        soldOutAttempts: tally.soldOut,
        requests: tally.requests,
        requestsPerSecond: Math.round(tally.requests / elapsed),
        errors: tally.errors.length,
      },
      stockBalanced: unbalanced.length === 0,
    };
    console.log(JSON.stringify(figures, null, 2));
    for (const error of tally.errors.slice(0, 10)) console.log(`error: ${error}`);
    await writeFile(
      path.join(repoRoot, 'bench/loadtest-results.json'),
      `${JSON.stringify(figures, null, 2)}\n`,
    );
    failed =
      browse.errors + browse.non2xx + tally.errors.length > 0 || unbalanced.length > 0 || tally.paid === 0;
  } finally {
    await server.stop();
  }
} finally {
  await query(serverUrl, `drop database if exists ${dbName} with (force)`).catch(() => {});
  await embedded?.stop();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
}
console.log(failed ? 'LOAD TEST FAILED' : 'Load test passed: no errors, stock balanced.');
process.exit(failed ? 1 : 0);
