import pg from 'pg';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { seedLargeCatalogue } from './seed-catalogue.ts';

/** The listing a shopper filters most: a category, two colours, a price band, a discount, in stock, by price. */
export const TYPICAL_FILTER =
  'category=women_rings&color=gold,rosegold&minPrice=399&maxPrice=2999&minDiscount=10&stock=in_stock&sort=price_low&pageNumber=0&pageSize=20';

/**
 * The 10,000-product catalogue of `bench:api` and `bench:sale`, in a database of its own on BENCH_DATABASE_URL's
 * server: created, migrated and seeded on the first run, kept for the next. Returns its URL.
 */
export async function quickCatalogueUrl(): Promise<string> {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = 'bench_quick_10k';
  const url = new URL(server);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  if (!exists) {
    await runMigrations(url.toString());
    await seedLargeCatalogue(url.toString(), 10_000);
  }
  return url.toString();
}

/** The shop's settings for a bench process on that catalogue: bench routes on, quiet logs, no jobs. */
export const benchShopEnv = (databaseUrl: string): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  BENCH_ROUTES: 'true',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  JOB_INTERVAL_SECONDS: '0',
  DATABASE_POOL_SIZE: '10',
});
