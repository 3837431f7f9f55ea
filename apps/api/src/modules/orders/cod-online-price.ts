import { HIDDEN_TOKEN } from '../mail/hidden-links.ts';
import { type OrderAmounts, orderPayablePaise } from './order-amounts.ts';
import { prepaidDiscountPaise } from './prepaid-discount.ts';

/**
 * The order as paid online instead: the prepaid discount of the items after the coupon (as priceOrder takes
 * it), no COD fee, no round-off; store credit and gift card stay applied. Totals through orderPayablePaise.
 */
export function codOnlinePrice(order: OrderAmounts, prepaidDiscountPercent: number) {
  const prepaidPaise = prepaidDiscountPaise(
    order.totalDiscountedPricePaise - order.couponDiscountPaise,
    prepaidDiscountPercent,
  );
  const online = { ...order, prepaidDiscountPaise: prepaidPaise, codFeePaise: 0, codRoundOffPaise: 0 };
  const codPayablePaise = orderPayablePaise(order);
  const payablePaise = orderPayablePaise(online);
  return { prepaidPaise, payablePaise, codPayablePaise, savingPaise: codPayablePaise - payablePaise };
}

/** The page that moves a COD order to online payment; it opens with the confirmation's own token (S46). */
export const codPayOnlineUrl = (appUrl: string) => `${appUrl}/cod-pay?token=${HIDDEN_TOKEN}`;
