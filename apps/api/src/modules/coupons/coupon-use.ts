import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { carts, couponRedemptions, coupons, orders } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { sameEmailUserIds } from '../users/same-email.ts';
import { type CouponRow, type CouponUsage, couponDiscountPaise, couponProblem } from './coupon-rules.ts';

/**
 * The states of an order that never counted (S48): unpaid, cancelled, or come back undelivered. Every other state,
 * in any step of fulfilment (OUT_FOR_DELIVERY included), is a placed order; listing what does not count keeps a
 * state added later counted.
 */
export const UNCOUNTED_STATUSES = ['PENDING', 'CANCELLED', 'RETURNED_TO_ORIGIN'];

export const couponInvalid = (message: string) => conflict('COUPON_INVALID', message);

export async function findCouponByCode(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  return row;
}

/**
 * The customer's standing with a coupon. With `forCart`, the customer's own uses by unpaid orders are not
 * counted: a new checkout replaces those orders and gives their uses back first.
 */
async function usageOf(
  db: DbOrTx,
  coupon: CouponRow,
  userId: string,
  forCart: boolean,
): Promise<CouponUsage> {
  const [own] = await db
    .select({
      counted: sql<number>`count(*) filter (where ${orders.status} <> 'PENDING' or ${orders.userId} <> ${userId})::int`,
      pending: sql<number>`count(*) filter (where ${orders.status} = 'PENDING' and ${orders.userId} = ${userId})::int`,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.couponId, coupon.id),
        // Guest orders count by email (S48); unpaid ones of this very row are the ones a checkout replaces.
        sql`${couponRedemptions.userId} in ${sameEmailUserIds(userId)}`,
        isNull(couponRedemptions.releasedAt),
      ),
    );
  const [ordered] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        sql`${orders.userId} in ${sameEmailUserIds(userId)}`,
        notInArray(orders.status, UNCOUNTED_STATUSES),
      ),
    )
    .limit(1);
  const pending = forCart ? (own?.pending ?? 0) : 0;
  return {
    timesUsed: coupon.timesUsed - pending,
    usedByCustomer: (own?.counted ?? 0) + (own?.pending ?? 0) - pending,
    hasOrdered: ordered !== undefined,
  };
}

export interface CartCouponState {
  code: string;
  discountPaise: number;
  problem: string | null;
}

/** The coupon of a cart as the cart shows it: its discount, or why it does not apply now. */
export async function cartCouponState(
  db: DbOrTx,
  userId: string,
  cartId: string,
  subtotalPaise: number,
  now = new Date(),
): Promise<CartCouponState | null> {
  const [row] = await db
    .select({ coupon: coupons })
    .from(carts)
    .innerJoin(coupons, eq(coupons.id, carts.couponId))
    .where(eq(carts.id, cartId));
  if (!row) return null;
  return couponStateFor(db, userId, row.coupon, subtotalPaise, now);
}

export async function couponStateFor(
  db: DbOrTx,
  userId: string,
  coupon: CouponRow,
  subtotalPaise: number,
  now = new Date(),
): Promise<CartCouponState> {
  const problem = couponProblem(coupon, subtotalPaise, await usageOf(db, coupon, userId, true), now);
  return {
    code: coupon.code,
    discountPaise: problem ? 0 : couponDiscountPaise(coupon, subtotalPaise),
    problem,
  };
}

export interface AppliedCoupon {
  couponId: string;
  code: string;
  discountPaise: number;
}

/**
 * At checkout, in the order's transaction after the customer's row is locked and their older unpaid orders
 * are replaced: the cart's coupon is checked again from the database, and its use is taken with a
 * conditional UPDATE (`times_used < usage_limit`), so however many checkouts race, no more than the limit
 * get it (S41). The per-customer count is safe because the customer's checkouts run one at a time. A coupon
 * that no longer applies refuses the order (409 COUPON_INVALID): the customer never pays more than they saw.
 */
export async function takeCouponUse(
  tx: Tx,
  userId: string,
  cartId: string,
  subtotalPaise: number,
  now: Date,
  unprovenEmail = false,
): Promise<AppliedCoupon | null> {
  const [row] = await tx
    .select({ coupon: coupons })
    .from(carts)
    .innerJoin(coupons, eq(coupons.id, carts.couponId))
    .where(eq(carts.id, cartId));
  if (!row) return null;
  const coupon = row.coupon;
  const usage = await usageOf(tx, coupon, userId, false);
  const problem = couponProblem(coupon, subtotalPaise, usage, now, unprovenEmail);
  if (problem) throw couponInvalid(`${problem} Remove it to order without it.`);
  const taken = await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        eq(coupons.active, true),
        sql`(${coupons.usageLimit} is null or ${coupons.timesUsed} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  if (taken.length === 0)
    throw couponInvalid(`Coupon ${coupon.code} has been used up. Remove it to order without it.`);
  return {
    couponId: coupon.id,
    code: coupon.code,
    discountPaise: couponDiscountPaise(coupon, subtotalPaise),
  };
}

export async function recordRedemption(
  tx: Tx,
  userId: string,
  orderId: string,
  applied: AppliedCoupon,
): Promise<void> {
  await tx.insert(couponRedemptions).values({
    couponId: applied.couponId,
    userId,
    orderId,
    discountPaise: applied.discountPaise,
  });
}

/** Asked on every cancel and expiry, with or without a coupon: a named statement (decision 0124). */
const releaseRedemption = preparedStatement(
  (db) =>
    db
      .update(couponRedemptions)
      .set({ releasedAt: sql`${sql.placeholder('at')}` })
      .where(
        and(eq(couponRedemptions.orderId, sql.placeholder('orderId')), isNull(couponRedemptions.releasedAt)),
      )
      .returning({ couponId: couponRedemptions.couponId }),
  'coupon_release_redemption',
);

/**
 * Gives a cancelled order's coupon use back. The conditional update of the redemption makes it happen once
 * however often it is called; the caller holds the order's lock.
 */
export async function releaseCouponUse(tx: Tx, orderId: string, at: Date): Promise<void> {
  const released = await releaseRedemption(tx, { orderId, at: at.toISOString() });
  for (const { couponId } of released)
    await tx
      .update(coupons)
      .set({ timesUsed: sql`${coupons.timesUsed} - 1` })
      .where(eq(coupons.id, couponId));
}
