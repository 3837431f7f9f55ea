import { formatRupees, paiseToRupees } from '@shop/contracts';
import type { coupons } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** What the rules need to know about the customer, besides the coupon and the cart. */
export interface CouponUsage {
  /** Uses of this coupon by everyone, not counting the customer's own that a new checkout would replace. */
  timesUsed: number;
  /** The customer's uses of this coupon that still count. */
  usedByCustomer: number;
  /** The customer has a placed order (paid online or cash on delivery, not cancelled). */
  hasOrdered: boolean;
}

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The discount in paise on a subtotal (the cart's discounted total): never more than the subtotal. */
export function couponDiscountPaise(coupon: CouponRow, subtotalPaise: number): number {
  const raw = coupon.kind === 'percent' ? Math.floor((subtotalPaise * coupon.value) / 100) : coupon.value;
  const capped = coupon.maxDiscountPaise === null ? raw : Math.min(raw, coupon.maxDiscountPaise);
  return Math.max(0, Math.min(capped, subtotalPaise));
}

/**
 * Why the coupon does not apply to this cart, in words for the customer, or null when it does. The checks
 * go from the coupon itself to the cart to the customer, so the message names the first thing to fix.
 */
export function couponProblem(
  coupon: CouponRow,
  subtotalPaise: number,
  usage: CouponUsage,
  now: Date,
  /** A guest's email is unproven: the refusal must not tell that email's history (S73). */
  unprovenEmail = false,
): string | null {
  const code = coupon.code;
  if (!coupon.active) return `Coupon ${code} is no longer available.`;
  if (coupon.startsAt && coupon.startsAt > now)
    return `Coupon ${code} can be used from ${when.format(coupon.startsAt)}.`;
  if (coupon.endsAt && coupon.endsAt <= now)
    return `Coupon ${code} expired on ${when.format(coupon.endsAt)}.`;
  if (subtotalPaise < coupon.minOrderPaise) {
    const short = formatRupees(paiseToRupees(coupon.minOrderPaise - subtotalPaise));
    return `Coupon ${code} needs an order of at least ${formatRupees(paiseToRupees(coupon.minOrderPaise))}: add ${short} more to use it.`;
  }
  if (coupon.usageLimit !== null && usage.timesUsed >= coupon.usageLimit)
    return `Coupon ${code} has been used up.`;
  const customerRefused =
    (coupon.perCustomerLimit !== null && usage.usedByCustomer >= coupon.perCustomerLimit) ||
    (coupon.firstOrderOnly && usage.hasOrdered);
  if (customerRefused && unprovenEmail)
    return `Coupon ${code} cannot be used with this email as a guest. Sign in to see why.`;
  if (coupon.perCustomerLimit !== null && usage.usedByCustomer >= coupon.perCustomerLimit)
    return coupon.perCustomerLimit === 1
      ? `You have already used coupon ${code}.`
      : `You have already used coupon ${code} ${usage.usedByCustomer} times, as often as it allows.`;
  if (coupon.firstOrderOnly && usage.hasOrdered)
    return `Coupon ${code} is for a first order only, and you have ordered with us before.`;
  return null;
}

/** One answer for a code that is unknown, inactive, expired or not started yet (S47): guessing learns nothing. */
export const noUsableCoupon = (code: string) =>
  `There is no coupon ${code.trim().toUpperCase()} that can be used now. Check the code and try again.`;
