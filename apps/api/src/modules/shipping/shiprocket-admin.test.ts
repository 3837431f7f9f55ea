import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeShiprocket } from '../../../test/fake-shiprocket.ts';
import { adminOrderTools } from '../../../test/fixtures/admin-orders.ts';
import { createProduct, type TestProduct } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { auditLog } from '../../db/schema/index.ts';

describe('Shiprocket in the back office: labels of several orders, courier choice, cancelling a booking', () => {
  let t: TestApp;
  let fake: FakeShiprocket;
  let admin: TestUser;
  let product: TestProduct;
  beforeAll(async () => {
    fake = await new FakeShiprocket().start();
    t = await buildTestApp({
      template: 'empty',
      env: {
        SHIPPING_PROVIDER: 'shiprocket',
        SHIPROCKET_API_URL: fake.url,
        SHIPROCKET_EMAIL: fake.email,
        SHIPROCKET_PASSWORD: fake.password,
        SHIPROCKET_WEBHOOK_TOKEN: 'webhook-token-0123456789abcdef',
        SHIPROCKET_PICKUP_LOCATION: 'Studio',
        SHIPROCKET_PICKUP_PINCODE: '560025',
      },
    });
    admin = await createUser(t, { role: 'admin' });
    product = await createProduct(t, { sizes: { s: 100 } });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const { orderIn } = adminOrderTools(() => ({ t, admin, productId: product.id }));
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, user: TestUser = admin) =>
    t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload }),
    } as never);

  it('prints the labels of several booked orders as one PDF, and refuses an order not booked', async () => {
    const one = (await orderIn('CONFIRMED')).order;
    const two = (await orderIn('CONFIRMED')).order;
    for (const o of [one, two])
      expect((await call('POST', `/api/admin/orders/${o._id}/shiprocket`)).statusCode).toBe(200);
    const res = await call('POST', '/api/admin/shiprocket/labels', { orderIds: [one._id, two._id] });
    expect(res.statusCode).toBe(200);
    const ids = [fake.order(one._id)?.shipmentId, fake.order(two._id)?.shipmentId];
    expect(fake.calls('/courier/generate/label').at(-1)?.body).toEqual({
      shipment_id: expect.arrayContaining(ids),
    });
    expect(res.json().labelUrl).toMatch(/\/labels\/\d+-\d+\.pdf$/);

    const unbooked = (await orderIn('CONFIRMED')).order;
    const refused = await call('POST', '/api/admin/shiprocket/labels', { orderIds: [one._id, unbooked._id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(unbooked._id);
    expect((await call('POST', '/api/admin/shiprocket/labels', { orderIds: [] })).statusCode).toBe(400);
  });

  it("lists the couriers that can take an order's parcel with price and days, recommended first", async () => {
    const { order } = await orderIn('CONFIRMED');
    const res = await call('GET', `/api/admin/orders/${order._id}/shiprocket/couriers`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { courierId: 10, name: 'Delhivery', rate: 72.5, days: '4' },
      { courierId: 43, name: 'Ekart Logistics', rate: 64, days: '5' },
    ]);
    const asked = new URLSearchParams(fake.calls('/courier/serviceability').at(-1)?.query);
    expect(asked.get('pickup_postcode')).toBe('560025');
    expect(asked.get('cod')).toBe('0');
  });

  it('cancels a half-done booking in Shiprocket; the next Ship books afresh under a new order id', async () => {
    const { order } = await orderIn('CONFIRMED');
    fake.failNextAwb = 'No courier serviceable';
    expect((await call('POST', `/api/admin/orders/${order._id}/shiprocket`)).statusCode).toBe(502);
    const first = fake.order(order._id);
    const cancelled = await call('POST', `/api/admin/orders/${order._id}/shiprocket/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(first?.cancelled).toBe(true);
    expect(fake.calls('/orders/cancel').at(-1)?.body).toEqual({ ids: [first?.id] });
    const booking = await call('GET', `/api/admin/orders/${order._id}/shiprocket`);
    expect(booking.json()).toMatchObject({ shipmentId: null, awb: null, lastError: null });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.shiprocket_cancelled')));
    expect(audit).toBeDefined();

    const again = await call('POST', `/api/admin/orders/${order._id}/shiprocket`);
    expect(again.statusCode).toBe(200);
    expect(fake.order(`${order._id}-2`)?.awb).toBe(again.json().shipment.trackingNumber);
  });

  it('refuses to cancel a shipped order or one without a booking, and refuses customers', async () => {
    const { order, customer } = await orderIn('CONFIRMED');
    expect((await call('POST', `/api/admin/orders/${order._id}/shiprocket/cancel`)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/orders/${order._id}/shiprocket`)).statusCode).toBe(200);
    const shipped = await call('POST', `/api/admin/orders/${order._id}/shiprocket/cancel`);
    expect(shipped.json().code).toBe('INVALID_TRANSITION');
    expect(fake.order(order._id)?.cancelled).toBeUndefined();
    expect(
      (await call('POST', '/api/admin/shiprocket/labels', { orderIds: [order._id] }, customer)).statusCode,
    ).toBe(403);
  });
});
