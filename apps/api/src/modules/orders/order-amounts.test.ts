import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askForCod } from '../../../test/helpers/cod.ts';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { EVERY_FEE_ENV } from '../../../test/helpers/every-fee.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addressFields, addToCart, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { grantCredit, useCredit } from '../../../test/helpers/wallet.ts';
import { orders } from '../../db/schema/index.ts';
import { orderPayablePaise, orderTotalPaise } from './order-amounts.ts';

/** Issue 41: the order's two amounts have one home in SQL (generated columns) and one in TypeScript; they agree. */
describe('the order total and what is left to pay, in SQL and in TypeScript', () => {
  const t = setUpTestApp({ template: 'empty', env: { ...EVERY_FEE_ENV, COD_MAX_ORDER: '100000' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1500, discountedPrice: 1234, sizes: { m: 50 } });
  const stud = setUpProduct(t, { price: 399, discountedPrice: 249, sizes: { m: 50 } });

  async function checkout(lines: { productId: string }[], opts: { credit?: number; wrap?: boolean } = {}) {
    const user = await createUser(t);
    if (opts.credit) await grantCredit(t, admin, user, opts.credit);
    for (const line of lines) await addToCart(t, user, line.productId, 'm');
    const coupon = await createCoupon(t, admin, { kind: 'percent', value: 10 });
    expect((await applyCoupon(t, user, coupon.code)).statusCode).toBe(200);
    if (opts.credit) expect((await useCredit(t, user)).statusCode).toBe(200);
    const res = await postCheckout(t, user, {
      ...addressFields(),
      ...(opts.wrap ? { gift: { wrap: true } } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { user, order: res.json() };
  }

  it('agree on orders with every fee, discount and way to pay the shop has', async () => {
    // Online, below free delivery, wrapped: coupon, prepaid discount, delivery and gift wrap.
    const online = await checkout([{ productId: stud.id }], { wrap: true });
    await payOrder(t, online.user, online.order._id);
    // Cash on delivery with store credit for part: COD fee and a round-off to whole rupees, credit taken off.
    const cod = await checkout([{ productId: ring.id }], { credit: 200 });
    const switched = await askForCod(t, cod.user.headers, cod.order._id);
    expect(switched.statusCode, switched.body).toBe(200);
    const replies = [
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${online.order._id}`,
          headers: online.user.headers,
        })
      ).json(),
      switched.json(),
    ];

    const rows = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [online.order._id, cod.order._id]));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.orderTotalPaise).toBe(orderTotalPaise(row));
      expect(row.payablePaise).toBe(orderPayablePaise(row));
      expect(row.payablePaise).toBe(row.orderTotalPaise - row.storeCreditPaise - row.giftCardPaise);
      const reply = replies.find((r) => r._id === row.id);
      expect(Math.round(reply.totalPayable * 100)).toBe(row.payablePaise);
    }
    // Every term of the formula is non-zero in at least one of the orders.
    const used = (key: keyof (typeof rows)[number]) => rows.some((r) => r[key] !== 0);
    for (const key of [
      'couponDiscountPaise',
      'prepaidDiscountPaise',
      'deliveryChargePaise',
      'giftWrapPaise',
      'codFeePaise',
      'codRoundOffPaise',
      'storeCreditPaise',
    ] as const)
      expect(used(key), key).toBe(true);
  });

  it('follow a change of the amounts in the database', async () => {
    const { order } = await checkout([{ productId: stud.id }]);
    await t.db
      .update(orders)
      .set({ codFeePaise: 4_900, codRoundOffPaise: -10 })
      .where(eq(orders.id, order._id));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    if (!row) throw new Error('order missing');
    expect(row.orderTotalPaise).toBe(orderTotalPaise(row));
    expect(row.payablePaise).toBe(orderPayablePaise(row));
    expect(row.orderTotalPaise).toBe(Math.round(order.totalPayable * 100) + 4_900 - 10);
  });
});
