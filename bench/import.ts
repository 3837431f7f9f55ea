// The catalogue import at scale (issue 28): a 5,000-row CSV (1,000 products × 5 sizes) imported into a shop of
// 10,000 products while autocannon reads the catalogue. Reports the import's time, the server's peak memory, and
// the listing's throughput before and during the import (catalogue cache off, so every read reaches PostgreSQL).
import pg from 'pg';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { load } from './load.ts';
import { seedLargeCatalogue } from './seed-catalogue.ts';
import { startServer } from './server-process.ts';

const PRODUCTS = 1000;
const SIZES = ['5', '6', '7', '8', '9'];
const LISTING = 'category=women_rings&stock=in_stock&sort=price_low&pageNumber=0&pageSize=20';

/** Our CSV format, new products (no id): what an owner moving 1,000 pieces in would upload. */
export function importFile(image: string): string {
  const lines = ['id,title,description,category,color,price,discountedPrice,size,stock,hsn,gstRate,images'];
  for (let p = 0; p < PRODUCTS; p++)
    for (const size of SIZES)
      lines.push(
        `,Imported Piece ${p},"A piece, number ${p}, brought in by CSV.",women/jewellery/women_rings,${['Gold', 'Rose Gold', 'Silver'][p % 3]},${999 + (p % 7) * 100},${799 + (p % 7) * 100},${size},${p % 9},7117,3,${image}`,
      );
  return `${lines.join('\n')}\n`;
}

async function admin(base: string, databaseUrl: string): Promise<string> {
  const email = `bench-admin-${Date.now()}@example.com`;
  const signup = await fetch(`${base}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Owner', email, password: 'bench-password-1' }),
  });
  const { jwt } = (await signup.json()) as { jwt: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`update users set role = 'admin' where email = $1`, [email]);
  await client.end();
  return jwt;
}

/** Reads in one-second rounds until `done` settles; answers the rounds' mean requests per second. */
async function readWhile(url: string, done: Promise<unknown>): Promise<number> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const rounds: number[] = [];
  while (!finished || rounds.length === 0) rounds.push((await load(url, { seconds: 1 })).rps);
  return rounds.reduce((a, b) => a + b, 0) / rounds.length;
}

export async function benchImport(databaseUrl: string) {
  await runMigrations(databaseUrl);
  await seedLargeCatalogue(databaseUrl, 10_000);
  const server = await startServer('apps/api/src/server.ts', {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JOB_INTERVAL_SECONDS: '0',
    CATALOG_CACHE_SECONDS: '0',
    // The upload shares two cores with autocannon in this process; Node's whole-request timeout must not cut it.
    REQUEST_TIMEOUT_SECONDS: '300',
  });
  try {
    const base = server.url;
    const jwt = await admin(base, databaseUrl);
    const listing = `${base}/api/products?${LISTING}`;
    await load(listing, { seconds: 2 });
    const before = (await load(listing, { seconds: 5 })).rps;
    const rssBefore = server.rssMb();
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rssMb());
    }, 50);

    const form = new FormData();
    const csv = importFile('/media/demo/placeholder.webp');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'catalogue.csv');
    const started = performance.now();
    const importing = fetch(`${base}/api/admin/products/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}` },
      body: form,
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { created: number },
      ms: performance.now() - started,
    }));
    const during = await readWhile(listing, importing);
    const result = await importing;
    clearInterval(sampler);
    if (result.status !== 200)
      throw new Error(`import answered ${result.status}: ${JSON.stringify(result.body).slice(0, 500)}`);
    return {
      rows: PRODUCTS * SIZES.length,
      fileKb: Math.round(Buffer.byteLength(csv) / 1024),
      created: result.body.created,
      importSeconds: Math.round(result.ms / 100) / 10,
      rssBeforeMb: rssBefore,
      rssPeakMb: peak,
      listingRpsBefore: Math.round(before),
      listingRpsDuring: Math.round(during),
      readsRatio: Math.round((during / before) * 100) / 100,
    };
  } finally {
    await server.stop();
  }
}

// `npm run bench:import`: this part of `npm run bench` alone, on BENCH_DATABASE_URL's server (a database of its own).
if (import.meta.url === `file://${process.argv[1]}`) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_import_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: serverUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    console.log(JSON.stringify(await benchImport(url.toString()), null, 2));
  } finally {
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
  }
}
