import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askForCod } from '../../../test/helpers/cod.ts';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { EVERY_FEE_ENV } from '../../../test/helpers/every-fee.ts';
import { addressFields, addToCart, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { grantCredit, useCredit } from '../../../test/helpers/wallet.ts';
import { orders } from '../../db/schema/index.ts';

const { email: _email, ...address } = addressFields();
const quote = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/quote', payload, headers, remoteAddress: '10.4.0.1' });
const guestOrder = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/guest/orders', payload, remoteAddress: '10.4.0.2' });
const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Issue 40's cart: ₹249 + ₹349, a 10 % coupon, gift wrap, with DELIVERY_CHARGE=49 FREE_DELIVERY_MIN=999
 * PREPAID_DISCOUNT=5 GIFT_WRAP_FEE=50 COD_FEE=49: online 598 − 59.80 − 26.91 + 49 + 50 = ₹610.29; cash on
 * delivery 598 − 59.80 + 49 + 50 + 49 = ₹686.20, collected as ₹686.
 */
describe('POST /api/checkout/quote: what is shown before the last tap is what the order charges', () => {
  const t = setUpTestApp({ template: 'empty', env: EVERY_FEE_ENV });
  const admin = setUpUser(t, { role: 'admin' });
  const earring = setUpProduct(t, { price: 399, discountedPrice: 249, sizes: { m: 50 } });
  const pendant = setUpProduct(t, { price: 499, discountedPrice: 349, sizes: { m: 50 } });
  const expected = {
    itemsTotal: 598,
    couponDiscount: 59.8,
    deliveryCharge: 49,
    giftWrap: 50,
    storeCredit: 0,
    giftCard: 0,
    online: { prepaidDiscount: 26.91, totalPayable: 610.29 },
    cod: { available: true, codFee: 49, roundOff: -0.2, totalPayable: 686, reason: null },
  };

  const guestBody = (code: string, email: string) => ({
    email,
    items: [
      { productId: earring.id, size: 'M', quantity: 1 },
      { productId: pendant.id, size: 'M', quantity: 1 },
    ],
    shippingAddress: address,
    couponCode: code,
    gift: { wrap: true, message: 'Happy birthday' },
  });

  it('a guest is quoted every fee and discount, and the guest order charges exactly that, online or COD', async () => {
    const coupon = await createCoupon(t, admin, { kind: 'percent', value: 10 });
    const body = guestBody(coupon.code, 'quote-guest@example.com');
    const q = await quote(t, body);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toEqual(expected);

    const online = await guestOrder(t, body);
    expect(online.statusCode, online.body).toBe(201);
    const { order, orderToken } = online.json();
    expect(order).toMatchObject({
      totalDiscountedPrice: 598,
      couponDiscount: 59.8,
      deliveryCharge: 49,
      giftWrap: 50,
      prepaidDiscount: 26.91,
      totalPayable: 610.29,
    });

    const cod = await askForCod(t, { 'x-order-token': orderToken }, order._id);
    expect(cod.statusCode, cod.body).toBe(200);
    expect(cod.json()).toMatchObject({ codFee: 49, prepaidDiscount: 0, roundOff: -0.2, totalPayable: 686 });
  });

  it('a signed-in customer is quoted from the cart, and the order charges exactly that, online or COD', async () => {
    const user = await createUser(t);
    await addToCart(t, user, earring.id, 'm');
    await addToCart(t, user, pendant.id, 'm');
    const coupon = await createCoupon(t, admin, { kind: 'percent', value: 10 });
    expect((await applyCoupon(t, user, coupon.code)).statusCode).toBe(200);
    const body = { ...addressFields(), gift: { wrap: true } };
    const q = await quote(t, body, user.headers);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toEqual(expected);

    const placed = await postCheckout(t, user, body);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().totalPayable).toBe(q.json().online.totalPayable);
    // The address is saved now: quoting by its id answers the same.
    const again = await quote(
      t,
      { _id: placed.json().shippingAddress._id, gift: { wrap: true } },
      user.headers,
    );
    expect(again.json()).toEqual(expected);

    const cod = await askForCod(t, user.headers, placed.json()._id);
    expect(cod.statusCode, cod.body).toBe(200);
    expect(cod.json().totalPayable).toBe(q.json().cod.totalPayable);
  });

  it('a pending order paying part with store credit is quoted as it stands, and COD charges what it said', async () => {
    const user = await createUser(t);
    await addToCart(t, user, earring.id, 'm');
    await grantCredit(t, admin, user, 100.5);
    expect((await useCredit(t, user)).statusCode).toBe(200);
    const placed = await postCheckout(t, user, addressFields());
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json()._id;
    const q = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/quote?orderId=${orderId}`,
      payload: addressFields(),
      headers: user.headers,
    });
    expect(q.statusCode, q.body).toBe(200);
    // ₹249 + ₹49 delivery − 5 % prepaid (₹12.45) − ₹100.50 credit online; COD: 249 + 49 + 49 − 100.50, in rupees.
    expect(q.json()).toMatchObject({
      storeCredit: 100.5,
      online: { prepaidDiscount: 12.45, totalPayable: 185.05 },
      cod: { codFee: 49, roundOff: 0.5, totalPayable: 247 },
    });
    expect(placed.json().totalPayable).toBe(q.json().online.totalPayable);
    const cod = await askForCod(t, user.headers, orderId);
    expect(cod.statusCode, cod.body).toBe(200);
    expect(cod.json().totalPayable).toBe(q.json().cod.totalPayable);
    const stranger = await createUser(t);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/quote?orderId=${orderId}`,
      payload: addressFields(),
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('"pay online and save" is the saving after the coupon (issue 40, item 9)', async () => {
    const coupon = await createCoupon(t, admin, { kind: 'percent', value: 10 });
    const q = (await quote(t, guestBody(coupon.code, 'saving@example.com'))).json();
    // 5 % of ₹538.20 (after the coupon), not of ₹598.
    expect(q.online.prepaidDiscount).toBe(26.91);
    expect(paise(q.cod.totalPayable) - paise(q.cod.codFee) - paise(q.cod.roundOff)).toBe(
      paise(q.online.totalPayable) + paise(q.online.prepaidDiscount),
    );
  });

  it('cash on delivery is collected in whole rupees; the order’s GST total stays exact (item 7)', async () => {
    const coupon = await createCoupon(t, admin, { kind: 'percent', value: 10 });
    const placed = (await guestOrder(t, guestBody(coupon.code, 'round@example.com'))).json();
    await askForCod(t, { 'x-order-token': placed.orderToken }, placed.order._id);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.order._id));
    expect(row?.codRoundOffPaise).toBe(-20);
    expect(row?.tax?.totalPaise).toBe(68_620);
  });

  it('answers as the order would: a coupon that does not apply, an order body without signing in', async () => {
    const bad = await quote(t, guestBody('NOSUCHCODE', 'bad-code@example.com'));
    expect(bad.statusCode).toBe(409);
    expect(bad.json().code).toBe('COUPON_INVALID');
    const unsigned = await quote(t, { ...addressFields() });
    expect(unsigned.statusCode).toBe(401);
    const empty = await quote(t, { ...addressFields() }, (await createUser(t)).headers);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('CART_EMPTY');
  });

  it('says why cash on delivery is not offered above the limit', async () => {
    const q = await quote(t, {
      ...guestBody('', 'limit@example.com'),
      couponCode: undefined,
      items: [{ productId: pendant.id, size: 'M', quantity: 10 }],
    });
    expect(q.statusCode, q.body).toBe(200);
    // 10 × 349 = 3490: free delivery; COD_MAX_ORDER's default is far above, so it is offered.
    expect(q.json().deliveryCharge).toBe(0);
    expect(q.json().cod.available).toBe(true);
  });
});
