import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codConfirmed } from '../../../test/helpers/cod.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { setUpShiprocketShop, shiprocketHook } from '../../../test/helpers/shiprocket.ts';
import { addressFields, addToCart, postCheckout } from '../../../test/helpers/shop.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { orders, shippingBookings, shippingEvents } from '../../db/schema/index.ts';
import { orderPayablePaise } from '../orders/order-amounts.ts';
import type { ShiprocketAmounts } from './shiprocket-amounts.ts';
import { pollQuietShipments, pollWaitMinutes } from './tracking-poll.ts';

describe('Shiprocket bookings recover from lost answers, poll politely and send the right amounts (issue 46)', () => {
  const { t, fake, admin, product } = setUpShiprocketShop({
    DELIVERY_CHARGE: '49',
    FREE_DELIVERY_MIN: '100000',
    GIFT_WRAP_FEE: '50',
    COD_FEE: '49',
    PREPAID_DISCOUNT: '5',
  });
  const book = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/shiprocket`, headers: admin.headers });
  const confirm = (id: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/confirmed`, headers: admin.headers });
  const hook = (payload: object) => shiprocketHook(t, payload);
  const refunds = () => ({ db: t.db, gateway: t.app.paymentGateway, log: t.app.log });
  const client = () => {
    if (!t.app.shiprocket) throw new Error('no Shiprocket client');
    return t.app.shiprocket;
  };

  /** A customer's order with gift wrap, paid online or confirmed for cash on delivery, then confirmed. */
  async function confirmedOrder(pay: 'ONLINE' | 'COD', address: Record<string, unknown> = {}) {
    const customer = await createUser(t);
    await addToCart(t, customer, product.id, 's', 2);
    const placed = await postCheckout(t, customer, {
      ...addressFields(address),
      gift: { wrap: true, message: 'Happy birthday' },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    if (pay === 'ONLINE') await payOrder(t, customer, order._id);
    else expect((await codConfirmed(t, customer, order._id)).statusCode).toBe(200);
    expect((await confirm(order._id)).statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    if (!row) throw new Error('no order');
    return row;
  }

  it('sends sub_total as the items and each charge in its own field; their total is what the courier collects', async () => {
    const row = await confirmedOrder('COD');
    expect((await book(row.id)).statusCode).toBe(200);
    const sent = fake.calls('/orders/create/adhoc').at(-1)?.body as unknown as ShiprocketAmounts & {
      payment_method: string;
    };
    const items = row.totalDiscountedPricePaise / 100;
    expect(sent).toMatchObject({
      payment_method: 'COD',
      sub_total: items,
      shipping_charges: 49,
      giftwrap_charges: 50,
      transaction_charges: 49,
      total_discount: row.couponDiscountPaise / 100,
    });
    const shiprocketTotal =
      sent.sub_total +
      sent.shipping_charges +
      sent.giftwrap_charges +
      sent.transaction_charges -
      sent.total_discount;
    expect(Math.round(shiprocketTotal * 100)).toBe(orderPayablePaise(row));
  });

  it('a prepaid order carries its prepaid discount in total_discount', async () => {
    const row = await confirmedOrder('ONLINE');
    expect(row.prepaidDiscountPaise).toBeGreaterThan(0);
    expect((await book(row.id)).statusCode).toBe(200);
    const sent = fake.order(row.id)?.body as unknown as ShiprocketAmounts & { payment_method: string };
    expect(sent.total_discount * 100).toBe(row.couponDiscountPaise + row.prepaidDiscountPaise);
    expect(Math.round((sent.sub_total + 49 + 50 + 0 - sent.total_discount) * 100)).toBe(
      orderPayablePaise(row),
    );
  });

  it("fits the address to Shiprocket's limits and dates the order in India's time", async () => {
    const longCity = 'Thiruvananthapuram Cantonment North';
    const row = await confirmedOrder('ONLINE', { city: longCity, landmark: 'Near the temple' });
    const before = new Date();
    const res = await book(row.id);
    expect(res.statusCode).toBe(200);
    const sent = fake.order(row.id)?.body as {
      billing_city: string;
      billing_address_2: string;
      order_date: string;
    };
    expect(sent.billing_city.length).toBeLessThanOrEqual(30);
    expect(longCity.startsWith(sent.billing_city)).toBe(true);
    expect(sent.billing_address_2).toContain('Near the temple');
    expect(sent.billing_address_2).toContain('North');
    const india = new Date(before.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    expect(sent.order_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const sentAt = Date.parse(`${sent.order_date.replace(' ', 'T')}:00Z`) - 330 * 60_000;
    expect(Math.abs(sentAt - before.getTime())).toBeLessThan(5 * 60_000);
    expect(sent.order_date.slice(0, 10)).toBe(india);
  });

  it('a lost courier/assign/awb answer is recovered from the order search, not by assigning again', async () => {
    const row = await confirmedOrder('ONLINE');
    fake.loseNextAwbAnswer = true;
    expect((await book(row.id)).statusCode).toBe(502);
    const made = fake.order(row.id);
    expect(made?.awb).toBeTruthy();
    const assigns = fake.calls('/courier/assign/awb').length;
    const again = await book(row.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().shipment.trackingNumber).toBe(made?.awb);
    expect(fake.calls('/courier/assign/awb').length).toBe(assigns);
    expect(fake.calls('/orders').some((c) => c.query === `?search=${row.id}`)).toBe(true);
  });

  it('one scan is one event whether the webhook or the poll brings it first', async () => {
    const row = await confirmedOrder('ONLINE');
    const awb = (await book(row.id)).json().shipment.trackingNumber;
    expect((await hook(fake.scan(awb, 18))).json().outcome).toBe('recorded');
    await t.db
      .update(shippingBookings)
      .set({
        lastEventAt: new Date(Date.now() - 7 * 3600_000),
        createdAt: new Date(Date.now() - 7 * 3600_000),
      })
      .where(eq(shippingBookings.orderId, row.id));
    await pollQuietShipments(t.db, client(), refunds());
    const events = await t.db.select().from(shippingEvents).where(eq(shippingEvents.awb, awb));
    expect(events).toHaveLength(1);
  });

  it('the poll backs off per shipment on "no activities found" and takes the longest-waiting first', async () => {
    const a = await confirmedOrder('ONLINE');
    const b = await confirmedOrder('ONLINE');
    const awbA = (await book(a.id)).json().shipment.trackingNumber;
    const awbB = (await book(b.id)).json().shipment.trackingNumber;
    const now = new Date(Date.now() + 60_000);
    const askedFor = () =>
      fake
        .calls('/courier/track/awb/')
        .map((c) => c.path.split('/').at(-1))
        .filter((awb) => awb === awbA || awb === awbB);
    const before = askedFor().length;
    // Neither has a scan yet: Shiprocket answers "no activities found".
    await pollQuietShipments(t.db, client(), refunds(), 0, now);
    expect(askedFor().slice(before).sort()).toEqual([awbA, awbB].sort());
    const [bookingA] = await t.db.select().from(shippingBookings).where(eq(shippingBookings.orderId, a.id));
    expect(bookingA?.pollMisses).toBe(1);
    expect(bookingA?.nextPollAt?.getTime()).toBe(now.getTime() + 30 * 60_000);
    // Asked again right away: nobody is asked.
    const second = askedFor().length;
    await pollQuietShipments(t.db, client(), refunds(), 0, new Date(now.getTime() + 60_000));
    expect(askedFor().length).toBe(second);
    // Half an hour on, both are asked again and wait an hour next; the waits double up to six hours.
    await pollQuietShipments(t.db, client(), refunds(), 0, new Date(now.getTime() + 31 * 60_000));
    expect(askedFor().length).toBe(second + 2);
    expect([1, 2, 3, 4, 5, 6, 9].map(pollWaitMinutes)).toEqual([30, 60, 120, 240, 360, 360, 360]);
  });

  it('a PIN Shiprocket answers as not serviceable is shown as not deliverable (pickup PIN from its address)', async () => {
    fake.unserviceable.add('795001');
    const res = await t.app.inject({ method: 'GET', url: '/api/delivery/795001' });
    expect(res.json()).toMatchObject({ serviceable: false });
    expect(
      new URLSearchParams(fake.calls('/courier/serviceability').at(-1)?.query).get('pickup_postcode'),
    ).toBe('560025');
  });
});
