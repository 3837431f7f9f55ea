import { orderNumber } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askForCod } from '../../../test/helpers/cod.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import {
  addressFields,
  addToCart,
  createProduct,
  placeOrder,
  postCheckout,
} from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { outbox } from '../../db/schema/index.ts';

describe('the admin’s order page and the owner’s new-order mail (ORDER_ALERT_EMAIL set)', () => {
  const t = setUpTestApp({
    template: 'empty',
    env: { ORDER_ALERT_EMAIL: 'owner@moonmade.example', COD_MAX_ORDER: '100000' },
  });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 900, discountedPrice: 900, sizes: { m: 50, l: 50 } });

  const detail = (orderId: string, user: TestUser = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: user.headers });
  const adminPut = (path: string) => t.app.inject({ method: 'PUT', url: path, headers: admin.headers });
  const alerts = async (number: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.to, 'owner@moonmade.example'))).filter((m) =>
      m.subject.includes(number),
    );

  it('a COD order before its cash is collected: address, phone, items and sizes, payment state, timeline; the owner is mailed once', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [
      { productId: ring.id, size: 'm', quantity: 1 },
      { productId: ring.id, size: 'l', quantity: 2 },
    ]);
    const cod = await askForCod(t, user.headers, order._id);
    expect(cod.statusCode, cod.body).toBe(200);
    expect((await adminPut(`/api/admin/orders/${order._id}/confirmed`)).statusCode).toBe(200);

    const res = await detail(order._id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const address = addressFields();
    expect(body.shippingAddress).toMatchObject({
      phoneNumber: address.phoneNumber,
      streetAddress: address.streetAddress,
      pincode: address.pincode,
    });
    expect(body.orderItems.map((i: { size: string; quantity: number }) => [i.size, i.quantity])).toEqual(
      expect.arrayContaining([
        ['m', 1],
        ['l', 2],
      ]),
    );
    expect(body.paymentDetails).toMatchObject({ method: 'COD', status: 'DUE' });
    expect(body.user.email).toBe(user.email);
    expect(body.replacedCheckout).toBe(false);
    expect(body.documents).toEqual([]);
    const kinds = body.timeline.map((e: { kind: string; title: string }) => `${e.kind}:${e.title}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'status:PENDING',
        'status:PLACED',
        'status:CONFIRMED',
        'action:order.confirmed',
      ]),
    );
    const mails = body.timeline.filter((e: { kind: string }) => e.kind === 'mail');
    expect(mails.map((m: { detail: string }) => m.detail)).toEqual(
      expect.arrayContaining([user.email, 'owner@moonmade.example']),
    );
    const times = body.timeline.map((e: { at: string }) => e.at);
    expect([...times].sort()).toEqual(times);

    const [alert, ...more] = await alerts(orderNumber(order._id));
    expect(more).toHaveLength(0);
    expect(alert?.subject).toMatch(/New order .*Cash on delivery/);
    expect(alert?.text).toContain(address.phoneNumber);
    expect(alert?.text).toContain(address.pincode);
    expect(alert?.text).toContain(`/admin/orders/${order._id}`);
  });

  it('a paid online order mails the owner once, and its page links the invoice; the credit note follows a cancel', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    await payOrder(t, user, order._id);
    const owner = await t.db.select().from(outbox).where(eq(outbox.to, 'owner@moonmade.example'));
    expect(owner.filter((m) => m.orderId === order._id && /Paid online/.test(m.subject))).toHaveLength(1);
    expect((await adminPut(`/api/admin/orders/${order._id}/cancel`)).statusCode).toBe(200);
    const body = (await detail(order._id)).json();
    expect(body.documents.map((d: { kind: string; url: string }) => [d.kind, d.url])).toEqual([
      ['invoice', `/api/orders/${order._id}/invoice`],
      ['credit_note', `/api/orders/${order._id}/credit-note`],
    ]);
    expect(body.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'status', title: 'CANCELLED', detail: 'admin' }),
        expect.objectContaining({ kind: 'action', title: 'order.cancelled', detail: admin.email }),
      ]),
    );
  });

  it('a checkout replaced by the next one is flagged on its page and counted apart from cancellations on the dashboard', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })
    ).json();
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 'm', 1);
    const first = (await postCheckout(t, user)).json();
    const second = await postCheckout(t, user);
    expect(second.statusCode).toBe(201);
    expect((await detail(first._id)).json()).toMatchObject({
      orderStatus: 'CANCELLED',
      replacedCheckout: true,
    });
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })
    ).json();
    expect(stats.replacedCheckouts).toBe(before.replacedCheckouts + 1);
    expect(stats.ordersByStatus.CANCELLED).toBe(before.ordersByStatus.CANCELLED);
  });

  it('refuses customers (403) and unknown orders (404)', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    expect((await detail(order._id, user)).statusCode).toBe(403);
    expect((await detail(crypto.randomUUID())).statusCode).toBe(404);
    expect((await detail('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('the owner’s new-order mail without ORDER_ALERT_EMAIL', () => {
  const t = setUpTestApp({ template: 'empty', env: { SUPPORT_EMAIL: 'studio@moonmade.example' } });

  it('goes to SUPPORT_EMAIL', async () => {
    const user = await createUser(t);
    const ring = await createProduct(t, { sizes: { m: 5 } });
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    await payOrder(t, user, order._id);
    const rows = await t.db.select().from(outbox).where(eq(outbox.orderId, order._id));
    expect(
      rows.filter((m) => m.to === 'studio@moonmade.example' && /^New order/.test(m.subject)),
    ).toHaveLength(1);
  });
});
