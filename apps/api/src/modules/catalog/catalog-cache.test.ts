import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { specFormPayload } from '../../../test/fixtures/catalog.ts';
import { createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

/** Long enough that anything seen sooner than this came from a NOTIFY, not from the entry expiring. */
const LONG_TTL = { CATALOG_CACHE_SECONDS: '60' };
/** NOTIFY reaches every instance within milliseconds; this is the bound the tests allow it. */
const NOTIFY_BOUND = { timeout: 2_000, interval: 20 };

type Shop = Pick<TestApp, 'app'>;
const productOf = async (shop: Shop, id: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/products/id/${id}` })).json();
const listingPrices = async (shop: Shop): Promise<Record<string, number>> => {
  const url = '/api/products?category=women_rings&pageSize=100';
  const page = (await shop.app.inject({ method: 'GET', url })).json();
  return Object.fromEntries(
    page.content.map((p: { id: string; discountedPrice: number }) => [p.id, p.discountedPrice]),
  );
};

/** Runs a write and waits until every instance has dropped its cache for it (its NOTIFY arrived). */
async function writeAndSettle(shops: Shop[], write: () => Promise<unknown>) {
  const before = shops.map((shop) => shop.app.catalogCache.clears);
  await write();
  await vi.waitFor(() => {
    expect(shops.map((shop, i) => shop.app.catalogCache.clears > (before[i] ?? 0))).not.toContain(false);
  }, NOTIFY_BOUND);
  // One transaction notifies once per table it touched; let the rest of them arrive too.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Changes a price without firing triggers (no NOTIFY): only the cache's time to live can end the old reply. */
async function setPriceSilently(t: TestApp, id: string, rupees: number) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update products set discounted_price_paise = ${rupees * 100} where id = ${id}`);
  });
}

describe('catalogue cache: dropped on every change, in every instance', () => {
  let one: TestApp;
  let two: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    one = await buildTestApp({ template: 'empty', env: LONG_TTL });
    two = await buildTestApp({ database: one.database, env: LONG_TTL });
    admin = await createUser(one, { role: 'admin' });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('keeps a reply: a change that sends no NOTIFY is not seen while the entry lives', async () => {
    let product = { id: '' };
    await writeAndSettle([one], async () => {
      product = await createProduct(one, { price: 1000, discountedPrice: 800 });
    });
    expect((await productOf(one, product.id)).discountedPrice).toBe(800);
    await setPriceSilently(one, product.id, 700);
    expect((await productOf(one, product.id)).discountedPrice).toBe(800);
    expect((await listingPrices(one))[product.id]).toBe(700);
  });

  it('an admin edit is on the next read of the same instance, and on the other instance after its NOTIFY', async () => {
    const form = { ...specFormPayload(), price: '1000', discountedPrice: '900', discountPercent: '10' };
    let created = { id: '', version: 0 };
    await writeAndSettle([one, two], async () => {
      const res = await one.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: admin.headers,
        payload: form,
      });
      expect(res.statusCode, res.body).toBe(201);
      created = res.json();
    });
    // Both instances remember the product and a listing with it.
    for (const shop of [one, two]) {
      expect((await productOf(shop, created.id)).discountedPrice).toBe(900);
      expect((await listingPrices(shop))[created.id]).toBe(900);
    }
    const edit = await one.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      headers: admin.headers,
      payload: { ...form, discountedPrice: '650', version: created.version },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await productOf(one, created.id)).discountedPrice).toBe(650);
    expect((await listingPrices(one))[created.id]).toBe(650);
    await vi.waitFor(async () => {
      expect((await productOf(two, created.id)).discountedPrice).toBe(650);
      expect((await listingPrices(two))[created.id]).toBe(650);
    }, NOTIFY_BOUND);
  });

  it('a checkout on one instance shows the lower stock on both', async () => {
    const customer = await createUser(one);
    let product = { id: '' };
    await writeAndSettle([one, two], async () => {
      product = await createProduct(one, { sizes: { s: 5 } });
    });
    const stock = async (shop: Shop) => (await productOf(shop, product.id)).sizes[0].quantity;
    expect(await stock(one)).toBe(5);
    expect(await stock(two)).toBe(5);
    await placeOrder(one, customer, [{ productId: product.id, size: 's', quantity: 2 }]);
    await vi.waitFor(async () => {
      expect(await stock(one)).toBe(3);
      expect(await stock(two)).toBe(3);
    }, NOTIFY_BOUND);
  });

  it('a change written straight to the database (another tool, a script) drops both caches', async () => {
    let product = { id: '', title: '' };
    await writeAndSettle([one, two], async () => {
      product = await createProduct(one);
    });
    expect((await productOf(one, product.id)).title).toBe(product.title);
    expect((await productOf(two, product.id)).title).toBe(product.title);
    await one.db.execute(sql`update products set title = 'Renamed Ring' where id = ${product.id}`);
    await vi.waitFor(async () => {
      expect((await productOf(one, product.id)).title).toBe('Renamed Ring');
      expect((await productOf(two, product.id)).title).toBe('Renamed Ring');
    }, NOTIFY_BOUND);
  });

  it('a URL answered from the cache before its query is parsed gets the same reply, headers and 304', async () => {
    const url = '/api/products?category=women_rings&color=gold,silver&sort=price_low';
    const first = await one.app.inject({ method: 'GET', url });
    const again = await one.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    for (const header of ['etag', 'cache-control', 'content-type', 'content-security-policy'])
      expect(again.headers[header], header).toBe(first.headers[header]);
    const notModified = await one.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    // An invalid query is never answered from the cache: it is validated every time.
    for (let i = 0; i < 2; i += 1)
      expect((await one.app.inject({ method: 'GET', url: '/api/products?pageSize=-1' })).statusCode).toBe(
        400,
      );
  });

  it('a missing product is a 404 every time, never a remembered one', async () => {
    const url = '/api/products/id/0190f5f0-0000-7000-8000-000000000000';
    for (let i = 0; i < 2; i += 1)
      expect((await one.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('catalogue cache: time to live and off', () => {
  it('bounds staleness by CATALOG_CACHE_SECONDS even when no NOTIFY comes', async () => {
    const t = await buildTestApp({ template: 'empty', env: { CATALOG_CACHE_SECONDS: '0.3' } });
    try {
      const product = await createProduct(t, { price: 1000, discountedPrice: 800 });
      expect((await productOf(t, product.id)).discountedPrice).toBe(800);
      await setPriceSilently(t, product.id, 600);
      await vi.waitFor(async () => expect((await productOf(t, product.id)).discountedPrice).toBe(600), {
        timeout: 1_000,
        interval: 50,
      });
    } finally {
      await t.close();
    }
  });

  it('CATALOG_CACHE_SECONDS=0 turns it off: every read is fresh', async () => {
    const t = await buildTestApp({ template: 'empty', env: { CATALOG_CACHE_SECONDS: '0' } });
    try {
      expect(t.app.catalogCache.enabled).toBe(false);
      const product = await createProduct(t, { price: 1000, discountedPrice: 800 });
      expect((await productOf(t, product.id)).discountedPrice).toBe(800);
      await setPriceSilently(t, product.id, 500);
      expect((await productOf(t, product.id)).discountedPrice).toBe(500);
      expect((await listingPrices(t))[product.id]).toBe(500);
    } finally {
      await t.close();
    }
  });
});
