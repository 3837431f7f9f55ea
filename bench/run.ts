// `npm run bench`: API throughput and latency at 10,000 and 100,000 products (catalogue cache on and off) against
// a bare Fastify process's hello route and the same route in the shop's process, start-up time against a bare
// Fastify process, memory growth, browsing during a sale (bench/sale.ts), the back office with an owner's year of
// orders (bench/admin-year.ts), and the web app's weight and Lighthouse figures. Loopback only, about five minutes on two cores. Prints a table and writes bench/results.json.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { benchAdminYear } from './admin-year.ts';
import { benchImport } from './import.ts';
import { alternatingRounds, IDENTITY, load, median } from './load.ts';
import { TYPICAL_FILTER } from './quick-catalogue.ts';
import { benchSale, type SaleFigures } from './sale.ts';
import { seedLargeCatalogue } from './seed-catalogue.ts';
import { type RunningServer, repoRoot, startServer } from './server-process.ts';
import { lighthouseFigures, webWeight } from './web.ts';

const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 4);
const ROUNDS = 3;
const SERVER = 'apps/api/src/server.ts';
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  node: process.version,
};
const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function withDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The shop's settings in the bench; `cacheOff` measures the catalogue without its reply cache. */
function shopEnv(url: string, cacheOff: boolean): Record<string, string> {
  return {
    DATABASE_URL: url,
    BENCH_ROUTES: 'true',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    JOB_INTERVAL_SECONDS: '0',
    DATABASE_POOL_SIZE: '10',
    ...(cacheOff ? { CATALOG_CACHE_SECONDS: '0' } : {}),
  };
}

async function benchCatalogue(serverUrl: string, size: number, bareHelloUrl: string) {
  const name = `bench_${size}_${process.pid}`;
  await sql(serverUrl, `drop database if exists ${name} with (force)`);
  await sql(serverUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  await runMigrations(url);
  const seeded = performance.now();
  await seedLargeCatalogue(url, size);
  console.log(`  seeded ${size} products in ${Math.round(performance.now() - seeded)} ms`);
  const server = await startServer(SERVER, shopEnv(url, false));
  let productId: string | undefined;
  try {
    const base = server.url;
    const page = (await (await fetch(`${base}/api/products?pageSize=1`)).json()) as {
      content: { id: string }[];
    };
    productId = page.content[0]?.id;
    const headers = await cartUser(base, productId);
    await load(`${base}/__bench/hello`, { seconds: 2 });
    await load(`${base}/api/products?${TYPICAL_FILTER}`, { seconds: 2 });
    const rssAfterWarmup = server.rssMb();
    const figures = await alternatingRounds(
      {
        bareHello: { url: bareHelloUrl },
        hello: { url: `${base}/__bench/hello` },
        listingNoFilter: { url: `${base}/api/products` },
        listingTypicalFilter: { url: `${base}/api/products?${TYPICAL_FILTER}` },
        // The same page asked for as plain JSON (no gzip), as no browser asks for it.
        listingTypicalFilterIdentity: { url: `${base}/api/products?${TYPICAL_FILTER}`, headers: IDENTITY },
        productDetail: { url: `${base}/api/products/id/${productId}` },
        // The server-rendered product page (issue 25): cached like the JSON, at most twice its cost.
        productPage: { url: `${base}/product/${productId}` },
        cartRead: { url: `${base}/api/cart/`, headers },
        // Search: a typo as typed in the header ("braclet"), a name being typed, and two results pages.
        suggestTypo: { url: `${base}/api/search/suggest?q=braclet` },
        suggestPrefix: { url: `${base}/api/search/suggest?q=auro` },
        searchTypo: { url: `${base}/api/products?q=braclet` },
        searchTwoWords: { url: `${base}/api/products?q=aurora%20bracelet&color=gold` },
      },
      ROUNDS,
      ROUND_SECONDS,
    );
    let memory: Record<string, number> | undefined;
    let sale: SaleFigures | undefined;
    if (size >= 100_000 && productId) {
      // A sale's product has stock to sell: its 's' size never sells out here, which would empty the cache.
      await sql(
        url,
        `update product_sizes set quantity = 100000 where product_id = '${productId}' and name = 's'`,
      );
      sale = await benchSale(
        base,
        productId,
        's',
        { listing: `${base}/api/products`, productDetail: `${base}/api/products/id/${productId}` },
        ROUNDS,
        ROUND_SECONDS,
      );
    }
    if (size >= 100_000) {
      // Taken after the rounds too: the warm-up figure also counts what the rounds (searches, carts) grew.
      const rssBefore100k = server.rssMb();
      await load(`${base}/api/products?${TYPICAL_FILTER}`, { amount: 100_000 });
      memory = {
        rssAfterWarmupMb: rssAfterWarmup,
        rssBefore100kRequestsMb: rssBefore100k,
        rssAfter100kRequestsMb: server.rssMb(),
      };
    }
    await server.stop();
    if (size < 100_000) return { figures, cacheOff: undefined, memory, sale };
    // The same catalogue without the reply cache (CATALOG_CACHE_SECONDS=0), against the same baselines.
    const uncached = await startServer(SERVER, shopEnv(url, true));
    try {
      const base = uncached.url;
      await load(`${base}/api/products?${TYPICAL_FILTER}`, { seconds: 2 });
      const cacheOff = await alternatingRounds(
        {
          bareHello: { url: bareHelloUrl },
          hello: { url: `${base}/__bench/hello` },
          listingNoFilter: { url: `${base}/api/products` },
          listingTypicalFilter: { url: `${base}/api/products?${TYPICAL_FILTER}` },
          productDetail: { url: `${base}/api/products/id/${productId}` },
          productPage: { url: `${base}/product/${productId}` },
        },
        ROUNDS,
        ROUND_SECONDS,
      );
      return { figures, cacheOff, memory, sale };
    } finally {
      await uncached.stop();
    }
  } finally {
    await server.stop();
    await sql(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

async function cartUser(base: string, productId: string | undefined): Promise<Record<string, string>> {
  const email = `bench-${Date.now()}@example.com`;
  const signup = await fetch(`${base}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'User', email, password: 'bench-password-1' }),
  });
  const { jwt } = (await signup.json()) as { jwt: string };
  const headers = { authorization: `Bearer ${jwt}` };
  const product = (await (await fetch(`${base}/api/products/id/${productId}`)).json()) as {
    sizes: { name: string; quantity: number }[];
  };
  const size = product.sizes.find((s) => s.quantity > 0)?.name ?? 's';
  await fetch(`${base}/api/cart/add`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ productId, size, quantity: 1 }),
  });
  return headers;
}

async function benchStartup() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-startup-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOB_INTERVAL_SECONDS: '0' } as Record<string, string>;
  delete process.env.DATABASE_URL;
  try {
    await (await startServer(SERVER, env)).stop(); // first start: initialise, migrate, seed
    const shop: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s: RunningServer = await startServer(SERVER, env);
      shop.push(s.startupMs);
      await s.stop();
      const b = await startServer('bench/hello-server.ts', {});
      bare.push(b.startupMs);
      await b.stop();
    }
    return {
      shopMs: Math.round(median(shop)),
      bareFastifyMs: Math.round(median(bare)),
      ratio: ratio(median(shop), median(bare)),
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const started = performance.now();
let serverUrl = process.env.DATABASE_URL;
let tempDir: string | undefined;
let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
if (!serverUrl) {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'bench-pg-'));
  embedded = await startEmbeddedPostgres(tempDir, 'bench_admin');
  serverUrl = embedded.url;
}
// The bare Fastify process: the throughput baseline the targets are ratios of.
const bare = await startServer('bench/hello-server.ts', {});
try {
  const bareHelloUrl = `${bare.url}/__bench/hello`;
  console.log('API at 10,000 products …');
  const small = await benchCatalogue(serverUrl, 10_000, bareHelloUrl);
  console.log('API at 100,000 products …');
  const large = await benchCatalogue(serverUrl, 100_000, bareHelloUrl);
  results.api = {
    products10k: small.figures,
    products100k: large.figures,
    products100kCacheOff: large.cacheOff,
  };
  const s = small.figures;
  const l = large.figures;
  const off = large.cacheOff ?? {};
  const bareRps = l.bareHello?.rps ?? 1;
  results.ratios = {
    inProcessHelloVsBareProcess: ratio(l.hello?.rps ?? 0, bareRps),
    listing100kTypicalVsBareProcess: ratio(l.listingTypicalFilter?.rps ?? 0, bareRps),
    listing100kTypicalPlainJsonVsBareProcess: ratio(l.listingTypicalFilterIdentity?.rps ?? 0, bareRps),
    listing100kNoFilterVsBareProcess: ratio(l.listingNoFilter?.rps ?? 0, bareRps),
    productDetailVsBareProcess: ratio(l.productDetail?.rps ?? 0, bareRps),
    cacheOffListing100kTypicalVsBareProcess: ratio(
      off.listingTypicalFilter?.rps ?? 0,
      off.bareHello?.rps ?? 1,
    ),
    cacheOffProductDetailVsBareProcess: ratio(off.productDetail?.rps ?? 0, off.bareHello?.rps ?? 1),
    cacheOffListing100kTypicalVsHello: ratio(off.listingTypicalFilter?.rps ?? 0, off.hello?.rps ?? 1),
    cacheOffProductDetailVsHello: ratio(off.productDetail?.rps ?? 0, off.hello?.rps ?? 1),
    listing100kTypicalVsHello: ratio(l.listingTypicalFilter?.rps ?? 0, l.hello?.rps ?? 1),
    listing100kNoFilterVsHello: ratio(l.listingNoFilter?.rps ?? 0, l.hello?.rps ?? 1),
    productDetailVsHello: ratio(l.productDetail?.rps ?? 0, l.hello?.rps ?? 1),
    // How many product JSON replies one server-rendered product page costs (≤ 2: issue 25), cache on and off.
    productPageCostVsProductJson: ratio(l.productDetail?.rps ?? 0, l.productPage?.rps ?? 1),
    cacheOffProductPageCostVsProductJson: ratio(off.productDetail?.rps ?? 0, off.productPage?.rps ?? 1),
    cartReadVsHello: ratio(l.cartRead?.rps ?? 0, l.hello?.rps ?? 1),
    suggestTypoVsHello: ratio(l.suggestTypo?.rps ?? 0, l.hello?.rps ?? 1),
    searchTypoVsListing: ratio(l.searchTypo?.rps ?? 0, l.listingNoFilter?.rps ?? 1),
    growthThroughput100kVs10k: ratio(l.listingTypicalFilter?.rps ?? 0, s.listingTypicalFilter?.rps ?? 1),
    growthP99100kVs10k: ratio(l.listingTypicalFilter?.p99 ?? 0, s.listingTypicalFilter?.p99 ?? 1),
  };
  results.memory = large.memory;
  console.log('Catalogue import (5,000 rows) while the listing is read …');
  const importDb = `bench_import_${process.pid}`;
  await sql(serverUrl, `create database ${importDb}`);
  try {
    results.catalogueImport = await benchImport(withDatabase(serverUrl, importDb));
  } finally {
    await sql(serverUrl, `drop database if exists ${importDb} with (force)`);
  }
  results.sale = large.sale && {
    ordersPerSecond: large.sale.ordersPerSecond,
    ratios: large.sale.ratios,
    idle: large.sale.idle,
    sale: large.sale.sale,
    control: large.sale.control,
    floor: large.sale.floor,
  };
  // The back office at 2,000 and 200,000 orders (issue 47; alone: npm run bench:admin).
  const admin = await benchAdminYear(serverUrl);
  results.admin = { table: admin.table, loadAverage: admin.loadAverage, exports: admin.large.exports };
  console.log('Start-up …');
  results.startup = await benchStartup();
} finally {
  await bare.stop();
  await embedded?.stop();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
}
console.log('Web weight and Lighthouse …');
results.web = await webWeight();
results.lighthouse = await lighthouseFigures();
results.seconds = Math.round((performance.now() - started) / 1000);

await writeFile(path.join(repoRoot, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
