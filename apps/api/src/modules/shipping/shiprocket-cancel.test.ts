import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderTools } from '../../../test/fixtures/admin-orders.ts';
import { setUpShiprocketShop, shiprocketHook } from '../../../test/helpers/shiprocket.ts';
import type { TestUser } from '../../../test/helpers/users.ts';
import { orders, shippingBookings, shippingEvents } from '../../db/schema/index.ts';

describe('cancelling an order with a Shiprocket booking, and Shiprocket cancelling one (issue 46)', () => {
  const { t, fake, admin, product } = setUpShiprocketShop();
  const { orderIn, move } = adminOrderTools(() => ({ t, admin, productId: product.id }));
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser = admin) =>
    t.app.inject({ method, url, headers: user.headers });
  const hook = (payload: object) => shiprocketHook(t, payload);
  const bookingOf = async (id: string) =>
    (await t.db.select().from(shippingBookings).where(eq(shippingBookings.orderId, id)))[0];
  const statusOf = async (id: string) =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

  /** Booked at Shiprocket (order, AWB, pickup) with the label step failing: the order stays CONFIRMED. */
  async function halfBooked() {
    const { order, customer } = await orderIn('CONFIRMED');
    fake.failNextLabel = true;
    expect((await call('POST', `/api/admin/orders/${order._id}/shiprocket`)).statusCode).toBe(502);
    const made = fake.order(order._id);
    expect(made?.awb).toBeTruthy();
    expect(made?.pickupRequested).toBe(true);
    return { order, customer, made };
  }

  it("the customer's cancellation cancels the booking at Shiprocket first (POST /orders/cancel with its id)", async () => {
    const { order, customer, made } = await halfBooked();
    const res = await call('PUT', `/api/orders/${order._id}/cancel`, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().orderStatus).toBe('CANCELLED');
    expect(made?.cancelled).toBe(true);
    expect(fake.calls('/orders/cancel').at(-1)?.body).toEqual({ ids: [made?.id] });
    expect((await bookingOf(order._id))?.cancelledAt).not.toBeNull();
    // The owner's "Cancel booking" on the cancelled order answers, and calls nothing again.
    const before = fake.calls('/orders/cancel').length;
    expect((await call('POST', `/api/admin/orders/${order._id}/shiprocket/cancel`)).statusCode).toBe(200);
    expect(fake.calls('/orders/cancel').length).toBe(before);
  });

  it('the owner cancelling the order does the same', async () => {
    const { order, made } = await halfBooked();
    expect((await move(order._id, 'CANCELLED')).statusCode).toBe(200);
    expect(made?.cancelled).toBe(true);
  });

  it('a booking whose create answer was lost is found in Shiprocket by our order id and cancelled', async () => {
    const { order, customer } = await orderIn('CONFIRMED');
    fake.loseNextCreateAnswer = true;
    expect((await call('POST', `/api/admin/orders/${order._id}/shiprocket`)).statusCode).toBe(502);
    expect((await bookingOf(order._id))?.providerOrderId).toBeNull();
    expect((await call('PUT', `/api/orders/${order._id}/cancel`, customer)).statusCode).toBe(200);
    expect(fake.order(order._id)?.cancelled).toBe(true);
  });

  it('once the courier has picked the parcel up, the cancellation is refused clearly and nothing changes', async () => {
    const { order, customer, made } = await halfBooked();
    // Shiprocket knows; the shop has not heard yet: Shiprocket's refusal is the answer.
    fake.scan(made?.awb ?? '', 42);
    const refused = await call('PUT', `/api/orders/${order._id}/cancel`, customer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SHIPMENT_PICKED_UP');
    expect(refused.json().message).toMatch(/picked this parcel up/);
    expect(await statusOf(order._id)).toBe('CONFIRMED');
    expect(made?.cancelled).toBeUndefined();
    // Once the shop has heard the scan, it refuses without asking.
    expect((await hook(fake.scan(made?.awb ?? '', 18))).statusCode).toBe(200);
    const calls = fake.calls('/orders/cancel').length;
    expect((await move(order._id, 'CANCELLED')).json().code).toBe('SHIPMENT_PICKED_UP');
    expect(fake.calls('/orders/cancel').length).toBe(calls);
  });

  it("Shiprocket's CANCELED event takes a shipped order back to CONFIRMED; the next Ship books afresh", async () => {
    const { order } = await orderIn('CONFIRMED');
    const booked = await call('POST', `/api/admin/orders/${order._id}/shiprocket`);
    expect(booked.json().orderStatus).toBe('SHIPPED');
    const awb = booked.json().shipment.trackingNumber;
    const res = await hook(fake.scan(awb, 8));
    expect(res.json().outcome).toBe('moved');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}`,
      headers: admin.headers,
    });
    expect(after.json().orderStatus).toBe('CONFIRMED');
    expect(after.json().shipment ?? null).toBeNull();
    const view = await call('GET', `/api/admin/orders/${order._id}/shiprocket`);
    expect(view.json()).toMatchObject({ cancelled: true, statusLabel: 'CANCELED' });
    const again = await call('POST', `/api/admin/orders/${order._id}/shiprocket`);
    expect(again.statusCode).toBe(200);
    expect(fake.order(`${order._id}-2`)?.awb).toBe(again.json().shipment.trackingNumber);
  });

  it('the owner cancels the booking of a shipped order not yet picked up: cancelled there, CONFIRMED here', async () => {
    const { order } = await orderIn('CONFIRMED');
    expect((await call('POST', `/api/admin/orders/${order._id}/shiprocket`)).statusCode).toBe(200);
    const res = await call('POST', `/api/admin/orders/${order._id}/shiprocket/cancel`);
    expect(res.statusCode).toBe(200);
    expect(fake.order(order._id)?.cancelled).toBe(true);
    expect(await statusOf(order._id)).toBe('CONFIRMED');
  });

  it('a scan after the booking was cancelled is kept and flagged for the owner, never stored silently', async () => {
    const { order, customer, made } = await halfBooked();
    expect((await call('PUT', `/api/orders/${order._id}/cancel`, customer)).statusCode).toBe(200);
    const res = await hook(fake.scan(made?.awb ?? '', 42));
    expect(res.json().outcome).toBe('after_cancel');
    const view = await call('GET', `/api/admin/orders/${order._id}/shiprocket`);
    expect(view.json().attention).toMatch(/PICKED UP.*after this booking was cancelled/);
    expect(await statusOf(order._id)).toBe('CANCELLED');
    const events = await t.db
      .select()
      .from(shippingEvents)
      .where(eq(shippingEvents.awb, made?.awb ?? ''));
    expect(events.map((e) => e.statusId)).toContain(42);
  });
});
