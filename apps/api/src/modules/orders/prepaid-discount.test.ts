import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askForCod } from '../../../test/helpers/cod.ts';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { addressFields, addToCart, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { orders } from '../../db/schema/index.ts';
import { prepaidDiscountPaise } from './prepaid-discount.ts';

describe('PREPAID_DISCOUNT (5 %): a line on orders paid online, not on cash on delivery', () => {
  const t = setUpTestApp({
    template: 'empty',
    env: { PREPAID_DISCOUNT: '5', DELIVERY_CHARGE: '49', FREE_DELIVERY_MIN: '100000', GIFT_WRAP_FEE: '30' },
  });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1299, discountedPrice: 1099.99, sizes: { m: 20 }, gstRate: 3 });
  const chain = setUpProduct(t, { price: 499, discountedPrice: 333.33, sizes: { m: 20 }, gstRate: 12 });

  /** A PENDING order of one ring and two chains, a 10 % coupon and a wrapped gift. */
  const pendingOrder = async () => {
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 'm');
    await addToCart(t, user, chain.id, 'm', 2);
    const coupon = await createCoupon(t, admin, { kind: 'percent', value: 10 });
    expect((await applyCoupon(t, user, coupon.code)).statusCode).toBe(200);
    const res = await postCheckout(t, user, { ...addressFields(), gift: { wrap: true } });
    expect(res.statusCode, res.body).toBe(201);
    return { user, order: res.json() };
  };
  const taxOf = async (orderId: string) => {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    return row;
  };

  it('rounds down to the paisa, on the items after the coupon', () => {
    expect(prepaidDiscountPaise(159_999, 5)).toBe(7_999);
    expect(prepaidDiscountPaise(100_000, 0)).toBe(0);
    expect(prepaidDiscountPaise(100_001, 2.5)).toBe(2_500);
  });

  it('an order to be paid online carries the line, and its GST breakup adds up to the total exactly', async () => {
    const { order } = await pendingOrder();
    const items = 1099.99 + 2 * 333.33;
    const afterCoupon = Math.round(items * 100) - Math.round(order.couponDiscount * 100);
    const expected = Math.floor((afterCoupon * 5) / 100);
    expect(Math.round(order.prepaidDiscount * 100)).toBe(expected);
    expect(Math.round(order.totalPayable * 100)).toBe(afterCoupon - expected + 4_900 + 3_000);
    const row = await taxOf(order._id);
    expect(row?.tax?.totalPaise).toBe(Math.round(order.totalPayable * 100));
    const lineSum = (row?.tax?.lines ?? []).reduce(
      (sum, l) => sum + l.taxableValuePaise + l.cgstPaise + l.sgstPaise + l.igstPaise,
      0,
    );
    expect(lineSum).toBe(row?.tax?.totalPaise);
    const discounts = (row?.tax?.lines ?? []).reduce((sum, l) => sum + l.discountPaise, 0);
    expect(discounts).toBe(Math.round(order.couponDiscount * 100) + expected);
  });

  it('turning the order to cash on delivery takes the line back, the breakup again exact', async () => {
    const { user, order } = await pendingOrder();
    const res = await askForCod(t, user.headers, order._id);
    expect(res.statusCode, res.body).toBe(200);
    const cod = res.json();
    expect(cod.prepaidDiscount).toBe(0);
    const exact = Math.round(order.totalPayable * 100) + Math.round(order.prepaidDiscount * 100);
    // The cash is collected in whole rupees (decision 0083); the GST breakup keeps the exact amount.
    expect(Math.round(cod.totalPayable * 100)).toBe(Math.floor((exact + 50) / 100) * 100);
    expect(Math.round(cod.roundOff * 100)).toBe(Math.round(cod.totalPayable * 100) - exact);
    const row = await taxOf(order._id);
    expect(row?.prepaidDiscountPaise).toBe(0);
    expect(row?.tax?.totalPaise).toBe(exact);
    const discounts = (row?.tax?.lines ?? []).reduce((sum, l) => sum + l.discountPaise, 0);
    expect(discounts).toBe(Math.round(order.couponDiscount * 100));
  });
});
