import type { CartReply } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carts } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { noUsableCoupon } from '../coupons/coupon-rules.ts';
import { couponInvalid, couponStateFor, findCouponByCode } from '../coupons/coupon-use.ts';
import { cartReplyFor, lockCart } from './cart.service.ts';
import { type DeliveryRule, loadCartLines, totalsOf } from './cart-view.ts';

/** Codes tried that did not apply, per account and per address (S47): a shopper mistypes a few, a guesser many. */
export const COUPON_TRIES_PER_ACCOUNT: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
export const COUPON_TRIES_PER_ADDRESS: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };

/**
 * `PUT /api/cart/coupon`: the code is looked up and checked against the cart as it is now; only a coupon that
 * applies is kept on the cart (409 COUPON_INVALID saying why otherwise, the cart unchanged). An unknown, inactive,
 * expired or not yet started code gets one answer, and each try that does not apply counts against the account and
 * the address (S47), so secret codes cannot be found by guessing. The discount is always computed by the server,
 * here and again at checkout.
 */
export async function applyCartCoupon(
  db: Database,
  userId: string,
  code: string,
  rule: DeliveryRule,
  ip: string,
): Promise<CartReply> {
  // Counted before the lookup (S32); a code that applies is given back, so only failed tries count.
  const byAccount = await countAttempt(db, [`coupon:user:${userId}`], COUPON_TRIES_PER_ACCOUNT);
  const byAddress = await countAttempt(db, [`coupon:ip:${ip}`], COUPON_TRIES_PER_ADDRESS);
  const reply = await applyIfItFits(db, userId, code, rule);
  await byAccount.giveBack();
  await byAddress.giveBack();
  return reply;
}

function applyIfItFits(db: Database, userId: string, code: string, rule: DeliveryRule): Promise<CartReply> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    const lines = await loadCartLines(tx, cartId);
    if (lines.length === 0)
      throw conflict('CART_EMPTY', 'Your cart is empty. Add something to it before applying a coupon.');
    const coupon = await findCouponByCode(tx, code);
    if (!coupon || !isOpenNow(coupon, new Date())) throw couponInvalid(noUsableCoupon(code));
    const state = await couponStateFor(tx, userId, coupon, totalsOf(lines, rule).discountedPaise);
    if (state.problem) throw couponInvalid(state.problem);
    await tx.update(carts).set({ couponId: coupon.id }).where(eq(carts.id, cartId));
    return cartReplyFor(tx, userId, cartId, rule, lines);
  });
}

/** Active and within its dates: anything else answers as if the code did not exist (S47). */
const isOpenNow = (coupon: { active: boolean; startsAt: Date | null; endsAt: Date | null }, now: Date) =>
  coupon.active && (!coupon.startsAt || coupon.startsAt <= now) && (!coupon.endsAt || coupon.endsAt > now);

export async function removeCartCoupon(db: Database, userId: string, rule: DeliveryRule): Promise<CartReply> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cartId));
    return cartReplyFor(tx, userId, cartId, rule);
  });
}
