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
  const figures = await alternatingRounds(
    {
      bareHello: { url: `${bare.url}/__bench/hello` },
      hello: { url: `${base}/__bench/hello` },
      listingTypicalFilter: { url: `${base}/api/products?${TYPICAL_FILTER}` },
      productDetail: { url: `${base}/api/products/id/${productId}` },
      // The same product as the server-rendered page a crawler or a shared link opens (cached like the JSON).
      productPage: { url: `${base}/product/${productId}` },
    },
    Number(process.env.BENCH_ROUNDS ?? 3),
    seconds,
  );
  const bareRps = figures.bareHello?.rps ?? 1;
  console.table(
    Object.fromEntries(
      Object.entries(figures).map(([k, f]) => [
        k,
        { rps: Math.round(f.rps), p50: f.p50, p99: f.p99, ratio: Math.round((f.rps / bareRps) * 100) / 100 },
      ]),
    ),
  );
  const pageCost = (figures.productDetail?.rps ?? 0) / (figures.productPage?.rps ?? 1);
  console.log(
    `server-rendered product page costs ${Math.round(pageCost * 100) / 100} × the product JSON (target ≤ 2)`,
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
