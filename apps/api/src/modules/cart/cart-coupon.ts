import type { CartReply } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carts } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { unknownCoupon } from '../coupons/coupon-rules.ts';
import { couponInvalid, couponStateFor, findCouponByCode } from '../coupons/coupon-use.ts';
import { cartReplyFor, lockCart } from './cart.service.ts';
import { type DeliveryRule, loadCartLines, totalsOf } from './cart-view.ts';

/**
 * `PUT /api/cart/coupon`: the code is looked up and checked against the cart as it is now; only a coupon that
 * applies is kept on the cart (409 COUPON_INVALID saying why otherwise, the cart unchanged). The discount is
 * always computed by the server, here and again at checkout.
 */
export async function applyCartCoupon(
  db: Database,
  userId: string,
  code: string,
  rule: DeliveryRule,
): Promise<CartReply> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    const lines = await loadCartLines(tx, cartId);
    if (lines.length === 0)
      throw conflict('CART_EMPTY', 'Your cart is empty. Add something to it before applying a coupon.');
    const coupon = await findCouponByCode(tx, code);
    if (!coupon) throw couponInvalid(unknownCoupon(code));
    const state = await couponStateFor(tx, userId, coupon, totalsOf(lines, rule).discountedPaise);
    if (state.problem) throw couponInvalid(state.problem);
    await tx.update(carts).set({ couponId: coupon.id }).where(eq(carts.id, cartId));
    return cartReplyFor(tx, userId, cartId, rule, lines);
  });
}

export async function removeCartCoupon(db: Database, userId: string, rule: DeliveryRule): Promise<CartReply> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cartId));
    return cartReplyFor(tx, userId, cartId, rule);
  });
}
