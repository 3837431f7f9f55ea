import { orderNumber } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderTools } from '../../../test/fixtures/admin-orders.ts';
import { clientOf } from '../../../test/helpers/client.ts';
import {
  SHIPROCKET_TEST_PICKUP,
  setUpShiprocketShop,
  shiprocketHook,
} from '../../../test/helpers/shiprocket.ts';
import type { TestUser } from '../../../test/helpers/users.ts';
import { auditLog } from '../../db/schema/index.ts';

describe('Shiprocket in the back office: labels of several orders, courier choice, cancelling a booking', () => {
  const { t, fake, admin, product } = setUpShiprocketShop({
    SHIPROCKET_PICKUP_PINCODE: SHIPROCKET_TEST_PICKUP.pincode,
  });

  const { orderIn } = adminOrderTools(() => ({ t, admin, productId: product.id }));
  const call = (method: 'GET' | 'POST', url: string, payload?: object, user: TestUser = admin) =>
    clientOf(t, user)[method.toLowerCase() as 'get' | 'post' | 'put'](url, payload);

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
    expect(refused.json().message).toContain(orderNumber(unbooked._id));
    expect((await call('POST', '/api/admin/shiprocket/labels', { orderIds: [] })).statusCode).toBe(400);
  });

  it("lists the couriers that can take an order's parcel with price, days and COD, recommended first", async () => {
    const { order, customer } = await orderIn('CONFIRMED');
    const res = await call('GET', `/api/admin/orders/${order._id}/shiprocket/couriers`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { courierId: 10, name: 'Delhivery', rate: 72.5, days: '4', cod: true, recommended: true },
      { courierId: 43, name: 'Ekart Logistics', rate: 64, days: '5', cod: false, recommended: false },
    ]);
    const asked = new URLSearchParams(fake.calls('/courier/serviceability').at(-1)?.query);
    expect(asked.get('pickup_postcode')).toBe(SHIPROCKET_TEST_PICKUP.pincode);
    expect(asked.get('delivery_postcode')).toBe(order.shippingAddress.pincode);
    expect(asked.get('cod')).toBe('0');
    const refused = await call(
      'GET',
      `/api/admin/orders/${order._id}/shiprocket/couriers`,
      undefined,
      customer,
    );
    expect(refused.statusCode).toBe(403);
  });

  it("shows Shiprocket's message when no courier serves the order's PIN", async () => {
    const { order } = await orderIn('CONFIRMED');
    fake.unserviceable.add(order.shippingAddress.pincode);
    try {
      const res = await call('GET', `/api/admin/orders/${order._id}/shiprocket/couriers`);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'SHIPPING_PROVIDER_ERROR',
        message: `Shiprocket: Delivery postcode ${order.shippingAddress.pincode} is not serviceable`,
      });
    } finally {
      fake.unserviceable.delete(order.shippingAddress.pincode);
    }
  });

  it('the label PDF of two orders is fetched from the one address Shiprocket answers', async () => {
    const one = (await orderIn('CONFIRMED')).order;
    const two = (await orderIn('CONFIRMED')).order;
    for (const o of [one, two]) await call('POST', `/api/admin/orders/${o._id}/shiprocket`);
    const { labelUrl } = (
      await call('POST', '/api/admin/shiprocket/labels', { orderIds: [one._id, two._id] })
    ).json();
    expect(labelUrl.startsWith(`${fake.url}/labels/`)).toBe(true);
    for (const o of [one, two]) expect(labelUrl).toContain(String(fake.order(o._id)?.shipmentId));
    const pdf = await fetch(labelUrl);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
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
    expect(booking.json()).toMatchObject({ cancelled: true, awb: null, lastError: null });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.shiprocket_cancelled')));
    expect(audit).toBeDefined();

    const again = await call('POST', `/api/admin/orders/${order._id}/shiprocket`);
    expect(again.statusCode).toBe(200);
    expect(fake.order(`${order._id}-2`)?.awb).toBe(again.json().shipment.trackingNumber);
  });

  it('refuses to cancel a picked-up parcel or an order without a booking, and refuses customers', async () => {
    const { order, customer } = await orderIn('CONFIRMED');
    expect((await call('POST', `/api/admin/orders/${order._id}/shiprocket/cancel`)).statusCode).toBe(409);
    const booked = await call('POST', `/api/admin/orders/${order._id}/shiprocket`);
    expect(booked.statusCode).toBe(200);
    const awb = booked.json().shipment.trackingNumber;
    await shiprocketHook(t, fake.scan(awb, 42));
    const pickedUp = await call('POST', `/api/admin/orders/${order._id}/shiprocket/cancel`);
    expect(pickedUp.statusCode).toBe(409);
    expect(pickedUp.json().code).toBe('SHIPMENT_PICKED_UP');
    expect(fake.order(order._id)?.cancelled).toBeUndefined();
    expect(
      (await call('POST', '/api/admin/shiprocket/labels', { orderIds: [order._id] }, customer)).statusCode,
    ).toBe(403);
  });
});
