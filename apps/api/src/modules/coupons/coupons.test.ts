import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addToCart, createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';

describe('coupons: the admin’s list and form', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });

  it('creates a coupon with its code upper-cased and amounts in rupees, and refuses a second with the same code', async () => {
    const coupon = await createCoupon(t, admin, {
      code: ' diwali-25 ',
      kind: 'flat',
      value: 150.5,
      minOrder: 999,
      maxDiscount: null,
      usageLimit: 100,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      startsAt: '2026-10-01T00:00:00+05:30',
      endsAt: '2026-11-30T23:59:00+05:30',
    });
    expect(coupon).toEqual({
      _id: expect.any(String),
      code: 'DIWALI-25',
      kind: 'flat',
      value: 150.5,
      minOrder: 999,
      maxDiscount: null,
      startsAt: '2026-09-30T18:30:00.000Z',
      endsAt: '2026-11-30T18:29:00.000Z',
      usageLimit: 100,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      active: true,
      timesUsed: 0,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: admin.headers,
      payload: { code: 'Diwali-25', kind: 'percent', value: 5 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is already a coupon DIWALI-25.');
  });

  it('refuses a bad form with 400 and saves nothing: percent over 100, end before start, odd code', async () => {
    const bad = [
      { code: 'OVER', kind: 'percent', value: 101 },
      { code: 'HALF', kind: 'percent', value: 12.5 },
      {
        code: 'BACKWARDS',
        kind: 'flat',
        value: 10,
        startsAt: '2026-12-01T00:00:00Z',
        endsAt: '2026-11-01T00:00:00Z',
      },
      { code: 'NO SPACES', kind: 'flat', value: 10 },
      { code: 'NEG', kind: 'flat', value: -5 },
      { code: 'TAMPER', kind: 'flat', value: 5, timesUsed: 3 },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/coupons',
        headers: admin.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/coupons?pageSize=50',
      headers: admin.headers,
    });
    const codes = list.json().content.map((c: { code: string }) => c.code);
    for (const code of ['OVER', 'HALF', 'BACKWARDS', 'NEG', 'TAMPER']) expect(codes).not.toContain(code);
  });

  it('edits, lists with uses and revenue, and deactivates on delete; customers cannot reach it', async () => {
    const coupon = await createCoupon(t, admin, { code: 'EDITME', kind: 'percent', value: 10 });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/coupons/${coupon._id}`,
      headers: admin.headers,
      payload: { code: 'EDITED', kind: 'percent', value: 20, maxDiscount: 100 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ code: 'EDITED', value: 20, maxDiscount: 100, active: true });

    const shopper = await createUser(t);
    const ring = await createProduct(t, { price: 1000, discountedPrice: 800 });
    await addToCart(t, shopper, ring.id, 's');
    expect((await applyCoupon(t, shopper, 'edited')).statusCode).toBe(200);
    const order = await placeOrder(t, shopper, []);
    expect(order).toMatchObject({ couponDiscount: 100, totalPayable: 700 });
    await payOrder(t, shopper, order._id);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ pageNumber: 0, pageSize: 20 });
    const row = list.json().content.find((c: { _id: string }) => c._id === coupon._id);
    expect(row).toMatchObject({ code: 'EDITED', timesUsed: 1, revenue: 700 });

    const lower = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/coupons/${coupon._id}`,
      headers: admin.headers,
      payload: { code: 'EDITED', kind: 'percent', value: 20, usageLimit: 0 },
    });
    expect(lower.statusCode).toBe(400);

    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/coupons/${coupon._id}`,
      headers: admin.headers,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, timesUsed: 1 });
    await addToCart(t, shopper, ring.id, 's');
    const refused = await applyCoupon(t, shopper, 'EDITED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'COUPON_INVALID',
      message: 'There is no coupon EDITED that can be used now. Check the code and try again.',
    });

    for (const [method, url] of [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/coupons'],
      ['DELETE', `/api/admin/coupons/${coupon._id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: shopper.headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode).toBe(403);
    }
    const missing = await clientOf(t, admin).delete(
      '/api/admin/coupons/0190a8e0-0000-7000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });
});
