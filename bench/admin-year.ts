import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import * as schema from '../apps/api/src/db/schema/index.ts';
import { foldOrderDayDeltas, vacuumOrderDayDeltas } from '../apps/api/src/modules/reports/order-days.ts';
import { seedLargeCatalogue } from './seed-catalogue.ts';
import { seedOrders } from './seed-orders.ts';
import { type RunningServer, startServer } from './server-process.ts';

/**
 * The back office with a real shop's history (issue 47): a 2,000-order shop and an owner's year (200,000 orders,
 * 20,000 customers), each in a database of its own, read over HTTP with an admin's session. Each read is timed
 * one request after another (the owner is one person), p95 of BENCH_ADMIN_SAMPLES; the two CSV exports of the
 * last full month also sample the server's RSS while they stream. Ratios of the two shops are what count on a
 * loaded machine.
 */
export interface ReadFigures {
  p50: number;
  p95: number;
  bytes: number;
  /** Replies that were not 200 (a 503 when the database gave up: the statement timeout or a full pool). */
  failed: number;
}
export interface ExportFigures extends ReadFigures {
  rows: number;
  /** The median time to the first bytes of the body: a streamed export starts long before it ends. */
  firstBytesP50: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** The RSS's peak during each export, in the order they were read back to back. */
  rssPeaksMb: number[];
}
export interface ShopFigures {
  orders: number;
  customers: number;
  seedSeconds: number;
  reads: Record<string, ReadFigures>;
  exports: Record<string, ExportFigures>;
}

const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 40);
const EXPORT_SAMPLES = Number(process.env.BENCH_ADMIN_EXPORT_SAMPLES ?? 9);
const SERVER = 'apps/api/src/server.ts';

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

function withDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The seed wrote a year of orders at once, each appending its deltas (decision 0115); on a live shop the fold job
 * keeps them to a minute's worth and vacuums what it moved (decision 0122), so they are folded and vacuumed here,
 * before the server starts, as the job would have.
 */
async function foldSeededFigures(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const db = drizzle(client, { schema });
    await foldOrderDayDeltas(db);
    await vacuumOrderDayDeltas(db);
    await client.query('analyze order_day_totals, order_item_totals, customer_order_days');
  } finally {
    await client.end();
  }
}

/** The owner signs up like anyone, is made admin in the database (as create-admin does), and signs in. */
async function adminHeaders(base: string, url: string): Promise<Record<string, string>> {
  const email = `owner-${Date.now()}@example.com`;
  const password = 'bench-owner-password-1';
  const signup = await fetch(`${base}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Shop', lastName: 'Owner', email, password }),
  });
  if (!signup.ok) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  await sql(url, `update users set role = 'admin' where email = $1`, [email]);
  const signin = await fetch(`${base}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { jwt } = (await signin.json()) as { jwt: string };
  return { authorization: `Bearer ${jwt}` };
}

async function timeRead(url: string, headers: Record<string, string>, samples: number): Promise<ReadFigures> {
  const times: number[] = [];
  let bytes = 0;
  let failed = 0;
  for (let i = 0; i < samples + 3; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    if (i < 3) continue; // the first three warm the caches and the plans
    times.push(performance.now() - started);
    if (res.ok) bytes = body.byteLength;
    else failed += 1;
  }
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), bytes, failed };
}

/** An export read to its end while the server's RSS is sampled every 10 ms. */
async function timeExport(
  url: string,
  headers: Record<string, string>,
  server: RunningServer,
): Promise<ExportFigures> {
  const times: number[] = [];
  const firstBytes: number[] = [];
  let rows = 0;
  let bytes = 0;
  const rssBeforeMb = server.rssMb();
  const rssPeaksMb: number[] = [];
  const sample = () => {
    const last = rssPeaksMb.length - 1;
    if (last >= 0) rssPeaksMb[last] = Math.max(rssPeaksMb[last] ?? 0, server.rssMb());
  };
  const sampler = setInterval(sample, 10);
  try {
    for (let i = 0; i < EXPORT_SAMPLES + 1; i++) {
      rssPeaksMb.push(server.rssMb());
      const started = performance.now();
      const res = await fetch(url, { headers });
      if (!res.ok || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      let size = 0;
      let newlines = 0;
      const reader = res.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        if (size === 0 && i >= 1) firstBytes.push(performance.now() - started);
        const chunk = read.value;
        size += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) newlines += 1;
        sample();
      }
      if (i >= 1) times.push(performance.now() - started);
      bytes = size;
      rows = newlines - 1;
    }
  } finally {
    clearInterval(sampler);
  }
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    firstBytesP50: round(percentile(firstBytes, 50)),
    bytes,
    rows,
    failed: 0,
    rssBeforeMb,
    rssPeakMb: Math.max(rssBeforeMb, ...rssPeaksMb),
    rssPeaksMb,
  };
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/** The last full calendar month before now, as from/to days (the month's GST return). */
function lastMonth(now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: day(from), to: day(to) };
}

export async function benchAdminShop(
  serverUrl: string,
  orders: number,
  customers: number,
): Promise<ShopFigures> {
  // BENCH_ADMIN_KEEP=1 keeps each shop's database (bench_admin_<orders>) and seeds it only once: for iterating on
  // a fix, whose migration then runs on the seeded shop.
  const keep = Boolean(process.env.BENCH_ADMIN_KEEP);
  const name = keep ? `bench_admin_${orders}` : `bench_admin_${orders}_${process.pid}`;
  const exists =
    (await sql(serverUrl, 'select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!keep || !exists) {
    await sql(serverUrl, `drop database if exists ${name} with (force)`);
    await sql(serverUrl, `create database ${name}`);
  }
  const url = withDatabase(serverUrl, name);
  let server: RunningServer | undefined;
  try {
    await runMigrations(url);
    let seedSeconds = 0;
    if (!keep || !exists) {
      const seeding = performance.now();
      await seedLargeCatalogue(url, 300);
      await seedOrders(url, { orders, customers });
      await foldSeededFigures(url);
      seedSeconds = Math.round((performance.now() - seeding) / 100) / 10;
      console.log(`  seeded ${orders} orders, ${customers} customers in ${seedSeconds} s`);
    }
    server = await startServer(SERVER, {
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // The queue runs (the Jobs page reads it) but its sweeps stay out of the way of the timings.
      JOB_INTERVAL_SECONDS: '3600',
      DATABASE_POOL_SIZE: '10',
    });
    const base = server.url;
    const headers = await adminHeaders(base, url);
    const sample = await sql(
      url,
      `select o.id, o.shipping_address ->> 'email' as email, o.shipping_address ->> 'phoneNumber' as phone
       from orders o where o.status = 'DELIVERED' order by o.created_at desc offset 500 limit 1`,
    );
    const order = sample.rows[0] as { id: string; email: string; phone: string };
    const number = order.id.slice(-8).toUpperCase();
    const now = new Date();
    const yearAgo = new Date(now.getTime() - 364 * 86_400_000);
    const month = lastMonth(now);
    const admin = `${base}/api/admin`;
    const targets: Record<string, string> = {
      dashboard: `${admin}/stats`,
      ordersFirstPage: `${admin}/orders/?pageNumber=0&pageSize=25`,
      ordersStatusShipped: `${admin}/orders/?status=SHIPPED&pageNumber=0&pageSize=25`,
      ordersStatusDeliveredPage40: `${admin}/orders/?status=DELIVERED&pageNumber=40&pageSize=25`,
      ordersPage40: `${admin}/orders/?pageNumber=40&pageSize=25`,
      searchOrderNumber: `${admin}/orders/?q=${encodeURIComponent(`#${number}`)}&pageNumber=0&pageSize=25`,
      searchEmail: `${admin}/orders/?q=${encodeURIComponent(order.email)}&pageNumber=0&pageSize=25`,
      searchPhone: `${admin}/orders/?q=${order.phone}&pageNumber=0&pageSize=25`,
      orderPage: `${admin}/orders/${order.id}`,
      customers: `${admin}/customers?pageNumber=0&pageSize=20`,
      reports12Months: `${admin}/reports?from=${day(yearAgo)}&to=${day(now)}&groupBy=month`,
      jobs: `${admin}/jobs`,
    };
    const reads: Record<string, ReadFigures> = {};
    for (const [key, target] of Object.entries(targets))
      reads[key] = await timeRead(target, headers, SAMPLES);
    const exports: Record<string, ExportFigures> = {
      gstCsvMonth: await timeExport(
        `${admin}/invoices.csv?from=${month.from}&to=${month.to}`,
        headers,
        server,
      ),
      ordersCsvMonth: await timeExport(
        `${admin}/orders/export.csv?from=${month.from}&to=${month.to}`,
        headers,
        server,
      ),
    };
    return { orders, customers, seedSeconds, reads, exports };
  } finally {
    await server?.stop();
    if (!keep) await sql(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

/**
 * Both shops, their p95s side by side, the ratio, and whether each read meets ≤ 200 ms and ≤ 3 × its 2k time;
 * the exports per row, with the server's RSS growth while the big shop's month streamed.
 */
export async function benchAdminYear(serverUrl: string) {
  const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
  console.log('Admin at 2,000 orders …');
  const small = await benchAdminShop(serverUrl, 2_000, 200);
  console.log('Admin at 200,000 orders …');
  const large = await benchAdminShop(serverUrl, 200_000, 20_000);
  const table: Record<string, string | number>[] = Object.entries(small.reads).map(([name, figures]) => {
    const at200k = large.reads[name]?.p95 ?? 0;
    const ratio = Math.round((at200k / Math.max(figures.p95, 1)) * 100) / 100;
    return {
      read: name,
      p95At2k: figures.p95,
      p95At200k: at200k,
      ratio,
      meets: at200k <= 200 && ratio <= 3 ? 'yes' : 'NO',
    };
  });
  // An export's month holds 100 × the rows in the big shop: it is judged per row, and on streaming with its memory
  // flat. A streamed export sends its first bytes after a small part of its time (a built file only at the end). Its
  // RSS rises while V8's young generation grows to its size under the allocation (up to ~50 MB), then stays: flat
  // means the last of the exports read back to back peaks no higher than the ones before it (5 MB of slack),
  // where a leak or a growing buffer would keep climbing (decision 0129).
  for (const [name, figures] of Object.entries(small.exports)) {
    const big = large.exports[name];
    const perRow = (f?: ExportFigures) => (f && f.rows > 0 ? f.p95 / f.rows : 0);
    const ratio = Math.round((perRow(big) / Math.max(perRow(figures), 0.0001)) * 100) / 100;
    const growthMb = Math.round(((big?.rssPeakMb ?? 0) - (big?.rssBeforeMb ?? 0)) * 10) / 10;
    const firstShare = big && big.p50 > 0 ? big.firstBytesP50 / big.p50 : 1;
    const streamed = firstShare <= 0.25;
    const peaks = big?.rssPeaksMb ?? [];
    const flat = peaks.length > 2 && (peaks.at(-1) ?? 0) <= Math.max(...peaks.slice(0, -1)) + 5;
    table.push({
      read:
        `${name} (${figures.rows} → ${big?.rows ?? 0} rows; first bytes at ` +
        `${Math.round(firstShare * 100)} % of the time; RSS +${growthMb} MB, ${flat ? 'then flat' : 'climbing'})`,
      p95At2k: figures.p95,
      p95At200k: big?.p95 ?? 0,
      ratio,
      meets: ratio <= 3 && streamed && flat ? 'yes (per row, streamed, RSS flat)' : 'NO',
    });
  }
  return {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAverage: { before: loadBefore, after: os.loadavg().map((l) => Math.round(l * 100) / 100) },
    table,
    small,
    large,
  };
}
