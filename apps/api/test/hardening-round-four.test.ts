import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { guestOrderBody, postGuestOrder } from './helpers/guest.ts';
import { addressFields, createProduct, stockOf } from './helpers/shop.ts';
import { setUpTestApp } from './helpers/suite.ts';
import { createUser } from './helpers/users.ts';

/** The fourth round's small findings: each closed where the rest of the shop already was. */
describe('fourth-round hardening', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('S01 notify-me for an unlisted product answers 404, as every other storefront read does', async () => {
    const ring = await createProduct(t, { sizes: { s: 0, m: 3 } });
    await t.db.update(products).set({ listed: false }).where(eq(products.id, ring.id));
    for (const size of ['s', 'm']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/products/${ring.id}/notify`,
        payload: { size, email: 'watcher@example.com' },
        remoteAddress: '10.40.0.1',
      });
      expect(res.statusCode, res.body).toBe(404);
    }
  });

  it('S47 wrong cash-on-delivery confirmation tokens are limited per address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/cod-confirm',
        payload: { token: `guess-${i}-${'x'.repeat(40)}` },
        remoteAddress: '10.40.0.2',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400 || status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('S36 a bulk price edit cannot take a price past the product form’s limit; nothing changes', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const ring = await createProduct(t, { price: 5_000_000, discountedPrice: 5_000_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: admin.headers,
      payload: { ids: [ring.id], action: { kind: 'price', percent: 500 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/nothing was changed/);
    const [row] = await t.db.select().from(products).where(eq(products.id, ring.id));
    expect(row?.pricePaise).toBe(500_000_000);
  });

  it('S36 an order of a product priced past the form’s limit (old data) is refused, nothing reserved', async () => {
    const ring = await createProduct(t, { sizes: { s: 5 } });
    await t.db
      .update(products)
      .set({ pricePaise: 90_700_000_000_000_000, discountedPricePaise: 90_700_000_000_000_000 })
      .where(eq(products.id, ring.id));
    const body = guestOrderBody('big-spender@example.com', [{ productId: ring.id, size: 's' }], {
      shippingAddress: addressFields(),
    });
    const res = await postGuestOrder(t, body);
    expect(res.statusCode).toBe(409);
    expect((await stockOf(t, ring.id, 's')).size).toBe(5);
  });
});
