/**
 * PREPAID_DISCOUNT's line: whole paise, rounded down, of what the items cost after the coupon (delivery, gift
 * wrap and fees are not discounted). The order carries it while it is to be paid online (decision 0072).
 * BigInt, as orders may exceed 2^53 paise once multiplied.
 */
export function prepaidDiscountPaise(itemsAfterCouponPaise: number, percent: number): number {
  if (percent <= 0 || itemsAfterCouponPaise <= 0) return 0;
  return Number((BigInt(itemsAfterCouponPaise) * BigInt(Math.round(percent * 100))) / 10_000n);
}
