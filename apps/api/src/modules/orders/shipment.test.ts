import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderTools } from '../../../test/fixtures/admin-orders.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { auditLog, orders } from '../../db/schema/index.ts';

describe('shipping with tracking and out for delivery', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });
  const product = setUpProduct(t, { sizes: { s: 1000 } });

  const { move, orderIn } = adminOrderTools(() => ({ t, admin, productId: product.id }));
  const ship = (id: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}/ship`,
      headers: admin.headers,
      payload,
    } as never);
  const details = {
    courier: 'Delhivery',
    trackingNumber: 'DL-12345678',
    trackingUrl: 'https://www.delhivery.com/track/package/DL-12345678',
  };

  it('ships with the courier, tracking number and URL, which the customer sees on their order', async () => {
    const { order, customer } = await orderIn('CONFIRMED');
    const res = await ship(order._id, details);
    expect(res.statusCode).toBe(200);
    expect(res.json().orderStatus).toBe('SHIPPED');
    expect(res.json().shipment).toMatchObject(details);
    const shippedAt = res.json().shipment.shippedAt;
    expect(Date.parse(shippedAt)).toBeGreaterThan(Date.now() - 60_000);

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: customer.headers,
    });
    expect(mine.json().shipment).toEqual({ ...details, shippedAt });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.shipped')));
    expect(audit?.after).toMatchObject({ status: 'SHIPPED', shipment: details });
  });

  it("ships without a body (the spec's client) or with {}: a shipment with no courier details", async () => {
    for (const payload of [undefined, {}]) {
      const { order } = await orderIn('PLACED');
      const res = await ship(order._id, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().shipment).toMatchObject({ courier: null, trackingNumber: null, trackingUrl: null });
    }
  });

  it('keeps the tracking URL optional', async () => {
    const { order } = await orderIn('PLACED');
    const res = await ship(order._id, { courier: 'India Post', trackingNumber: 'EE123456789IN' });
    expect(res.statusCode).toBe(200);
    expect(res.json().shipment).toMatchObject({ courier: 'India Post', trackingUrl: null });
  });

  it('refuses a tracking URL that is not https, half the details, or unknown fields, changing nothing', async () => {
    const { order } = await orderIn('PLACED');
    for (const payload of [
      { ...details, trackingUrl: 'http://tracker.example.com/1' },
      { ...details, trackingUrl: 'javascript:alert(1)' },
      { courier: 'Delhivery' },
      { ...details, trackingNumber: 'DL 1\r\nBcc: x@example.com' },
      { ...details, extra: 1 },
    ]) {
      const res = await ship(order._id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'PLACED', shipment: null });
  });

  it('goes out for delivery only from SHIPPED, and delivers from SHIPPED or OUT_FOR_DELIVERY', async () => {
    const { order } = await orderIn('CONFIRMED');
    expect((await move(order._id, 'OUT_FOR_DELIVERY')).statusCode).toBe(409);
    expect((await ship(order._id, details)).statusCode).toBe(200);
    const out = await move(order._id, 'OUT_FOR_DELIVERY');
    expect(out.statusCode).toBe(200);
    expect(out.json().orderStatus).toBe('OUT_FOR_DELIVERY');
    expect(out.json().shipment).toMatchObject(details);
    const delivered = await move(order._id, 'DELIVERED');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().statusHistory.map((s: { status: string }) => s.status)).toEqual([
      'PENDING',
      'PLACED',
      'CONFIRMED',
      'SHIPPED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
  });

  it('refuses to cancel or archive an order out for delivery', async () => {
    const { order } = await orderIn('OUT_FOR_DELIVERY');
    expect((await move(order._id, 'CANCELLED')).statusCode).toBe(409);
    const archive = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order._id}/delete`,
      headers: admin.headers,
    });
    expect(archive.statusCode).toBe(409);
  });
});
