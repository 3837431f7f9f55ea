import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { seedDemoCatalogueIfEmpty } from '../../src/db/seed/seed.ts';
import { setUpEmbeddedShop } from '../helpers/embedded-shop.ts';

// S29 needs a PostgreSQL this test may stop and start: its own embedded one, whatever DATABASE_URL says.
const shop = setUpEmbeddedShop({
  dirPrefix: 'shop-s29-',
  prepare: (database) => seedDemoCatalogueIfEmpty(database.db),
});

describe('a database restart under the running server', () => {
  it('S29 answers 503 during the outage and works again afterwards without a restart of the server', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/products?pageSize=3' })).statusCode).toBe(200);

    await shop.pg.stop();
    const health = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', db: 'down' });
    const listing = await shop.app.inject({ method: 'GET', url: '/api/products?pageSize=3' });
    expect(listing.statusCode).toBe(503);
    expect(listing.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(listing.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);

    shop.pg = await startEmbeddedPostgres(shop.dir, 'shop', { port: shop.pg.port });
    let recovered = 0;
    for (let attempt = 0; attempt < 50 && recovered !== 200; attempt++) {
      recovered = (await shop.app.inject({ method: 'GET', url: '/api/products?pageSize=3' })).statusCode;
    }
    expect(recovered).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
