import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderTools } from '../../../test/fixtures/admin-orders.ts';
import { clientOf } from '../../../test/helpers/client.ts';
import { SHIPROCKET_TEST_WEBHOOK_TOKEN, setUpShiprocketShop } from '../../../test/helpers/shiprocket.ts';
import { stockOf } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { orders, refunds, shippingBookings, shippingEvents } from '../../db/schema/index.ts';
import { ShiprocketClient } from '../../gateways/shiprocket/shiprocket-client.ts';
import { pollQuietShipments } from './tracking-poll.ts';

const TOKEN = SHIPROCKET_TEST_WEBHOOK_TOKEN;

describe('Shiprocket tracking: the webhook, the poll and the scan history', () => {
  const { t, fake, admin, product } = setUpShiprocketShop();

  const { orderIn } = adminOrderTools(() => ({ t, admin, productId: product.id }));
  const hook = (payload: unknown, token: string | null = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipping/webhook',
      headers: token === null ? {} : { 'x-api-key': token },
      payload: payload as object,
    });
  const statusOf = async (id: string) =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

  /** A confirmed order booked through the fake; answers its AWB. */
  async function shipped() {
    const { order, customer } = await orderIn('CONFIRMED');
    const res = await clientOf(t, admin).post(`/api/admin/orders/${order._id}/shiprocket`);
    expect(res.statusCode).toBe(200);
    const awb: string = res.json().shipment.trackingNumber;
    return { order, customer, awb };
  }

  it('moves a shipped order to OUT_FOR_DELIVERY then DELIVERED, and the customer sees the scans', async () => {
    const { order, customer, awb } = await shipped();
    expect((await hook(fake.scan(awb, 42))).json().outcome).toBe('recorded');
    expect(await statusOf(order._id)).toBe('SHIPPED');
    expect((await hook(fake.scan(awb, 17))).json().outcome).toBe('moved');
    expect(await statusOf(order._id)).toBe('OUT_FOR_DELIVERY');
    expect((await hook(fake.scan(awb, 7))).json().outcome).toBe('moved');
    expect(await statusOf(order._id)).toBe('DELIVERED');

    const tracking = await clientOf(t, customer).get(`/api/orders/${order._id}/tracking`);
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json().scans.map((s: { status: string }) => s.status)).toEqual([
      'PICKED UP',
      'OUT FOR DELIVERY',
      'DELIVERED',
    ]);
    expect(tracking.json().scans[0]).toMatchObject({ location: expect.stringContaining('Bengaluru') });
    const stranger = await createUser(t);
    const other = await clientOf(t, stranger).get(`/api/orders/${order._id}/tracking`);
    expect(other.statusCode).toBe(404);
  });

  it('S60 refuses a missing or forged token, changing nothing', async () => {
    const { order, awb } = await shipped();
    const event = fake.scan(awb, 7);
    for (const token of [null, 'wrong-token-0123456789abcdef', `${TOKEN}x`, '']) {
      const res = await hook(event, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    expect(await statusOf(order._id)).toBe('SHIPPED');
    expect(await t.db.select().from(shippingEvents).where(eq(shippingEvents.awb, awb))).toHaveLength(0);
  });

  it('S60 applies each event once: a repeated delivery changes nothing and sends no second mail', async () => {
    const { order, awb } = await shipped();
    const event = fake.scan(awb, 7);
    expect((await hook(event)).json().outcome).toBe('moved');
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    const again = await hook(event);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('duplicate');
    const [later] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(later?.statusHistory).toEqual(after?.statusHistory);
  });

  it('S60 never moves an order backwards: a late "out for delivery" after "delivered" is only history', async () => {
    const { order, awb } = await shipped();
    const outAt = new Date(Date.now() - 3_600_000);
    const late = fake.scan(awb, 17, outAt);
    await hook(fake.scan(awb, 7));
    const res = await hook(late);
    expect(res.json().outcome).toBe('recorded');
    expect(await statusOf(order._id)).toBe('DELIVERED');
  });

  it('S60 ignores events for unknown AWBs with a 200, recording nothing', async () => {
    const res = await hook(fake.scan('99999999999999', 7));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('unknown_awb');
    expect(
      await t.db.select().from(shippingEvents).where(eq(shippingEvents.awb, '99999999999999')),
    ).toHaveLength(0);
  });

  it('refuses a body that is not a tracking event', async () => {
    for (const payload of [
      {},
      { awb: 'x' },
      { awb: '1', shipment_status_id: 'seven', current_timestamp: 'x' },
    ]) {
      const res = await hook(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
  });

  it('RTO delivered brings the order back: RETURNED_TO_ORIGIN, stock back, the online payment refunded', async () => {
    const { order, awb } = await shipped();
    const stock = await stockOf(t, product.id, 's');
    expect((await hook(fake.scan(awb, 9))).json().outcome).toBe('recorded');
    expect(await statusOf(order._id)).toBe('SHIPPED');
    expect((await hook(fake.scan(awb, 10))).json().outcome).toBe('moved');
    expect(await statusOf(order._id)).toBe('RETURNED_TO_ORIGIN');
    expect((await stockOf(t, product.id, 's')).size).toBe((stock.size ?? 0) + 1);
    const refunded = await t.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(refunded).toHaveLength(1);
  });

  it('the poll asks about quiet shipments and applies their latest status', async () => {
    const { order, awb } = await shipped();
    fake.scan(awb, 17);
    fake.scan(awb, 7); // seen by Shiprocket, webhook lost
    const client = new ShiprocketClient({ apiUrl: fake.url, email: fake.email, password: fake.password });
    const ctx = { db: t.db, gateway: t.app.paymentGateway, log: t.app.log };
    // Not quiet yet: booked just now.
    await pollQuietShipments(t.db, client, ctx);
    expect(await statusOf(order._id)).toBe('SHIPPED');
    await t.db
      .update(shippingBookings)
      .set({ createdAt: new Date(Date.now() - 7 * 3_600_000) })
      .where(eq(shippingBookings.orderId, order._id));
    expect(await pollQuietShipments(t.db, client, ctx)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order._id)).toBe('DELIVERED');
    const [booking] = await t.db
      .select()
      .from(shippingBookings)
      .where(eq(shippingBookings.orderId, order._id));
    expect(booking?.scans.map((s) => s.status)).toEqual(['OUT FOR DELIVERY', 'DELIVERED']);
  });
});

describe('SHIPPING_PROVIDER=manual (the default)', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('has no Shiprocket webhook or booking, and tells the back office it ships by hand', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shipping/webhook', payload: {} });
    expect(res.statusCode).toBe(404);
    const admin = await createUser(t, { role: 'admin' });
    const provider = await clientOf(t, admin).get('/api/admin/shipping');
    expect(provider.json()).toEqual({ provider: 'manual' });
    const customer = await createUser(t);
    const refused = await clientOf(t, customer).get('/api/admin/shipping');
    expect(refused.statusCode).toBe(403);
    expect(t.config.SHIPPING_PROVIDER).toBe('manual');
  });
});
