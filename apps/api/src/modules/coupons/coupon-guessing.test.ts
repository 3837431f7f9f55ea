import { describe, expect, it } from 'vitest';
import { createCoupon } from '../../../test/helpers/coupons.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addToCart, placeOrder } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { COUPON_TRIES_PER_ACCOUNT, COUPON_TRIES_PER_ADDRESS } from '../cart/cart-coupon.ts';

let ip = 0;
const freshIp = () => `10.9.${Math.floor(++ip / 250)}.${ip % 250}`;

const t = setUpTestApp({ template: 'empty' });
const admin = setUpUser(t, { role: 'admin' });
const ring = setUpProduct(t, { price: 1000, discountedPrice: 800, sizes: { s: 100 } });

const shopper = async () => {
  const user = await createUser(t);
  await addToCart(t, user, ring.id, 's');
  return user;
};
const tryCode = (user: TestUser, code: string, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/cart/coupon',
    headers: user.headers,
    payload: { code },
    remoteAddress,
  });
const cartOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers })).json();

describe('coupon codes cannot be guessed (S47)', () => {
  it('S47 unknown, inactive, expired and not yet started codes answer alike', async () => {
    await createCoupon(t, admin, { code: 'STAFFONLY', active: false });
    await createCoupon(t, admin, { code: 'OLDSALE', endsAt: '2020-03-31T18:29:00Z' });
    await createCoupon(t, admin, { code: 'DIWALI99', startsAt: '2099-10-01T00:00:00Z' });
    const user = await shopper();
    const answers = [];
    for (const code of ['NOSUCHCODE', 'STAFFONLY', 'OLDSALE', 'DIWALI99']) {
      const res = await tryCode(user, code);
      expect(res.statusCode, code).toBe(409);
      answers.push({ ...res.json(), message: res.json().message.replace(code, 'X') });
    }
    expect(answers[0]).toEqual({
      statusCode: 409,
      code: 'COUPON_INVALID',
      error: 'Conflict',
      message: 'There is no coupon X that can be used now. Check the code and try again.',
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect((await cartOf(user)).coupon).toBeNull();
  });

  it('S47 one account is stopped after a few wrong codes, even the right one then gets 429', async () => {
    await createCoupon(t, admin, { code: 'SECRETSTAFF50', kind: 'percent', value: 50 });
    const user = await shopper();
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, i) => tryCode(user, `GUESS${i}`)).map(async (r) => (await r).statusCode),
    );
    expect(tries.filter((s) => s === 409)).toHaveLength(COUPON_TRIES_PER_ACCOUNT.limit);
    expect(tries.filter((s) => s === 429)).toHaveLength(40 - COUPON_TRIES_PER_ACCOUNT.limit);
    const right = await tryCode(user, 'SECRETSTAFF50');
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    expect((await cartOf(user)).coupon).toBeNull();
  });

  it('S47 one address is stopped across many accounts; codes that apply do not count', async () => {
    await createCoupon(t, admin, { code: 'FRIENDS10' });
    const address = freshIp();
    const regular = await shopper();
    for (let i = 0; i < 3; i++) expect((await tryCode(regular, 'FRIENDS10', address)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < COUPON_TRIES_PER_ADDRESS.limit / 5 + 1; i++) {
      const user = await shopper();
      for (let n = 0; n < 5; n++) statuses.push((await tryCode(user, `WRONG${i}X${n}`, address)).statusCode);
    }
    expect(statuses.slice(0, COUPON_TRIES_PER_ADDRESS.limit).every((s) => s === 409)).toBe(true);
    expect(statuses.slice(COUPON_TRIES_PER_ADDRESS.limit).every((s) => s === 429)).toBe(true);
    // Another address is not held up by it.
    expect((await tryCode(await shopper(), 'FRIENDS10')).statusCode).toBe(200);
  });
});

describe('first-order coupons count every placed order (S48)', () => {
  const move = (orderId: string, path: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/orders/${orderId}/${path}`, headers: admin.headers });

  it('S48 a first-order-only coupon is refused while the first order is out for delivery; its revenue stays', async () => {
    const welcome = await createCoupon(t, admin, {
      code: 'WELCOME48',
      kind: 'flat',
      value: 100,
      firstOrderOnly: true,
    });
    const user = await shopper();
    expect((await tryCode(user, 'WELCOME48')).statusCode).toBe(200);
    const order = await placeOrder(t, user, []);
    await payOrder(t, user, order._id);
    for (const step of ['ship', 'out-for-delivery'])
      expect((await move(order._id, step)).statusCode).toBe(200);

    await addToCart(t, user, ring.id, 's');
    const again = await tryCode(user, 'WELCOME48');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Coupon WELCOME48 is for a first order only, and you have ordered with us before.',
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: admin.headers });
    const row = list.json().content.find((c: { _id: string }) => c._id === welcome._id);
    expect(row).toMatchObject({ timesUsed: 1, revenue: 700 });
  });
});
