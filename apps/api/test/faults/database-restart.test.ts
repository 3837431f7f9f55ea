import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seedDemoCatalogueIfEmpty } from '../../src/db/seed/seed.ts';
import { testConfig } from '../helpers/test-app.ts';

// S29 needs a PostgreSQL this test may stop and start: its own embedded one, whatever DATABASE_URL says.
let dir: string;
let pg: EmbeddedDatabase;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shop-s29-'));
  pg = await startEmbeddedPostgres(dir, 'shop');
  await runMigrations(pg.url);
  database = connectDatabase(pg.url, 4);
  await seedDemoCatalogueIfEmpty(database.db);
  app = await buildApp({ config: testConfig(pg.url), database, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await pg?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('a database restart under the running server', () => {
  it('S29 answers 503 during the outage and works again afterwards without a restart of the server', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/products?pageSize=3' })).statusCode).toBe(200);

    await pg.stop();
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', db: 'down' });
    const listing = await app.inject({ method: 'GET', url: '/api/products?pageSize=3' });
    expect(listing.statusCode).toBe(503);
    expect(listing.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(listing.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);

    pg = await startEmbeddedPostgres(dir, 'shop', () => {}, pg.port);
    let recovered = 0;
    for (let attempt = 0; attempt < 50 && recovered !== 200; attempt++) {
      recovered = (await app.inject({ method: 'GET', url: '/api/products?pageSize=3' })).statusCode;
    }
    expect(recovered).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
