import { productShelf } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOrder } from '../../../test/helpers/pay.ts';
import { createProduct, placeOrder, type TestProduct } from '../../../test/helpers/shop.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await startAdminApp()));
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titles = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return productShelf.parse(res.json()).content.map((p) => p.title);
};

/** One customer's order of `quantity` of `product`, paid when `paid`. */
async function sale(product: TestProduct, quantity: number, paid = true) {
  const customer = await createUser(t);
  const order = await placeOrder(t, customer, [{ productId: product.id, size: 's', quantity }]);
  if (paid) await payOrder(t, customer, order._id);
  return order._id as string;
}

describe('home page shelves: bestsellers from real sales, new arrivals', () => {
  it('has no bestsellers before the first sale, rather than made-up ones', async () => {
    await createProduct(t, { title: 'Unsold Ring', sizes: { s: 5 } });
    expect(await titles('/api/products/bestsellers')).toEqual([]);
  });

  it('ranks pieces by units sold in paid orders; unpaid and cancelled orders and sold-out pieces do not count', async () => {
    const popular = await createProduct(t, { title: 'Popular Hoops', sizes: { s: 10 } });
    const steady = await createProduct(t, { title: 'Steady Chain', sizes: { s: 10 } });
    const unpaid = await createProduct(t, { title: 'Unpaid Cuff', sizes: { s: 10 } });
    const cancelled = await createProduct(t, { title: 'Cancelled Locket', sizes: { s: 10 } });
    const soldOut = await createProduct(t, { title: 'Sold Out Bangle', sizes: { s: 3 } });
    await sale(popular, 2);
    await sale(popular, 2);
    await sale(steady, 3);
    await sale(unpaid, 5, false);
    const cancelledId = await sale(cancelled, 6);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${cancelledId}/cancel`,
      headers: admin.headers,
    });
    expect(cancel.statusCode).toBe(200);
    await sale(soldOut, 3);

    expect(await titles('/api/products/bestsellers')).toEqual(['Popular Hoops', 'Steady Chain']);
    expect(await titles('/api/products/bestsellers?limit=1')).toEqual(['Popular Hoops']);
  });

  it('lists the newest pieces in stock first', async () => {
    await createProduct(t, { title: 'Older Studs', sizes: { s: 2 } });
    await createProduct(t, { title: 'Newest Pendant', sizes: { s: 2 } });
    await createProduct(t, { title: 'Newer But Sold Out', sizes: { s: 0 } });
    const newest = await titles('/api/products/new-arrivals?limit=2');
    expect(newest).toEqual(['Newest Pendant', 'Older Studs']);
    const all = await titles('/api/products/new-arrivals');
    expect(all.slice(0, 2)).toEqual(['Newest Pendant', 'Older Studs']);
    expect(all).not.toContain('Newer But Sold Out');
    expect(all).not.toContain('Sold Out Bangle');
    expect(all.length).toBeLessThanOrEqual(8);
  });

  it('is cached like the catalogue: an ETag and a CDN lifetime, and the same reply for the same address', async () => {
    for (const url of ['/api/products/bestsellers', '/api/products/new-arrivals?limit=3']) {
      const res = await get(url);
      expect(res.headers.etag, url).toMatch(/^W\/"/);
      expect(res.headers['cache-control'], url).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+$/);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('refuses a limit that is not a whole number from 1 to 24, with the shared error shape', async () => {
    for (const limit of ['0', '25', 'abc', '2.5']) {
      const res = await get(`/api/products/bestsellers?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json(), limit).toMatchObject({
        statusCode: 400,
        code: expect.any(String),
        error: 'Bad Request',
      });
      expect(res.json().message, limit).toMatch(/limit/);
    }
  });
});
