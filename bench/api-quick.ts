// `npm run bench:api`: a quick look at the catalogue's cached replies against the baselines, on a 10,000-product
// catalogue in a database of its own (BENCH_DATABASE_URL's server; kept between runs): alternating rounds,
// medians, and RSS across 100,000 listing requests when BENCH_MEMORY=1. Ratios compare only within one run.
import { alternatingRounds, load } from './load.ts';
import { benchShopEnv, quickCatalogueUrl, TYPICAL_FILTER } from './quick-catalogue.ts';
import { startServer } from './server-process.ts';

const databaseUrl = await quickCatalogueUrl();
const env = (cacheOff: boolean): Record<string, string> => ({
  ...benchShopEnv(databaseUrl),
  ...(cacheOff ? { CATALOG_CACHE_SECONDS: '0' } : {}),
});
const bare = await startServer('bench/hello-server.ts', {});
const shop = await startServer('apps/api/src/server.ts', env(process.env.BENCH_CACHE_OFF === '1'));
try {
  const base = shop.url;
  const page = (await (await fetch(`${base}/api/products?pageSize=1`)).json()) as {
    content: { id: string }[];
  };
  const productId = page.content[0]?.id;
  await load(`${base}/__bench/hello`, { seconds: 2 });
  await load(`${base}/api/products?${TYPICAL_FILTER}`, { seconds: 2 });
  const seconds = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
  const pid = shop.process.pid;
  const figures = await alternatingRounds(
    {
      bareHello: { url: `${bare.url}/__bench/hello`, pid: bare.process.pid },
      hello: { url: `${base}/__bench/hello`, pid },
      listingTypicalFilter: { url: `${base}/api/products?${TYPICAL_FILTER}`, pid },
      productDetail: { url: `${base}/api/products/id/${productId}`, pid },
      // The same product as the server-rendered page a crawler or a shared link opens (cached like the JSON).
      productPage: { url: `${base}/product/${productId}`, pid },
    },
    Number(process.env.BENCH_ROUNDS ?? 3),
    seconds,
  );
  const bareRps = figures.bareHello?.rps ?? 1;
  const bareUs = figures.bareHello?.serverUs ?? 1;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  // `ratio`: req/s against the bare process's (the load generator's limits included); `serverRatio`: the bare
  // process's CPU per request against this one's, what the server alone could do.
  console.table(
    Object.fromEntries(
      Object.entries(figures).map(([k, f]) => [
        k,
        {
          rps: Math.round(f.rps),
          p50: f.p50,
          p99: f.p99,
          ratio: round2(f.rps / bareRps),
          serverUs: Math.round(f.serverUs ?? 0),
          serverRatio: round2(bareUs / (f.serverUs ?? bareUs)),
        },
      ]),
    ),
  );
  const pageCost = (figures.productDetail?.rps ?? 0) / (figures.productPage?.rps ?? 1);
  const pageServerCost = (figures.productPage?.serverUs ?? 0) / (figures.productDetail?.serverUs ?? 1);
  console.log(
    `server-rendered product page costs ${round2(pageCost)} × the product JSON in req/s, ` +
      `${round2(pageServerCost)} × in the server's CPU (target ≤ 2)`,
  );
  if (process.env.BENCH_MEMORY === '1') {
    const before = shop.rssMb();
    for (let i = 1; i <= 4; i++) {
      await load(`${base}/api/products?${TYPICAL_FILTER}`, { amount: 25_000 });
      console.log(`RSS after ${i * 25_000} more listing requests: ${shop.rssMb()} MB (before: ${before} MB)`);
    }
  }
} finally {
  await shop.stop();
  await bare.stop();
}
