import { orderNumber } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

/** Each page's text, whitespace collapsed. */
async function pageTexts(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

describe('orders out of the door: CSV export, packing slips and labels', () => {
  let t: TestApp;
  let admin: TestUser;
  let paid: { _id: string };
  let cod: { _id: string };

  beforeAll(async () => {
    ({ t, admin } = await startAdminApp({ template: 'empty', env: { SHOP_NAME: 'MoonMade' } }));
    const ring = await createProduct(t, {
      title: 'Lotus Ring',
      price: 1000,
      discountedPrice: 899,
      sizes: { '7': 5 },
    });
    const studs = await createProduct(t, {
      title: '=cmd|calc Studs',
      price: 500,
      discountedPrice: 450,
      sizes: { s: 5 },
    });
    const asha = await createUser(t);
    paid = await placeOrder(t, asha, [{ productId: ring.id, size: '7', quantity: 2 }]);
    await payOrder(t, asha, paid._id);
    const ravi = await createUser(t);
    cod = await placeOrder(t, ravi, [{ productId: studs.id, size: 's' }]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${cod._id}/cod`, headers: ravi.headers }))
        .statusCode,
    ).toBe(200);
    await t.db.execute(sql`update orders set created_at = '2026-03-02T06:00:00Z',
      shipping_address = jsonb_set(shipping_address, '{firstName}', '"@SUM(A1)"') where id = ${paid._id}`);
    await t.db.execute(sql`update orders set created_at = '2026-03-03T06:00:00Z' where id = ${cod._id}`);
  });
  afterAll(async () => t.close());

  it('exports the orders of a date range as CSV, with customer text neutralised', async () => {
    const res = await clientOf(t, admin).get('/api/admin/orders/export.csv?from=2026-03-01&to=2026-03-02');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-03-01_to_2026-03-02.csv"',
    );
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      orderNumber: orderNumber(paid._id),
      orderId: paid._id,
      status: 'PLACED',
      paymentMethod: 'ONLINE',
      units: '2',
      subtotal: '1798',
      total: '1798',
      pincode: '560001',
      name: `'@SUM(A1) Verma`,
    });
    const both = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?from=2026-03-01&to=2026-03-31',
      headers: admin.headers,
    });
    expect(
      (parse(both.body, { bom: true, columns: true }) as Record<string, string>[]).map(
        (r) => r.paymentMethod,
      ),
    ).toEqual(['ONLINE', 'COD']);
  });

  it('prints one page per order: the slip without prices, the label with the COD amount to collect', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/packing-slips',
      headers: admin.headers,
      payload: { ids: [paid._id, cod._id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await pageTexts(res.rawPayload);
    expect(pages).toHaveLength(2);
    const [first, second] = pages as [string, string];
    expect(first).toContain('PACKING SLIP');
    expect(first).toContain(`Order ${orderNumber(paid._id)}`);
    expect(first).toContain('Lotus Ring');
    expect(first).toContain('@SUM(A1) Verma');
    expect(first).toContain('PREPAID');
    expect(first).toContain('PIN 560001');
    // No price anywhere on a prepaid order's page: the box may be a gift.
    expect(first).not.toMatch(/₹|1,798|899/);
    expect(second).toContain('=cmd|calc Studs');
    expect(second).toContain('COD: COLLECT ₹450');
  });

  it('refuses bad input and non-admins', async () => {
    const send = (payload: unknown, user = admin) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/orders/packing-slips',
        headers: user.headers,
        payload: payload as object,
      });
    expect((await send({ ids: [] })).statusCode).toBe(400);
    expect((await send({ ids: ['x'] })).statusCode).toBe(400);
    expect((await send({ ids: Array.from({ length: 101 }, () => paid._id) })).statusCode).toBe(400);
    const customer = await createUser(t);
    expect((await send({ ids: [paid._id] }, customer)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/orders/export.csv', headers: customer.headers }))
        .statusCode,
    ).toBe(403);
  });
});
