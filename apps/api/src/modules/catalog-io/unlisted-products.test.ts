import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addToCart, createProduct, placeOrder, type TestProduct } from '../../../test/helpers/shop.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

const APP_URL = 'https://shop.example.in';
/** Long enough that a reply seen changed came from the trigger's NOTIFY dropping the cache, not from expiry. */
const LONG_TTL = { CATALOG_CACHE_SECONDS: '60', APP_URL };
const NOTIFY_BOUND = { timeout: 2_000, interval: 20 };

describe('unlisting from the bulk edit hides a product from every storefront read', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let hidden: TestProduct;
  let shown: TestProduct;

  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
  const ids = async (url: string): Promise<string[]> => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return res.json().content.map((p: { id: string }) => p.id);
  };
  /** Sets the listing of `products` and waits until the catalogue cache was dropped by the NOTIFY. */
  async function setListed(products: TestProduct[], listed: boolean) {
    const clears = t.app.catalogCache.clears;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: admin.headers,
      payload: { ids: products.map((p) => p.id), action: { kind: 'listing', listed } },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(t.app.catalogCache.clears).toBeGreaterThan(clears), NOTIFY_BOUND);
    return res.json();
  }

  beforeAll(async () => {
    ({ t, admin } = await startAdminApp({ template: 'empty', env: LONG_TTL }));
    shopper = await createUser(t);
    hidden = await createProduct(t, { title: 'Moonstone Halo Ring', sizes: { s: 5, m: 5 } });
    shown = await createProduct(t, { title: 'Sunstone Band Ring', sizes: { s: 5 } });
    const buyer = await createUser(t);
    const order = await placeOrder(t, buyer, [{ productId: hidden.id, size: 's', quantity: 1 }]);
    await payOrder(t, buyer, order._id);
    await addToCart(t, shopper, hidden.id, 'm');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/wishlist/${hidden.id}`,
      headers: shopper.headers,
    });
    expect(saved.json().productIds).toEqual([hidden.id]);
  });
  afterAll(async () => t.close());

  it('shows everywhere while listed (and fills the cache with it)', async () => {
    expect(await ids('/api/products?category=women_rings')).toContain(hidden.id);
    expect(await ids('/api/products/bestsellers')).toEqual([hidden.id]);
    expect(await ids('/api/products/new-arrivals')).toContain(hidden.id);
    expect((await get(`/api/products/id/${hidden.id}`)).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain('/product/moonstone-halo-ring<');
    expect((await get('/feeds/products.xml')).body).toContain(hidden.id);
  });

  it('unlists only what is listed, raises the version and audits the change', async () => {
    const before = (await get(`/api/admin/products/${hidden.id}`, admin)).json();
    expect(before.listed).toBe(true);
    expect(await setListed([hidden], false)).toEqual({ matched: 1, changed: 1, skipped: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: admin.headers,
      payload: { ids: [hidden.id], action: { kind: 'listing', listed: false } },
    });
    expect(again.json()).toEqual({ matched: 1, changed: 0, skipped: 0 });
    const after = (await get(`/api/admin/products/${hidden.id}`, admin)).json();
    expect(after).toMatchObject({ listed: false, version: before.version + 1 });
    const audit = await t.db.execute<{ before: { listed: boolean }; after: { listed: boolean } }>(
      sql`select before, after from audit_log where entity_id = ${hidden.id} and action = 'product.bulk'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      before: { listed: true },
      after: { listed: false, bulk: { kind: 'listing', listed: false } },
    });
  });

  it('is gone from the listing, search and suggestions', async () => {
    const listing = await ids('/api/products?category=women_rings');
    expect(listing).toContain(shown.id);
    expect(listing).not.toContain(hidden.id);
    // The counted total drops with the cache too, not only the page's rows.
    expect((await get('/api/products?category=women_rings')).json().totalElements).toBe(1);
    expect(await ids('/api/products?q=moonstone')).toEqual([]);
    const suggest = await get('/api/search/suggest?q=moonstone');
    expect(suggest.statusCode).toBe(200);
    expect(suggest.body).not.toContain(hidden.id);
    expect((await get('/api/search/suggest?q=sunstone')).body).toContain(shown.id);
  });

  it('answers 404 to shoppers for its detail and page, while the admin still sees it', async () => {
    const detail = await get(`/api/products/id/${hidden.id}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.json().code).toBe('NOT_FOUND');
    expect((await get(`/product/${hidden.id}`)).statusCode).toBe(404);
    const admins = await get(`/api/admin/products/${hidden.id}`, admin);
    expect(admins.statusCode).toBe(200);
    expect(admins.json()).toMatchObject({ id: hidden.id, title: 'Moonstone Halo Ring', listed: false });
  });

  it('is left out of the home rows, the sitemap and the product feed', async () => {
    expect(await ids('/api/products/bestsellers')).toEqual([]);
    expect(await ids('/api/products/new-arrivals')).toEqual([shown.id]);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/product/sunstone-band-ring<');
    expect(sitemap).not.toContain('moonstone-halo-ring');
    const feed = (await get('/feeds/products.xml')).body;
    expect(feed).toContain(shown.id);
    expect(feed).not.toContain(hidden.id);
  });

  it('cannot be added to a cart, and a line added before it was unlisted drops out of the cart', async () => {
    const add = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/add',
      headers: shopper.headers,
      payload: { productId: hidden.id, size: 's', quantity: 1 },
    });
    expect(add.statusCode).toBe(404);
    expect(add.json().code).toBe('NOT_FOUND');
    const cart = await get('/api/cart', shopper);
    expect(cart.statusCode).toBe(200);
    expect(cart.body).not.toContain(hidden.id);
  });

  it('drops out of a wishlist that saved it, and cannot be saved again', async () => {
    const ids = await get('/api/wishlist/ids', shopper);
    expect(ids.json().productIds).toEqual([]);
    expect((await get('/api/wishlist', shopper)).body).not.toContain(hidden.id);
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/wishlist/${hidden.id}`,
      headers: shopper.headers,
    });
    expect(save.statusCode).toBe(404);
    expect(save.json().code).toBe('NOT_FOUND');
  });

  it('shows in the admin product list as unlisted, beside listed ones', async () => {
    const res = await get('/api/admin/products?category=women_rings', admin);
    expect(res.statusCode).toBe(200);
    const rows = res.json().content as { id: string; listed: boolean }[];
    expect(rows.find((p) => p.id === hidden.id)?.listed).toBe(false);
    expect(rows.find((p) => p.id === shown.id)?.listed).toBe(true);
  });

  it('is refused to a customer, and listing it again brings it back everywhere', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: shopper.headers,
      payload: { ids: [hidden.id], action: { kind: 'listing', listed: true } },
    });
    expect(refused.statusCode).toBe(403);
    expect((await get(`/api/products/id/${hidden.id}`)).statusCode).toBe(404);
    expect(await setListed([hidden], true)).toEqual({ matched: 1, changed: 1, skipped: 0 });
    expect(await ids('/api/products?category=women_rings')).toContain(hidden.id);
    expect((await get(`/api/products/id/${hidden.id}`)).statusCode).toBe(200);
    expect(await ids('/api/products/bestsellers')).toEqual([hidden.id]);
    expect((await get('/api/wishlist/ids', shopper)).json().productIds).toEqual([hidden.id]);
  });
});
