// `npm run bench:sale`: browsing during a sale (bench/sale.ts) on its own, on the 10,000-product catalogue of
// `bench:api` (BENCH_DATABASE_URL's server; kept between runs), with the cached filtered listing against a bare
// Fastify process in the same rounds. BENCH_CPU_PROF=<dir> starts the shop with `node --cpu-prof` and writes its
// profile there when it stops; BENCH_SALE_PHASE=listing|orders then runs only that load (the cached listing, or
// one shopper ordering and cancelling) for BENCH_ROUND_SECONDS, so each profile shows one kind of work.
import pg from 'pg';
import { alternatingRounds, IDENTITY, load } from './load.ts';
import { benchShopEnv, quickCatalogueUrl, TYPICAL_FILTER } from './quick-catalogue.ts';
import { benchSale, buyAndCancelLoop } from './sale.ts';
import { startServer } from './server-process.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_ROUND_SECONDS ?? 4);
const profileDir = process.env.BENCH_CPU_PROF;
const phase = process.env.BENCH_SALE_PHASE;

const databaseUrl = await quickCatalogueUrl();

const bare = await startServer('bench/hello-server.ts', {});
const shop = await startServer(
  'apps/api/src/server.ts',
  benchShopEnv(databaseUrl),
  profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
);
try {
  const base = shop.url;
  const page = (await (await fetch(`${base}/api/products?pageSize=1`)).json()) as {
    content: { id: string }[];
  };
  const productId = page.content[0]?.id;
  if (!productId) throw new Error('the bench catalogue has no product');
  // The sale's product has stock to sell: its 's' size never sells out, which would empty the whole cache.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`update product_sizes set quantity = 100000 where product_id = $1 and name = 's'`, [
    productId,
  ]);
  await db.end();
  const listing = `${base}/api/products?${TYPICAL_FILTER}`;
  const reads = { listing, productDetail: `${base}/api/products/id/${productId}` };
  await load(listing, { seconds: 2 });

  if (phase === 'listing') {
    const result = await load(listing, { seconds });
    console.log(`listing alone: ${Math.round(result.rps)} req/s`);
  } else if (phase === 'orders') {
    const orders = await buyAndCancelLoop(base, productId, 's', seconds);
    console.log(`orders alone: ${orders.toFixed(1)} orders/s (each placed and cancelled)`);
  } else {
    const baseline = await alternatingRounds(
      {
        bareHello: { url: `${bare.url}/__bench/hello`, pid: bare.process.pid },
        listing: { url: listing, pid: shop.process.pid },
        listingIdentity: { url: listing, headers: IDENTITY, pid: shop.process.pid },
      },
      rounds,
      seconds,
    );
    const bareRps = baseline.bareHello?.rps ?? 1;
    const listingRps = baseline.listing?.rps ?? 0;
    const identityRps = baseline.listingIdentity?.rps ?? 0;
    const us = (name: string) => baseline[name]?.serverUs ?? 1;
    console.log(
      `bare Fastify ${Math.round(bareRps)} req/s, cached filtered listing ${Math.round(listingRps)} req/s: ` +
        `${(listingRps / bareRps).toFixed(2)} × bare (as a browser asks, gzip); ` +
        `${Math.round(identityRps)} req/s, ${(identityRps / bareRps).toFixed(2)} × bare as plain JSON`,
    );
    console.log(
      `server CPU per request: bare ${Math.round(us('bareHello'))} µs, listing ${Math.round(us('listing'))} µs ` +
        `(${(us('bareHello') / us('listing')).toFixed(2)} × bare's capacity), plain JSON ` +
        `${Math.round(us('listingIdentity'))} µs (${(us('bareHello') / us('listingIdentity')).toFixed(2)} ×)`,
    );
    const figures = await benchSale(base, productId, 's', reads, rounds, seconds);
    console.log(`orders placed and cancelled: ${figures.ordersPerSecond}/s`);
    console.table(
      Object.fromEntries(
        Object.keys(reads).map((k) => [
          k,
          {
            idle: Math.round(figures.idle[k]?.rps ?? 0),
            sale: Math.round(figures.sale[k]?.rps ?? 0),
            control: Math.round(figures.control[k]?.rps ?? 0),
            saleVsIdle: figures.ratios[`${k}SaleVsIdle`],
            controlVsIdle: figures.ratios[`${k}ControlVsIdle`],
            floorVsIdle: figures.ratios[`${k}FloorVsIdle`],
            saleP99: figures.sale[k]?.p99,
          },
        ]),
      ),
    );
  }
} finally {
  await shop.stop();
  await bare.stop();
}
