/** The amounts of an order that add up to what its customer pays, in paise. */
export interface OrderAmounts {
  totalDiscountedPricePaise: number;
  couponDiscountPaise: number;
  prepaidDiscountPaise: number;
  deliveryChargePaise: number;
  codFeePaise: number;
  giftWrapPaise: number;
  codRoundOffPaise: number;
  /** Ways to pay, not discounts: taken off what the payment link or the courier collects. */
  storeCreditPaise: number;
  giftCardPaise: number;
}

/**
 * What the order comes to, in paise: every fee and discount in, before store credit and a gift card pay their
 * part. The same as the `orders.order_total_paise` column, which SQL reads (revenue, reports, coupon figures);
 * this one is for rows in memory, such as an order being changed in a transaction.
 */
export const orderTotalPaise = (order: Omit<OrderAmounts, 'storeCreditPaise' | 'giftCardPaise'>) =>
  order.totalDiscountedPricePaise -
  order.couponDiscountPaise -
  order.prepaidDiscountPaise +
  order.deliveryChargePaise +
  order.giftWrapPaise +
  order.codFeePaise +
  order.codRoundOffPaise;

/**
 * What the customer still pays, in paise, by the payment link or to the courier: the order's total less store
 * credit and gift card. The same as the `orders.payable_paise` column; the one formula for replies, payment
 * links and mails.
 */
export const orderPayablePaise = (order: OrderAmounts) =>
  orderTotalPaise(order) - order.storeCreditPaise - order.giftCardPaise;
