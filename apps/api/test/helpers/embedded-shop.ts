import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { testConfig } from './test-app.ts';

export interface EmbeddedShop {
  /** The temporary folder the database lives in. */
  dir: string;
  pg: EmbeddedDatabase;
  database: DatabaseHandle;
  app: Awaited<ReturnType<typeof buildApp>>;
}

/**
 * The app on an embedded PostgreSQL of its own (whatever DATABASE_URL says), migrated, in a new temporary
 * folder: for the tests that stop or kill the database under the running app. Filled in before the tests
 * (see suite.ts) and removed after them; `prepare` runs on the migrated database before the app is built.
 */
export function setUpEmbeddedShop(options: {
  dirPrefix: string;
  onLine?: (line: string) => void;
  prepare?: (database: DatabaseHandle) => Promise<unknown>;
}): EmbeddedShop {
  const shop = {} as EmbeddedShop;
  beforeAll(async () => {
    shop.dir = await mkdtemp(path.join(os.tmpdir(), options.dirPrefix));
    shop.pg = await startEmbeddedPostgres(shop.dir, 'shop', { log: options.onLine });
    await runMigrations(shop.pg.url);
    shop.database = connectDatabase(shop.pg.url, 4);
    await options.prepare?.(shop.database);
    shop.app = await buildApp({ config: testConfig(shop.pg.url), database: shop.database, logger: false });
    await shop.app.ready();
  });
  afterAll(async () => {
    await shop.app?.close();
    await shop.database?.close();
    await shop.pg?.stop();
    if (shop.dir) await rm(shop.dir, { recursive: true, force: true });
  });
  return shop;
}
