import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderTools } from '../../../test/fixtures/admin-orders.ts';
import { clientOf } from '../../../test/helpers/client.ts';
import {
  SHIPROCKET_TEST_WEBHOOK_TOKEN,
  setUpShiprocketShop,
  shiprocketHook,
} from '../../../test/helpers/shiprocket.ts';
import type { TestUser } from '../../../test/helpers/users.ts';
import { auditLog } from '../../db/schema/index.ts';

describe("the owner's shipping desk: failed deliveries, manifest, parcel, address, settings (issue 46)", () => {
  const { t, fake, admin, product } = setUpShiprocketShop();
  const { orderIn } = adminOrderTools(() => ({ t, admin, productId: product.id }));
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, user: TestUser = admin) =>
    clientOf(t, user)[method.toLowerCase() as 'get' | 'post' | 'put'](url, payload);
  const hook = (payload: object) => shiprocketHook(t, payload);
  const audits = (id: string, action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

  async function shipped() {
    const { order, customer } = await orderIn('CONFIRMED');
    const res = await call('POST', `/api/admin/orders/${order._id}/shiprocket`);
    expect(res.statusCode).toBe(200);
    return { order, customer, awb: res.json().shipment.trackingNumber as string };
  }

  it('shows a failed delivery with its reason and answers it through the NDR action API', async () => {
    const { order, awb } = await shipped();
    const url = `/api/admin/orders/${order._id}/shiprocket/ndr`;
    expect((await call('GET', url)).json()).toBeNull();
    expect((await call('POST', url, { action: 're-attempt', comments: 'x' })).statusCode).toBe(409);
    await hook(fake.scan(awb, 21, new Date(), 'Hub', 'Customer not available'));
    const view = await call('GET', `/api/admin/orders/${order._id}/shiprocket`);
    expect(view.json()).toMatchObject({ statusId: 21, statusLabel: 'UNDELIVERED' });
    expect((await call('GET', url)).json()).toMatchObject({ reason: 'Customer not available', attempts: 1 });
    const again = await call('POST', url, { action: 're-attempt', comments: 'Call before 6 pm' });
    expect(again.statusCode).toBe(200);
    expect(fake.calls(`/ndr/${awb}/action`).at(-1)?.body).toEqual({
      action: 're-attempt',
      comments: 'Call before 6 pm',
    });
    expect(await audits(order._id, 'order.ndr_re-attempt')).toHaveLength(1);
    // A second failure, and this time the parcel comes back: RTO INITIATED.
    await hook(fake.scan(awb, 21, new Date(Date.now() + 1000), 'Hub', 'Address incomplete'));
    expect((await call('POST', url, { action: 'return', comments: 'Refund the customer' })).statusCode).toBe(
      200,
    );
    const after = (await call('GET', `/api/admin/orders/${order._id}/shiprocket`)).json();
    expect(after.statusLabel).toBe('RTO INITIATED');
    expect(after.ndrActions.map((a: { action: string }) => a.action)).toEqual(['re-attempt', 'return']);
    expect((await call('POST', url, { action: 'deliver', comments: 'x' })).statusCode).toBe(400);
  });

  it('makes the manifest after the pickup, once, and keeps it', async () => {
    const { order } = await shipped();
    const first = await call('POST', `/api/admin/orders/${order._id}/shiprocket/manifest`);
    expect(first.statusCode).toBe(200);
    expect(first.json().manifestUrl).toContain('/labels/manifest-');
    const again = await call('POST', `/api/admin/orders/${order._id}/shiprocket/manifest`);
    expect(again.json().manifestUrl).toBe(first.json().manifestUrl);
    expect(
      fake
        .calls('/manifests/generate')
        .filter((c) => JSON.stringify(c.body).includes(String(fake.order(order._id)?.shipmentId))),
    ).toHaveLength(1);
    const view = (await call('GET', `/api/admin/orders/${order._id}/shiprocket`)).json();
    expect(view.pickupScheduledDate).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it("books the parcel with the owner's weight and box, and refuses a change once Shiprocket has it", async () => {
    const { order } = await orderIn('CONFIRMED');
    const parcel = { weightGrams: 420, lengthCm: 20, breadthCm: 15, heightCm: 8 };
    const url = `/api/admin/orders/${order._id}/shiprocket/parcel`;
    expect((await call('PUT', url, { parcel: { ...parcel, lengthCm: 0 } })).statusCode).toBe(400);
    expect((await call('PUT', url, { parcel })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/orders/${order._id}/shiprocket`)).statusCode).toBe(200);
    expect(fake.order(order._id)?.body).toMatchObject({ weight: 0.42, length: 20, breadth: 15, height: 8 });
    expect((await call('PUT', url, { parcel: null })).statusCode).toBe(409);
    expect(await audits(order._id, 'order.parcel_set')).toHaveLength(1);
  });

  it("the owner corrects the address before shipping: Shiprocket's copy first, audited; the state stays", async () => {
    const { order } = await orderIn('CONFIRMED');
    fake.failNextLabel = true;
    await call('POST', `/api/admin/orders/${order._id}/shiprocket`);
    const address = { ...order.shippingAddress, streetAddress: '14 MG Road, 2nd floor', city: 'Bangalore' };
    const body = Object.fromEntries(
      [
        'firstName',
        'lastName',
        'phoneNumber',
        'streetAddress',
        'city',
        'state',
        'pincode',
        'landmark',
        'email',
      ].map((k) => [k, address[k]]),
    );
    const res = await call('PUT', `/api/admin/orders/${order._id}/address`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().shippingAddress).toMatchObject({
      streetAddress: '14 MG Road, 2nd floor',
      city: 'Bangalore',
    });
    expect(fake.calls('/orders/address/update').at(-1)?.body).toMatchObject({
      order_id: fake.order(order._id)?.id,
      shipping_address: '14 MG Road, 2nd floor',
      shipping_city: 'Bangalore',
    });
    expect(await audits(order._id, 'order.address_changed')).toHaveLength(1);
    const moved = await call('PUT', `/api/admin/orders/${order._id}/address`, {
      ...body,
      state: 'Kerala',
      pincode: '682001',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/place of supply/);
  });

  it('lists failed bookings on request, and labels only for booked orders across all pages', async () => {
    const { order: failing } = await orderIn('CONFIRMED');
    fake.failNextAwb = 'No courier available';
    await call('POST', `/api/admin/orders/${failing._id}/shiprocket`);
    const { order: handShipped } = await orderIn('SHIPPED');
    const { order: booked } = await shipped();
    const failed = await call('GET', '/api/admin/orders/?bookingFailed=true&pageSize=100');
    const failedIds = failed.json().map((o: { _id: string }) => o._id);
    expect(failedIds).toContain(failing._id);
    expect(failedIds).not.toContain(booked._id);
    expect(failedIds).not.toContain(handShipped._id);
    const labels = (await call('GET', '/api/admin/shiprocket/bookings')).json();
    const ids = labels.map((b: { orderId: string }) => b.orderId);
    expect(ids).toContain(booked._id);
    expect(ids).not.toContain(handShipped._id);
    expect(ids).not.toContain(failing._id);
  });

  it('lists every Shiprocket setting without secrets, and tests the connection with a real login', async () => {
    const settings = await call('GET', '/api/admin/shiprocket/settings');
    expect(settings.statusCode).toBe(200);
    const names = settings.json().settings.map((s: { name: string }) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'SHIPROCKET_WEBHOOK_TOKEN']),
    );
    expect(settings.body).not.toContain(fake.password);
    expect(settings.body).not.toContain(SHIPROCKET_TEST_WEBHOOK_TOKEN);
    const logins = fake.logins;
    const test = await call('POST', '/api/admin/shiprocket/test');
    expect(test.json()).toMatchObject({ ok: true });
    expect(test.json().checks.map((c: { name: string }) => c.name)).toEqual([
      'Settings',
      'Login',
      'Pickup address',
    ]);
    expect(fake.logins).toBe(logins + 1);
  });
});

describe('the connection test with a wrong password', () => {
  const { t, admin } = setUpShiprocketShop({ SHIPROCKET_PASSWORD: 'not-the-password' });
  it("says Shiprocket refused the login, in Shiprocket's words", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shiprocket/test',
      headers: admin.headers,
    });
    expect(res.json().ok).toBe(false);
    expect(res.json().checks.find((c: { name: string }) => c.name === 'Login')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Invalid email and password combination'),
    });
  });
});
