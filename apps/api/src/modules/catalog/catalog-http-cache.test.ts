import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, placeOrder, type TestProduct } from '../../../test/helpers/shop.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

// Browsers revalidate every time and never serve stale; only a CDN (RFC 9213 header) may serve stale a while.
const BROWSER = 'public, max-age=0, must-revalidate, s-maxage=7';
const CDN = 'public, max-age=7, stale-while-revalidate=40';

describe('HTTP caching: ETags and CDN lifetimes on the catalogue, private answers elsewhere', () => {
  let t: TestApp;
  let product: TestProduct;
  let customer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ t, admin } = await startAdminApp({
      template: 'empty',
      env: { CATALOG_CACHE_SECONDS: '0', CATALOG_CDN_SECONDS: '7', CATALOG_CDN_STALE_SECONDS: '40' },
    }));
    product = await createProduct(t, { title: 'Etag Moon Ring' });
    customer = await createUser(t);
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const catalogueUrls = () => [
    '/api/products?category=women_rings',
    `/api/products/id/${product.id}`,
    '/api/categories',
    '/api/search/suggest?q=etag',
  ];

  it('catalogue replies carry a weak ETag of their body and Cache-Control a CDN may keep', async () => {
    for (const url of catalogueUrls()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe(BROWSER);
      expect(res.headers['cache-control'], url).not.toMatch(/stale/);
      expect(res.headers['cdn-cache-control'], url).toBe(CDN);
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]{27}"$/);
      expect((await get(url)).headers.etag, 'the same body has the same tag').toBe(res.headers.etag);
    }
    const listing = (await get('/api/products?category=women_rings')).json();
    expect(listing.content.map((p: { title: string }) => p.title)).toContain('Etag Moon Ring');
    expect((await get(`/api/products/id/${product.id}`)).json()).toMatchObject({
      id: product.id,
      title: 'Etag Moon Ring',
    });
  });

  it('answers 304 Not Modified, without a body, when If-None-Match holds the current tag', async () => {
    for (const url of catalogueUrls()) {
      const { etag } = (await get(url)).headers;
      if (typeof etag !== 'string') throw new Error('no etag');
      for (const ifNoneMatch of [etag, `"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
        const res = await get(url, { 'if-none-match': ifNoneMatch });
        expect(res.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe(BROWSER);
        expect(res.headers['cdn-cache-control']).toBe(CDN);
      }
      expect((await get(url, { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
    }
  });

  it('a changed product has a new tag, so the old one gets the new body', async () => {
    const url = `/api/products/id/${product.id}`;
    const before = (await get(url)).headers.etag as string;
    await t.app.inject({
      method: 'PUT',
      url: '/api/cart/add',
      headers: customer.headers,
      payload: { productId: product.id, size: 's', quantity: 1 },
    });
    const res = await get(url, { 'if-none-match': before });
    // Adding to the cart does not change the product: still not modified.
    expect(res.statusCode).toBe(304);
    // Ordering it reserves stock: the product's body, and so its tag, change.
    await placeOrder(t, customer, []);
    const after = await get(url, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('a catalogue reply of 1 KB or more goes gzipped to a client that accepts it, the same bytes once unzipped', async () => {
    for (let i = 0; i < 3; i++) await createProduct(t, { title: `Etag Gzip Ring ${i}` });
    const url = '/api/products?category=women_rings';
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    for (const acceptEncoding of ['gzip, deflate, br', 'br;q=1, GZIP;q=0.5', '*']) {
      const zipped = await get(url, { 'accept-encoding': acceptEncoding });
      expect(zipped.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(zipped.headers.vary).toBe('accept-encoding');
      expect(zipped.headers.etag).toBe(plain.headers.etag);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    for (const acceptEncoding of ['br, deflate', 'gzip;q=0', 'identity']) {
      const refused = await get(url, { 'accept-encoding': acceptEncoding });
      expect(refused.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
    // A small reply (a suggestion list) goes as it is: no copy kept, nothing varies.
    const small = await get('/api/search/suggest?q=etag', { 'accept-encoding': 'gzip' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
  });

  it('errors from catalogue routes are not cached', async () => {
    const missing = await get('/api/products/id/0190f5f0-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect(missing.headers.etag).toBeUndefined();
    const invalid = await get('/api/products?pageSize=-1');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('private, no-store');
  });

  it('personal replies (cart, orders, profile, wishlist, admin, auth) are private, no-store', async () => {
    const personal: [string, string, TestUser | null][] = [
      ['GET', '/api/cart', customer],
      ['GET', '/api/orders/user', customer],
      ['GET', '/api/users/profile', customer],
      ['GET', '/api/wishlist', customer],
      ['GET', '/api/admin/products', admin],
      ['GET', '/api/admin/orders', admin],
      ['GET', '/api/cart', null],
    ];
    for (const [method, url, user] of personal) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: user?.headers ?? {} });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
    const signin = await t.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email: customer.email, password: 'wrong password here' },
    });
    expect(signin.headers['cache-control']).toBe('private, no-store');
  });

  it('demo images keep their long, immutable cache life', async () => {
    const res = await get('/media/demo/3-0.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
