import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { askForLink } from '../../../test/helpers/payments.ts';
import { addressFields, addToCart, putInCart } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { couponRedemptions, coupons, orders, simulatedPaymentLinks } from '../../db/schema/index.ts';
import { expireUnpaidOrders } from '../orders/order-expiry.ts';

describe('coupons at checkout (S41)', () => {
  const t = setUpTestApp({ template: 'empty', env: { DATABASE_POOL_SIZE: '25' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1000, discountedPrice: 800, sizes: { s: 100 } });

  const checkout = (user: TestUser, payload: object = addressFields()) =>
    t.app.inject({ method: 'POST', url: '/api/orders/', headers: user.headers, payload });
  const shopperWithCoupon = async (code: string) => {
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 's');
    const applied = await applyCoupon(t, user, code);
    expect(applied.statusCode, applied.body).toBe(200);
    return user;
  };
  const couponRow = async (id: string) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0];

  it('S41 20 parallel orders with a coupon whose usage limit is 1: exactly one gets it, the others are refused', async () => {
    const coupon = await createCoupon(t, admin, { code: 'ONLYONE', kind: 'flat', value: 200, usageLimit: 1 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopperWithCoupon('ONLYONE')));
    const replies = await Promise.all(shoppers.map((user) => checkout(user)));
    const made = replies.filter((r) => r.statusCode === 201);
    expect(made).toHaveLength(1);
    expect(made[0]?.json()).toMatchObject({ coupon: { code: 'ONLYONE', discount: 200 }, totalPayable: 600 });
    const refused = replies.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused)
      expect(r.json()).toMatchObject({
        code: 'COUPON_INVALID',
        message: 'Coupon ONLYONE has been used up. Remove it to order without it.',
      });
    expect((await couponRow(coupon._id))?.timesUsed).toBe(1);
    const uses = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon._id));
    expect(uses).toHaveLength(1);
    // A refused shopper can order without it, at the full price.
    const loser = shoppers[replies.findIndex((r) => r.statusCode !== 201)] as TestUser;
    await t.app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: loser.headers });
    const plain = await checkout(loser);
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ coupon: null, couponDiscount: 0, totalPayable: 800 });
  });

  it('S41 one customer’s parallel checkouts never pass the per-customer limit', async () => {
    const coupon = await createCoupon(t, admin, { code: 'PERONE', perCustomerLimit: 1 });
    const user = await shopperWithCoupon('PERONE');
    const replies = await Promise.all(Array.from({ length: 5 }, () => checkout(user)));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    // Each checkout replaced the one before it and gave its use back: one live use remains.
    const live = (
      await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon._id))
    ).filter((r) => r.releasedAt === null);
    expect(live).toHaveLength(1);
    expect((await couponRow(coupon._id))?.timesUsed).toBe(1);
  });

  it('the payment link asks for the order’s total payable, and the order pays with the coupon', async () => {
    await createCoupon(t, admin, { code: 'LINK15', kind: 'percent', value: 15 });
    const user = await shopperWithCoupon('LINK15');
    const order = (await checkout(user)).json();
    expect(order).toMatchObject({
      totalDiscountedPrice: 800,
      couponDiscount: 120,
      deliveryCharge: 0,
      totalPayable: 680,
    });
    const link = await askForLink(t, user.headers, order._id);
    const [row] = await t.db
      .select()
      .from(simulatedPaymentLinks)
      .where(eq(simulatedPaymentLinks.id, link.json().Payment_link_id));
    expect(row?.amountPaise).toBe(68_000);
    const paid = await payOrder(t, user, order._id);
    expect(paid).toMatchObject({
      orderStatus: 'PLACED',
      totalPayable: 680,
      paymentDetails: { status: 'PAID', method: 'ONLINE' },
    });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers })).json();
    expect(cart).toMatchObject({ cartItems: [], coupon: null, couponDiscount: 0 });
  });

  it('S41 a cancelled order gives its use back exactly once', async () => {
    const coupon = await createCoupon(t, admin, { code: 'BACKONCE', usageLimit: 1 });
    const user = await shopperWithCoupon('BACKONCE');
    const order = (await checkout(user)).json();
    expect((await couponRow(coupon._id))?.timesUsed).toBe(1);
    const cancels = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/cancel`, headers: user.headers }),
      ),
    );
    expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await couponRow(coupon._id))?.timesUsed).toBe(0);
    const [use] = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order._id));
    expect(use?.releasedAt).toBeInstanceOf(Date);
    // The use is free again for someone else.
    const other = await shopperWithCoupon('BACKONCE');
    expect((await checkout(other)).statusCode).toBe(201);
    expect((await couponRow(coupon._id))?.timesUsed).toBe(1);
  });

  it('S41 an order that expires unpaid gives its use back exactly once', async () => {
    const coupon = await createCoupon(t, admin, { code: 'EXPIRES', usageLimit: 5 });
    const user = await shopperWithCoupon('EXPIRES');
    const order = (await checkout(user)).json();
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order._id));
    const runs = await Promise.all([expireUnpaidOrders(t.db), expireUnpaidOrders(t.db)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaidOrders(t.db)).toBe(0);
    expect((await couponRow(coupon._id))?.timesUsed).toBe(0);
  });

  it('S41 S08 coupon codes or amounts in other bodies change nothing', async () => {
    const user = await createUser(t);
    const add = await putInCart(t, user, {
      productId: ring.id,
      size: 's',
      quantity: 1,
      coupon: 'ONLYONE',
      couponDiscount: 800,
    });
    expect(add.statusCode).toBe(400);
    await addToCart(t, user, ring.id, 's');
    for (const extra of [
      { coupon: { code: 'LINK15', discount: 800 } },
      { couponDiscount: 800 },
      { totalPayable: 1 },
    ]) {
      const res = await checkout(user, { ...addressFields(), ...extra });
      expect(res.statusCode).toBe(400);
    }
    const mine = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(mine).toHaveLength(0);
    const order = (await checkout(user)).json();
    expect(order).toMatchObject({ coupon: null, couponDiscount: 0, totalPayable: 800 });
  });

  it('a coupon deactivated after it was applied refuses the order and says why', async () => {
    const coupon = await createCoupon(t, admin, { code: 'PULLED' });
    const user = await shopperWithCoupon('PULLED');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/coupons/${coupon._id}`, headers: admin.headers });
    const res = await checkout(user);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Coupon PULLED is no longer available. Remove it to order without it.');
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
  });
});
