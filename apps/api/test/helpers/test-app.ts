import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { connectDatabase, type Database, type DatabaseHandle } from '../../src/db/client.ts';
import { adminQuery, createDatabaseFromTemplate } from './databases.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789abcdef';

export interface TestDatabase {
  url: string;
  handle: DatabaseHandle;
  db: Database;
  drop(): Promise<void>;
}

/** A database of this test file's own, copied from the migrated (`empty`) or seeded (`demo`) template. */
export async function createTestDatabase(template: 'empty' | 'demo' = 'demo'): Promise<TestDatabase> {
  const serverUrl = inject('pgAdminUrl');
  const templateName = inject('templates')[template];
  const run = templateName.replace(/^shop_tpl_(empty|demo)_/, '');
  const name = `shop_file_${randomBytes(4).toString('hex')}_${run}`;
  const url = await createDatabaseFromTemplate(serverUrl, name, templateName);
  const handle = connectDatabase(url, 5);
  return {
    url,
    handle,
    db: handle.db,
    drop: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

export function testConfig(databaseUrl: string, overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    PORT: '3000',
    JOB_INTERVAL_SECONDS: '0',
    LISTING_COUNT_CACHE_SECONDS: '0',
    CATALOG_CACHE_SECONDS: '0',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a real PostgreSQL database of its own; call `close()` in `afterAll`. */
export async function buildTestApp(
  options: {
    template?: 'empty' | 'demo';
    env?: Record<string, string>;
    database?: TestDatabase;
    /** Log lines go here (at env.LOG_LEVEL); without it the app logs nothing. */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(options.template ?? 'demo'));
  const config = testConfig(database.url, options.env);
  const app = await buildApp({
    config,
    database: database.handle,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
