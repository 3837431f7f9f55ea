import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';

/** Long enough that anything seen sooner than this came from a NOTIFY, not from the entry expiring. */
const LONG_TTL = { CATALOG_CACHE_SECONDS: '60', LISTING_COUNT_CACHE_SECONDS: '60' };
const NOTIFY_BOUND = { timeout: 2_000, interval: 20 };
const LISTING = '/api/products?category=women_rings&pageSize=100';
const IN_STOCK = '/api/products?category=women_rings&stock=in_stock&pageSize=100';

type Shop = Pick<TestApp, 'app'>;
const get = async (shop: Shop, url: string) => (await shop.app.inject({ method: 'GET', url })).json();
const productUrl = (id: string) => `/api/products/id/${id}`;
/** Whether this instance would answer the URL from its cache (without counting it as a lookup). */
const kept = (shop: Shop, url: string) => peekQuietly(shop, url);
function peekQuietly(shop: Shop, url: string): boolean {
  const cache = shop.app.catalogCache;
  const hits = cache.hits;
  const found = cache.peek(`url ${url}`) !== undefined;
  cache.hits = hits;
  return found;
}

/** Waits (on the cache's own counters, not the clock) until each instance has handled the notification. */
async function settled(shops: Shop[], counter: 'tagsDropped' | 'clears', before: number[]) {
  await vi.waitFor(() => {
    expect(shops.map((shop, i) => shop.app.catalogCache[counter] > (before[i] ?? 0))).not.toContain(false);
  }, NOTIFY_BOUND);
}

describe('catalogue cache during a sale: a stock change drops only what it changes', () => {
  let one: TestApp;
  let two: TestApp;
  let sold = { id: '' };
  let other = { id: '' };
  let marker = { id: '' };

  /**
   * PostgreSQL delivers notifications in commit order: once a marker's stock-only change has reached both
   * instances, every earlier change's notification has too, and the counters below start from a settled cache.
   */
  const settle = async () => {
    const drops = [one, two].map((shop) => shop.app.catalogCache.tagsDropped);
    await one.db.execute(sql`update product_sizes set quantity = quantity where product_id = ${marker.id}`);
    await settled([one, two], 'tagsDropped', drops);
  };

  beforeAll(async () => {
    one = await buildTestApp({ template: 'empty', env: LONG_TTL });
    two = await buildTestApp({ database: one.database, env: LONG_TTL });
    sold = await createProduct(one, { sizes: { s: 5, m: 1 } });
    other = await createProduct(one, { sizes: { s: 3 } });
    marker = await createProduct(one, { sizes: { s: 1 } });
    // Both instances settle the creation's NOTIFY before they fill anything.
    await vi.waitFor(async () => {
      for (const shop of [one, two])
        expect((await get(shop, LISTING)).content.map((p: { id: string }) => p.id)).toContain(other.id);
    }, NOTIFY_BOUND);
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  const fillBoth = async () => {
    await settle();
    for (const shop of [one, two])
      for (const url of [LISTING, IN_STOCK, productUrl(sold.id), productUrl(other.id)]) await get(shop, url);
  };

  it('an order that leaves every size in stock drops that product page on every instance, nothing else', async () => {
    await fillBoth();
    const clears = [one, two].map((shop) => shop.app.catalogCache.clears);
    const drops = [one, two].map((shop) => shop.app.catalogCache.tagsDropped);
    await placeOrder(one, await createUser(one), [{ productId: sold.id, size: 's', quantity: 2 }]);
    await settled([one, two], 'tagsDropped', drops);

    for (const shop of [one, two]) {
      expect(shop.app.catalogCache.clears).toEqual(clears[[one, two].indexOf(shop)]);
      expect(kept(shop, productUrl(sold.id))).toBe(false);
      expect(kept(shop, productUrl(other.id))).toBe(true);
      expect(kept(shop, LISTING)).toBe(true);
      expect(kept(shop, IN_STOCK)).toBe(true);
      const page = await get(shop, productUrl(sold.id));
      expect(page.sizes.find((s: { name: string }) => s.name === 's').quantity).toBe(3);
      expect(page.quantity).toBe(4);
    }
  });

  it('the last piece of a size sold (sold out in that size) drops everything: filters by size and stock change', async () => {
    await fillBoth();
    const clears = [one, two].map((shop) => shop.app.catalogCache.clears);
    await placeOrder(one, await createUser(one), [{ productId: sold.id, size: 'm', quantity: 1 }]);
    await settled([one, two], 'clears', clears);
    for (const shop of [one, two]) {
      expect(kept(shop, LISTING)).toBe(false);
      const bySize = await get(shop, '/api/products?category=women_rings&size=m&pageSize=100');
      expect(bySize.content.map((p: { id: string }) => p.id)).not.toContain(sold.id);
    }
  });

  it('a product sold out altogether leaves the in-stock listing and its count at once, on every instance', async () => {
    await fillBoth();
    const before = (await get(two, IN_STOCK)).totalElements;
    const clears = [one, two].map((shop) => shop.app.catalogCache.clears);
    await placeOrder(one, await createUser(one), [{ productId: other.id, size: 's', quantity: 3 }]);
    await settled([one, two], 'clears', clears);
    for (const shop of [one, two]) {
      const page = await get(shop, IN_STOCK);
      expect(page.content.map((p: { id: string }) => p.id)).not.toContain(other.id);
      expect(page.totalElements).toBe(before - 1);
      expect((await get(shop, productUrl(other.id))).inStock).toBe(false);
    }
  });

  it('an update that changes more than stock (a price) still drops everything', async () => {
    await fillBoth();
    const clears = [one, two].map((shop) => shop.app.catalogCache.clears);
    await one.db.execute(
      sql`update products set discounted_price_paise = 70000, total_quantity = total_quantity where id = ${sold.id}`,
    );
    await settled([one, two], 'clears', clears);
    for (const shop of [one, two]) {
      const listed = (await get(shop, LISTING)).content.find((p: { id: string }) => p.id === sold.id);
      expect(listed.discountedPrice).toBe(700);
    }
  });
});
