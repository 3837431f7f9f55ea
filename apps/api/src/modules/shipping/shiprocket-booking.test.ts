import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderTools } from '../../../test/fixtures/admin-orders.ts';
import { askForCod, confirmCodOrder } from '../../../test/helpers/cod.ts';
import { SHIPROCKET_TEST_PICKUP, setUpShiprocketShop } from '../../../test/helpers/shiprocket.ts';
import { placeOrder } from '../../../test/helpers/shop.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { orders, outbox, shippingBookings } from '../../db/schema/index.ts';
import { orderPayablePaise } from '../orders/order-amounts.ts';
import type { ShiprocketAmounts } from './shiprocket-amounts.ts';

describe('shipping through Shiprocket: booking from the admin', () => {
  const { t, fake, admin, product } = setUpShiprocketShop();

  const { orderIn } = adminOrderTools(() => ({ t, admin, productId: product.id }));
  const book = (id: string, payload?: unknown, user: TestUser = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/shiprocket`,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload }),
    } as never);
  const bookingOf = async (id: string) =>
    (await t.db.select().from(shippingBookings).where(eq(shippingBookings.orderId, id)))[0];

  it('books a confirmed order end to end: order, AWB, pickup, label; SHIPPED with courier, AWB, tracking URL and the mail', async () => {
    const { order, customer } = await orderIn('CONFIRMED');
    const res = await book(order._id);
    expect(res.statusCode).toBe(200);
    const made = fake.order(order._id);
    expect(made).toBeDefined();
    expect(made?.body).toMatchObject({
      order_id: order._id,
      pickup_location: 'Studio',
      payment_method: 'Prepaid',
      billing_country: 'India',
      shipping_is_billing: true,
      sub_total: order.totalDiscountedPrice,
    });
    expect(made?.body.order_items).toHaveLength(1);
    expect(made?.body.weight).toBeGreaterThan(0);
    expect(made?.pickupRequested).toBe(true);
    expect(res.json().orderStatus).toBe('SHIPPED');
    expect(res.json().shipment).toMatchObject({
      courier: 'Delhivery',
      trackingNumber: made?.awb,
      trackingUrl: `https://shiprocket.co/tracking/${made?.awb}`,
    });
    const booking = await bookingOf(order._id);
    expect(booking).toMatchObject({
      awb: made?.awb,
      shipmentId: made?.shipmentId,
      lastError: null,
      claimedUntil: null,
    });
    expect(booking?.labelUrl).toContain(`/labels/${made?.shipmentId}.pdf`);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, customer.email));
    expect(mails.some((m) => m.text.includes(made?.awb ?? 'no awb'))).toBe(true);
    // Every call after the login carried the token.
    expect(fake.requests.filter((r) => r.path !== '/auth/login').every((r) => r.authorized)).toBe(true);
  });

  it('books with the courier the admin chose from the serviceability answer', async () => {
    const { order } = await orderIn('CONFIRMED');
    const res = await book(order._id, { courierId: 43 });
    expect(res.statusCode).toBe(200);
    expect(res.json().shipment.courier).toBe('Ekart Logistics');
    expect(fake.calls('/courier/assign/awb').at(-1)?.body).toEqual({
      shipment_id: fake.order(order._id)?.shipmentId,
      courier_id: 43,
    });
  });

  it("without SHIPROCKET_PICKUP_PINCODE the courier list finds the pickup address's PIN in Shiprocket", async () => {
    const { order } = await orderIn('CONFIRMED');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}/shiprocket/couriers`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Delhivery', 'Ekart Logistics']);
    expect(fake.calls('/settings/company/pickup').at(-1)?.authorized).toBe(true);
    const asked = new URLSearchParams(fake.calls('/courier/serviceability').at(-1)?.query);
    expect(asked.get('pickup_postcode')).toBe(SHIPROCKET_TEST_PICKUP.pincode);
  });

  it('logs in again when the token expired, once, and goes on', async () => {
    const { order } = await orderIn('CONFIRMED');
    const before = fake.logins;
    fake.expireTokens();
    const res = await book(order._id);
    expect(res.statusCode).toBe(200);
    expect(fake.logins).toBe(before + 1);
    expect(fake.calls('/orders/create/adhoc').filter((c) => !c.authorized).length).toBeGreaterThan(0);
    expect(res.json().orderStatus).toBe('SHIPPED');
  });

  it('a second click on a shipped order books nothing more and answers the order as it is', async () => {
    const { order } = await orderIn('CONFIRMED');
    expect((await book(order._id)).statusCode).toBe(200);
    const creates = fake.calls('/orders/create/adhoc').length;
    const awbs = fake.calls('/courier/assign/awb').length;
    const again = await book(order._id);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderStatus).toBe('SHIPPED');
    expect(fake.calls('/orders/create/adhoc').length).toBe(creates);
    expect(fake.calls('/courier/assign/awb').length).toBe(awbs);
  });

  it('two clicks at once make one Shiprocket order', async () => {
    const { order } = await orderIn('CONFIRMED');
    const answers = await Promise.all([book(order._id), book(order._id)]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    expect(fake.orders.filter((o) => o.channel_order_id === order._id)).toHaveLength(1);
  });

  it('an answer lost after Shiprocket made the order: the retry finds that order instead of making another', async () => {
    const { order } = await orderIn('CONFIRMED');
    fake.loseNextCreateAnswer = true;
    const first = await book(order._id);
    expect(first.statusCode).toBe(502);
    expect(first.json().code).toBe('SHIPPING_PROVIDER_ERROR');
    expect((await bookingOf(order._id))?.shipmentId).toBeNull();
    const retry = await book(order._id);
    expect(retry.statusCode).toBe(200);
    expect(fake.orders.filter((o) => o.channel_order_id === order._id)).toHaveLength(1);
    expect(fake.calls('/orders').some((c) => c.method === 'GET')).toBe(true);
    expect(retry.json().shipment.trackingNumber).toBe(fake.order(order._id)?.awb);
  });

  it("a failed AWB shows Shiprocket's reason, keeps the order CONFIRMED, and the next click completes the booking", async () => {
    const { order } = await orderIn('CONFIRMED');
    fake.failNextAwb = 'Selected courier is not serviceable for this pincode';
    const first = await book(order._id);
    expect(first.statusCode).toBe(502);
    expect(first.json()).toMatchObject({
      code: 'SHIPPING_PROVIDER_ERROR',
      message: 'Shiprocket: Selected courier is not serviceable for this pincode',
    });
    const half = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}/shiprocket`,
      headers: admin.headers,
    });
    expect(half.json()).toMatchObject({
      awb: null,
      pickupRequested: false,
      lastError: 'Shiprocket: Selected courier is not serviceable for this pincode',
    });
    expect(half.json().shipmentId).toBe(fake.order(order._id)?.shipmentId);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}`,
      headers: admin.headers,
    });
    expect(detail.json().orderStatus).toBe('CONFIRMED');

    const done = await book(order._id);
    expect(done.statusCode).toBe(200);
    expect(done.json().orderStatus).toBe('SHIPPED');
    expect(fake.orders.filter((o) => o.channel_order_id === order._id)).toHaveLength(1);
    expect((await bookingOf(order._id))?.lastError).toBeNull();
  });

  it('refuses an unpaid order, a customer, and a bad courier id, booking nothing', async () => {
    const { order, customer } = await orderIn('PENDING');
    const creates = fake.calls('/orders/create/adhoc').length;
    expect((await book(order._id)).json().code).toBe('INVALID_TRANSITION');
    expect((await book(order._id, undefined, customer)).statusCode).toBe(403);
    const { order: confirmed } = await orderIn('CONFIRMED');
    const bad = await book(confirmed._id, { courierId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(fake.calls('/orders/create/adhoc').length).toBe(creates);
  });

  it('books a cash-on-delivery order only once its customer confirmed it, with the COD amount to collect', async () => {
    const customer = await createUser(t);
    const placed = await placeOrder(t, customer, [{ productId: product.id, size: 's' }]);
    const cod = await askForCod(t, customer.headers, placed._id);
    expect(cod.statusCode).toBe(200);
    const creates = fake.calls('/orders/create/adhoc').length;
    const unconfirmed = await book(placed._id);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().code).toBe('COD_UNCONFIRMED');
    expect(fake.calls('/orders/create/adhoc').length).toBe(creates);
    await confirmCodOrder(t, placed._id);
    // The couriers offered for it are those that collect cash.
    const couriers = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${placed._id}/shiprocket/couriers`,
      headers: admin.headers,
    });
    expect(couriers.json()).toEqual([expect.objectContaining({ name: 'Delhivery', cod: true })]);
    expect(new URLSearchParams(fake.calls('/courier/serviceability').at(-1)?.query).get('cod')).toBe('1');
    const res = await book(placed._id);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row?.codFeePaise).toBeGreaterThanOrEqual(0);
    // The items, the fee and the delivery in their own fields add up to what the courier collects.
    const sent = fake.order(placed._id)?.body as unknown as ShiprocketAmounts & { payment_method: string };
    expect(sent.payment_method).toBe('COD');
    const collect =
      sent.sub_total +
      sent.shipping_charges +
      sent.giftwrap_charges +
      sent.transaction_charges -
      sent.total_discount;
    expect(Math.round(collect * 100)).toBe(row ? orderPayablePaise(row) : -1);
  });
});
