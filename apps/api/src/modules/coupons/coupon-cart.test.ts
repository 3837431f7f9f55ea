import { describe, expect, it } from 'vitest';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addToCart, placeOrder, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

describe('coupons in the cart: every rule and its message', () => {
  const t = setUpTestApp({ template: 'empty', env: { DELIVERY_CHARGE: '49', FREE_DELIVERY_MIN: '2000' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1000, discountedPrice: 800, sizes: { s: 50 } });

  const shopperWith = async (quantity = 1) => {
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 's', quantity);
    return user;
  };
  const refusal = async (user: TestUser, code: string) => {
    const res = await applyCoupon(t, user, code);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('COUPON_INVALID');
    return res.json().message as string;
  };
  const cartOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers })).json();

  it('applies a percent coupon typed in any case: discount, delivery and total payable from the server', async () => {
    await createCoupon(t, admin, { code: 'TENOFF', kind: 'percent', value: 10 });
    const user = await shopperWith(2);
    const res = await applyCoupon(t, user, ' tenoff ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalPrice: 2000,
      totalDiscountedPrice: 1600,
      deliveryCharge: 49,
      coupon: { code: 'TENOFF', discount: 160, problem: null },
      couponDiscount: 160,
      totalPayable: 1600 - 160 + 49,
    });
    expect(await cartOf(user)).toMatchObject({ couponDiscount: 160, totalPayable: 1489 });
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/cart/coupon', headers: user.headers });
    expect(removed.json()).toMatchObject({ coupon: null, couponDiscount: 0, totalPayable: 1649 });
  });

  it('caps a percent coupon at its maximum and a flat one at the cart total', async () => {
    await createCoupon(t, admin, { code: 'HALFCAP', kind: 'percent', value: 50, maxDiscount: 250 });
    await createCoupon(t, admin, { code: 'BIGFLAT', kind: 'flat', value: 5000 });
    const user = await shopperWith(1);
    expect((await applyCoupon(t, user, 'HALFCAP')).json()).toMatchObject({
      couponDiscount: 250,
      totalPayable: 800 - 250 + 49,
    });
    expect((await applyCoupon(t, user, 'BIGFLAT')).json()).toMatchObject({
      couponDiscount: 800,
      totalPayable: 49,
    });
  });

  it('S47 says exactly why for a code that exists and is open; unknown, not started and expired ones alike', async () => {
    const user = await shopperWith(1);
    expect(await refusal(user, 'nope-nope')).toBe(
      'There is no coupon NOPE-NOPE that can be used now. Check the code and try again.',
    );
    await createCoupon(t, admin, { code: 'LATER', startsAt: '2099-01-01T04:30:00Z' });
    expect(await refusal(user, 'LATER')).toBe(
      'There is no coupon LATER that can be used now. Check the code and try again.',
    );
    await createCoupon(t, admin, { code: 'GONE', endsAt: '2020-03-31T18:29:00Z' });
    expect(await refusal(user, 'GONE')).toBe(
      'There is no coupon GONE that can be used now. Check the code and try again.',
    );
    await createCoupon(t, admin, { code: 'MIN999', minOrder: 999 });
    expect(await refusal(user, 'MIN999')).toBe(
      'Coupon MIN999 needs an order of at least ₹999: add ₹199 more to use it.',
    );
    expect((await cartOf(user)).coupon).toBeNull();
  });

  it('at the minimum exactly the coupon applies; below it after a change, the cart shows why and takes nothing off', async () => {
    await createCoupon(t, admin, { code: 'MIN1600', kind: 'flat', value: 100, minOrder: 1600 });
    const user = await shopperWith(2);
    expect((await applyCoupon(t, user, 'MIN1600')).json()).toMatchObject({ couponDiscount: 100 });
    const line = (await cartOf(user)).cartItems[0]._id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart_items/${line}`,
      headers: user.headers,
      payload: { quantity: 1 },
    });
    expect(await cartOf(user)).toMatchObject({
      coupon: {
        code: 'MIN1600',
        discount: 0,
        problem: 'Coupon MIN1600 needs an order of at least ₹1,600: add ₹800 more to use it.',
      },
      couponDiscount: 0,
      totalPayable: 849,
    });
    const order = await postCheckout(t, user);
    expect(order.statusCode).toBe(409);
    expect(order.json()).toMatchObject({
      code: 'COUPON_INVALID',
      message:
        'Coupon MIN1600 needs an order of at least ₹1,600: add ₹800 more to use it. Remove it to order without it.',
    });
  });

  it('says when it is used up, already used by you, or for a first order only', async () => {
    await createCoupon(t, admin, { code: 'ONCEEVER', usageLimit: 1 });
    await createCoupon(t, admin, { code: 'ONCEEACH', perCustomerLimit: 1 });
    await createCoupon(t, admin, { code: 'TWICEEACH', perCustomerLimit: 2 });
    await createCoupon(t, admin, { code: 'WELCOME', firstOrderOnly: true });
    const first = await shopperWith(1);
    expect((await applyCoupon(t, first, 'ONCEEVER')).statusCode).toBe(200);
    const order = await placeOrder(t, first, []);
    await payOrder(t, first, order._id);
    const second = await shopperWith(1);
    expect(await refusal(second, 'ONCEEVER')).toBe('Coupon ONCEEVER has been used up.');

    await addToCart(t, first, ring.id, 's');
    expect((await applyCoupon(t, first, 'ONCEEACH')).statusCode).toBe(200);
    await payOrder(t, first, (await placeOrder(t, first, []))._id);
    await addToCart(t, first, ring.id, 's');
    expect(await refusal(first, 'ONCEEACH')).toBe('You have already used coupon ONCEEACH.');
    for (let n = 0; n < 2; n++) {
      expect((await applyCoupon(t, first, 'TWICEEACH')).statusCode).toBe(200);
      await payOrder(t, first, (await placeOrder(t, first, []))._id);
      await addToCart(t, first, ring.id, 's');
    }
    expect(await refusal(first, 'TWICEEACH')).toBe(
      'You have already used coupon TWICEEACH 2 times, as often as it allows.',
    );
    expect(await refusal(first, 'WELCOME')).toBe(
      'Coupon WELCOME is for a first order only, and you have ordered with us before.',
    );
    expect((await applyCoupon(t, second, 'WELCOME')).statusCode).toBe(200);
  });

  it('an empty cart takes no coupon; a missing or long code is a 400', async () => {
    const user = await createUser(t);
    await createCoupon(t, admin, { code: 'EMPTYCART' });
    const empty = await applyCoupon(t, user, 'EMPTYCART');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('CART_EMPTY');
    for (const payload of [
      {},
      { code: '' },
      { code: 'x'.repeat(65) },
      { code: 'A\u0000B' },
      { code: 'A', discount: 100 },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/cart/coupon',
        headers: user.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
