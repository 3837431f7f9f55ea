import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { askForLink } from '../../../test/helpers/payments.ts';
import { setUpRazorpayShop } from '../../../test/helpers/razorpay-shop.ts';
import { addToCart, createProduct, postCheckout, stockOf } from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { outbox, simulatedPaymentLinks, taxDocuments } from '../../db/schema/index.ts';

/**
 * An order a coupon covers in full has nothing to pay, and gateways refuse links below ₹1 (Razorpay answers
 * "The amount must be atleast INR 1.00"): it is placed at once, with its invoice, under either gateway.
 */
async function fullyCoveredOrder(t: TestApp, code: string) {
  const admin = await createUser(t, { role: 'admin' });
  await createCoupon(t, admin, { code, kind: 'flat', value: 5000 });
  const user = await createUser(t);
  const ring = await createProduct(t, { price: 1000, discountedPrice: 800, sizes: { m: 3 } });
  await addToCart(t, user, ring.id, 'm');
  expect((await applyCoupon(t, user, code)).json()).toMatchObject({ couponDiscount: 800, totalPayable: 0 });
  const res = await postCheckout(t, user);
  expect(res.statusCode, res.body).toBe(201);
  return { user, ring, order: res.json() };
}

async function expectPlacedWithoutPayment(t: TestApp, user: TestUser, order: { _id: string }) {
  const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers });
  expect(mine.json()).toMatchObject({ orderStatus: 'PLACED', totalPayable: 0, couponDiscount: 800 });
  const [invoice] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order._id));
  expect(invoice).toMatchObject({ kind: 'invoice', totalPaise: 0 });
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${order._id}/invoice`,
    headers: user.headers,
  });
  expect(pdf.statusCode).toBe(200);
  const cart = await t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers });
  expect(cart.json().cartItems).toEqual([]);
  const mails = await t.db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, user.email));
  expect(mails.map((m) => m.subject).some((s) => s.includes('is placed'))).toBe(true);
  // There is nothing to pay, so no payment link either.
  const link = await askForLink(t, user.headers, order._id);
  expect(link.statusCode).toBe(409);
}

describe('an order with nothing to pay (simulated gateway)', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('is placed at once with its invoice, its stock kept, and no payment link', async () => {
    const { user, ring, order } = await fullyCoveredOrder(t, 'ALLFREE');
    expect(order).toMatchObject({ orderStatus: 'PLACED', totalPayable: 0 });
    await expectPlacedWithoutPayment(t, user, order);
    expect(await t.db.select().from(simulatedPaymentLinks)).toEqual([]);
    expect(await stockOf(t, ring.id, 'm')).toEqual({ size: 2, total: 2 });
  });

  it('can be cancelled before it ships: stock back, a credit note, no refund to send', async () => {
    const { user, ring, order } = await fullyCoveredOrder(t, 'ALLFREE2');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/cancel`,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orderStatus).toBe('CANCELLED');
    expect(await stockOf(t, ring.id, 'm')).toEqual({ size: 3, total: 3 });
    const docs = await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order._id));
    expect(docs.map((d) => d.kind).sort()).toEqual(['credit_note', 'invoice']);
  });
});

describe('an order with nothing to pay (Razorpay)', () => {
  const { fake, t } = setUpRazorpayShop({ listen: false });

  it('is placed at once without asking Razorpay for a link it would refuse', async () => {
    const { user, order } = await fullyCoveredOrder(t, 'RZPFREE');
    expect(order).toMatchObject({ orderStatus: 'PLACED', totalPayable: 0 });
    await expectPlacedWithoutPayment(t, user, order);
    expect(fake.requests.filter((r) => r.path === '/v1/payment_links')).toEqual([]);
  });
});

describe('free delivery counts the total after the coupon (the Shipping page)', () => {
  const t = setUpTestApp({ template: 'empty', env: { DELIVERY_CHARGE: '49', FREE_DELIVERY_MIN: '1000' } });
  const admin = setUpUser(t, { role: 'admin' });

  it('a coupon that brings the items below the threshold brings the delivery charge back, in cart and order alike', async () => {
    await createCoupon(t, admin, { code: 'THREEHUNDRED', kind: 'flat', value: 300 });
    const user = await createUser(t);
    const ring = await createProduct(t, { price: 1500, discountedPrice: 1200 });
    await addToCart(t, user, ring.id, 's');
    const before = await t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers });
    expect(before.json()).toMatchObject({ deliveryCharge: 0, totalPayable: 1200 });
    const cart = (await applyCoupon(t, user, 'THREEHUNDRED')).json();
    expect(cart).toMatchObject({ couponDiscount: 300, deliveryCharge: 49, totalPayable: 949 });
    const order = await postCheckout(t, user);
    expect(order.json()).toMatchObject({ couponDiscount: 300, deliveryCharge: 49, totalPayable: 949 });
  });

  it('at the threshold after the coupon delivery is free; the page says so', async () => {
    await createCoupon(t, admin, { code: 'TWOHUNDRED', kind: 'flat', value: 200 });
    const user = await createUser(t);
    const ring = await createProduct(t, { price: 1500, discountedPrice: 1200 });
    await addToCart(t, user, ring.id, 's');
    expect((await applyCoupon(t, user, 'TWOHUNDRED')).json()).toMatchObject({
      deliveryCharge: 0,
      totalPayable: 1000,
    });
    const page = await t.app.inject({ method: 'GET', url: '/api/pages/shipping' });
    expect(page.json().html).toContain('counted after any coupon');
  });
});
