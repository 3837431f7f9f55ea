import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCoupon } from '../../../test/helpers/coupons.ts';
import { guestOrderBody, payAsGuest } from '../../../test/helpers/guest.ts';
import { addressFields, createProduct, stockOf } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { TEST_JWT_SECRET, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { orders, outbox, users } from '../../db/schema/index.ts';
import { HIDDEN_TOKEN, revealHiddenToken } from '../mail/hidden-links.ts';

const { email: _email, ...address } = addressFields();

async function guestOrder(t: TestApp, body: Record<string, unknown>, ip = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/guest/orders', payload: body, remoteAddress: ip });
}

describe('guest checkout', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('makes a PENDING order priced by the server, holding its stock, opened by its token', async () => {
    const ring = await createProduct(t, { price: 1000, discountedPrice: 800, sizes: { m: 3 } });
    const res = await guestOrder(
      t,
      guestOrderBody('guest-one@example.com', [{ productId: ring.id, size: 'M', quantity: 2 }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order, orderToken } = res.json();
    expect(order).toMatchObject({ orderStatus: 'PENDING', totalDiscountedPrice: 1600, totalItem: 2 });
    expect((await stockOf(t, ring.id, 'm')).size).toBe(1);
    // 32 bytes of HMAC in base64url: well over 128 bits.
    expect(orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(orderToken);

    const byQuery = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}?token=${orderToken}`,
    });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json()).toMatchObject({ _id: order._id, orderStatus: 'PENDING' });
    expect(byQuery.headers['cache-control']).toBe('private, no-store');
    const byHeader = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: { 'x-order-token': orderToken },
    });
    expect(byHeader.json()._id).toBe(order._id);
    // The guest row never signs in, and the address is not taken from a future account.
    const [guest] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, row?.userId ?? ''));
    expect(guest).toMatchObject({ role: 'guest', email: 'guest-one@example.com', passwordHash: '' });
  });

  it('S56 a token opens its own order alone: a wrong token, another order’s token or none answer as before', async () => {
    const ring = await createProduct(t, { price: 500, discountedPrice: 500, sizes: { s: 5 } });
    const items = [{ productId: ring.id, size: 's', quantity: 1 }];
    const first = (await guestOrder(t, { email: 'a@example.com', items, shippingAddress: address })).json();
    const second = (await guestOrder(t, { email: 'b@example.com', items, shippingAddress: address })).json();
    const customer = await createUser(t);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${second.order._id}?token=${first.orderToken}`,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    // Its last character changed (a token ending in A, one in 16, made this the token itself).
    const wrongToken = `${first.orderToken.slice(0, -1)}${first.orderToken.endsWith('A') ? 'B' : 'A'}`;
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${first.order._id}`,
      headers: { 'x-order-token': wrongToken },
    });
    expect(wrong.statusCode).toBe(404);
    const none = await t.app.inject({ method: 'GET', url: `/api/orders/${first.order._id}` });
    expect(none.statusCode).toBe(401);
    // A signed-in customer is no owner of a guest's order; their own token-less calls are unchanged.
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${first.order._id}`,
      headers: customer.headers,
    });
    expect(stranger.statusCode).toBe(404);
    // The token cannot cancel, pay or read another order either.
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${second.order._id}/cancel`,
      headers: { 'x-order-token': first.orderToken },
    });
    expect(cancel.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${second.order._id}`,
      headers: { 'x-order-token': first.orderToken },
      payload: {},
    });
    expect(pay.statusCode).toBe(404);
    const [still] = await t.db.select().from(orders).where(eq(orders.id, second.order._id));
    expect(still?.status).toBe('PENDING');
    // A token does not open a customer's order, which has none.
    const ownOrder = await guestOrder(t, { email: customer.email, items, shippingAddress: address });
    expect(ownOrder.statusCode).toBe(201);
  });

  it('S47 wrong order tokens are limited per address', async () => {
    const ring = await createProduct(t, { price: 500, discountedPrice: 500, sizes: { s: 5 } });
    const items = [{ productId: ring.id, size: 's', quantity: 1 }];
    const { order } = (
      await guestOrder(t, { email: 'c@example.com', items, shippingAddress: address })
    ).json();
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}?token=guess${i}`,
        remoteAddress: '10.9.9.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 404)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
  });

  it('S46 the paid order’s mail links to the guest order page, stored redacted and rendered at send time', async () => {
    const ring = await createProduct(t, { price: 1200, discountedPrice: 1200, sizes: { l: 2 } });
    const placed = await guestOrder(
      t,
      guestOrderBody('mailme@example.com', [{ productId: ring.id, size: 'l' }]),
    );
    const { order, orderToken } = placed.json();
    const paid = await payAsGuest(t, order._id, orderToken);
    expect(paid.status).toBe('PLACED');
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'mailme@example.com'));
    const mail = mails.find((m) => m.subject.includes('is placed'));
    expect(mail?.text).toContain(`/order/${order._id}?token=${HIDDEN_TOKEN}`);
    expect(JSON.stringify(mails)).not.toContain(orderToken);
    const sent = revealHiddenToken(mail?.text ?? '', TEST_JWT_SECRET, mail?.secretRef ?? '');
    expect(sent).toContain(`/order/${order._id}?token=${orderToken}`);
    // The paid order's invoice opens with the token too, and with no other.
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/invoice?token=${orderToken}`,
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const wrong = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/invoice?token=nope` });
    expect(wrong.statusCode).toBe(404);
  });

  it('cancels with its token, stock back; bad input changes nothing', async () => {
    const ring = await createProduct(t, { price: 700, discountedPrice: 700, sizes: { m: 2 } });
    const items = [{ productId: ring.id, size: 'm', quantity: 2 }];
    const { order, orderToken } = (
      await guestOrder(t, { email: 'd@example.com', items, shippingAddress: address })
    ).json();
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/cancel`,
      headers: { 'x-order-token': orderToken },
    });
    expect(cancelled.json().orderStatus).toBe('CANCELLED');
    expect((await stockOf(t, ring.id, 'm')).size).toBe(2);

    const badEmail = await guestOrder(t, { email: 'nope', items, shippingAddress: address });
    expect(badEmail.statusCode).toBe(400);
    const tooMany = await guestOrder(
      t,
      guestOrderBody('d@example.com', [{ productId: ring.id, size: 'm', quantity: 3 }]),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('OUT_OF_STOCK');
    const unknownCoupon = await guestOrder(t, {
      email: 'd@example.com',
      items,
      shippingAddress: address,
      couponCode: 'NOSUCH',
    });
    expect(unknownCoupon.json().code).toBe('COUPON_INVALID');
    expect((await stockOf(t, ring.id, 'm')).size).toBe(2);
  });

  it('takes a coupon, priced on the server', async () => {
    const admin = await createUser(t, { role: 'admin' });
    await createCoupon(t, admin, { code: 'GUEST100', kind: 'flat', value: 100 });
    const ring = await createProduct(t, { price: 1000, discountedPrice: 1000, sizes: { m: 2 } });
    const res = await guestOrder(t, {
      email: 'e@example.com',
      items: [{ productId: ring.id, size: 'm', quantity: 1 }],
      shippingAddress: address,
      couponCode: 'guest100',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({ couponDiscount: 100, coupon: { code: 'GUEST100' } });
  });
});
