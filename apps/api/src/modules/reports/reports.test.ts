import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addToCart, createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

describe('admin reports: sales over time, products, payment split, rates, coupons', () => {
  let t: TestApp;
  let admin: TestUser;
  let ringId: string;

  const get = (url: string, user = admin) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const putAdmin = (url: string) => t.app.inject({ method: 'PUT', url, headers: admin.headers });
  /** Places the order on an India date (orders are made now, then dated for the test). */
  const dated = (orderId: string, day: string) =>
    t.db.execute(
      sql`update orders set created_at = (${day}::date + time '11:00') at time zone 'Asia/Kolkata' where id = ${orderId}`,
    );

  beforeAll(async () => {
    ({ t, admin } = await startAdminApp());
    const ring = await createProduct(t, {
      title: 'Lotus Ring',
      price: 1000,
      discountedPrice: 800,
      sizes: { s: 50 },
    });
    const studs = await createProduct(t, {
      title: 'Moon Studs',
      price: 500,
      discountedPrice: 400,
      sizes: { s: 50 },
    });
    ringId = ring.id;
    const asha = await createUser(t);
    const ravi = await createUser(t);
    const meera = await createUser(t);
    const late = await createUser(t);
    const april = await createUser(t);

    // Asha: two rings online on 2 March, studs online on 10 March (a repeat customer).
    const first = await placeOrder(t, asha, [{ productId: ring.id, size: 's', quantity: 2 }]);
    await payOrder(t, asha, first._id);
    await dated(first._id, '2026-03-02');
    const second = await placeOrder(t, asha, [{ productId: studs.id, size: 's' }]);
    await payOrder(t, asha, second._id);
    await dated(second._id, '2026-03-10');
    // Ravi: studs, cash on delivery, with a 10 % coupon, on 3 March.
    await createCoupon(t, admin, { code: 'FEST10', kind: 'percent', value: 10 });
    await addToCart(t, ravi, studs.id, 's', 1);
    expect((await applyCoupon(t, ravi, 'FEST10')).statusCode).toBe(200);
    const cod = await placeOrder(t, ravi, []);
    const codRes = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cod._id}/cod`,
      headers: ravi.headers,
    });
    expect(codRes.statusCode, codRes.body).toBe(200);
    await dated(cod._id, '2026-03-03');
    // Meera: a ring online on 10 March, delivered, one piece returned and approved.
    const third = await placeOrder(t, meera, [{ productId: ring.id, size: 's' }]);
    await payOrder(t, meera, third._id);
    const delivered = await putAdmin(`/api/admin/orders/${third._id}/deliver`);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${third._id}/returns`,
      headers: meera.headers,
      payload: { items: [{ itemId: delivered.json().orderItems[0]._id, quantity: 1 }], reason: 'Too small' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(
      (await putAdmin(`/api/admin/returns/${asked.json()._id ?? asked.json().id}/approve`)).statusCode,
    ).toBe(200);
    await dated(third._id, '2026-03-10');
    // An unpaid order and one outside the range count nowhere.
    const unpaid = await placeOrder(t, late, [{ productId: ring.id, size: 's' }]);
    await dated(unpaid._id, '2026-03-05');
    const inApril = await placeOrder(t, april, [{ productId: studs.id, size: 's' }]);
    await payOrder(t, april, inApril._id);
    await dated(inApril._id, '2026-04-01');
  });
  afterAll(async () => t.close());

  it('by day: every day of the range, with orders, units, revenue and average order value', async () => {
    const res = await get('/api/admin/reports?from=2026-03-01&to=2026-03-31&groupBy=day');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.series).toHaveLength(31);
    const day = (d: string) => report.series.find((p: { period: string }) => p.period === d);
    expect(day('2026-03-01')).toEqual({
      period: '2026-03-01',
      orders: 0,
      units: 0,
      revenue: 0,
      averageOrderValue: 0,
    });
    expect(day('2026-03-02')).toEqual({
      period: '2026-03-02',
      orders: 1,
      units: 2,
      revenue: 1600,
      averageOrderValue: 1600,
    });
    expect(day('2026-03-03')).toMatchObject({ orders: 1, units: 1, revenue: 360 });
    expect(day('2026-03-05')).toMatchObject({ orders: 0 });
    expect(day('2026-03-10')).toEqual({
      period: '2026-03-10',
      orders: 2,
      units: 2,
      revenue: 1200,
      averageOrderValue: 600,
    });
    expect(report.totals).toEqual({ orders: 4, units: 5, revenue: 3160, averageOrderValue: 790 });
    expect(report.topProducts).toEqual([
      { productId: ringId, title: 'Lotus Ring', units: 3, revenue: 2400 },
      { productId: expect.any(String), title: 'Moon Studs', units: 2, revenue: 800 },
    ]);
    expect(report.topCategories).toEqual([{ category: 'women_rings', units: 5, revenue: 3200 }]);
    expect(report.paymentSplit).toEqual({
      online: { orders: 3, revenue: 2800 },
      cod: { orders: 1, revenue: 360 },
    });
    expect(report.coupons).toEqual([{ code: 'FEST10', orders: 1, discount: 40 }]);
    expect(report.repeatCustomerRate).toBe(0.3333);
    expect(report.returnRate).toBe(1);
    expect(report.rtoRate).toBe(0);
  });

  it('by week (weeks begin on Monday) and by month', async () => {
    const weeks = (await get('/api/admin/reports?from=2026-03-01&to=2026-03-31&groupBy=week')).json().series;
    expect(weeks.map((w: { period: string }) => w.period)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(weeks[1]).toMatchObject({ orders: 2, units: 3, revenue: 1960 });
    expect(weeks[2]).toMatchObject({ orders: 2, units: 2, revenue: 1200 });
    const months = (await get('/api/admin/reports?from=2026-03-01&to=2026-04-30&groupBy=month')).json()
      .series;
    expect(months).toEqual([
      { period: '2026-03-01', orders: 4, units: 5, revenue: 3160, averageOrderValue: 790 },
      { period: '2026-04-01', orders: 1, units: 1, revenue: 400, averageOrderValue: 400 },
    ]);
  });

  it('each section downloads as CSV', async () => {
    const sales = await get('/api/admin/reports/sales.csv?from=2026-03-01&to=2026-03-03');
    expect(sales.statusCode).toBe(200);
    expect(sales.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sales.headers['content-disposition']).toBe(
      'attachment; filename="sales-2026-03-01_to_2026-03-03.csv"',
    );
    expect(sales.body.replace('\uFEFF', '').trim().split('\n')).toEqual([
      'period,orders,units,revenue,averageOrderValue',
      '2026-03-01,0,0,0,0',
      '2026-03-02,1,2,1600,1600',
      '2026-03-03,1,1,360,360',
    ]);
    const coupons = await get('/api/admin/reports/coupons.csv?from=2026-03-01&to=2026-03-31');
    expect(coupons.body).toContain('FEST10,1,40');
    const payments = await get('/api/admin/reports/payments.csv?from=2026-03-01&to=2026-03-31');
    expect(payments.body).toContain('codRevenue,360');
  });

  it('bad ranges and non-admins are refused with the error shape', async () => {
    const backwards = await get('/api/admin/reports?from=2026-03-10&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('INVALID_INPUT');
    expect((await get('/api/admin/reports?groupBy=year')).statusCode).toBe(400);
    expect((await get('/api/admin/reports?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/admin/reports/secrets.csv')).statusCode).toBe(400);
    const customer = await createUser(t);
    expect((await get('/api/admin/reports', customer)).statusCode).toBe(403);
  });

  it('with no range: the last 30 days up to today', async () => {
    const report = (await get('/api/admin/reports')).json();
    expect(report.series).toHaveLength(30);
    expect(report.groupBy).toBe('day');
  });
});
