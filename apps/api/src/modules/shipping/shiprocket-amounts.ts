import { paiseToRupees } from '@shop/contracts';
import type { OrderAmounts } from '../orders/order-amounts.ts';

/** The order's money fields of `orders/create/adhoc`, in rupees. */
export interface ShiprocketAmounts {
  sub_total: number;
  shipping_charges: number;
  giftwrap_charges: number;
  transaction_charges: number;
  total_discount: number;
}

/**
 * Our order's amounts as Shiprocket's description defines them (decision 0086): `sub_total` is the items at the
 * prices sold (Σ selling_price × units), and each charge and the discounts travel in their own field, so
 * Shiprocket's total — sub_total + shipping + gift wrap + transaction (our COD fee) − total_discount — is what
 * the customer owes, and what a COD courier collects. The one place these are mapped. Cash on delivery is
 * collected in whole rupees (decision 0083): a round-off up rides with the COD fee, one down with the discounts.
 * Store credit and a gift card already paid part (decision 0095): the courier must not collect that part again,
 * so it travels as discount too — Shiprocket's own invoice is not the shop's tax invoice.
 */
export function shiprocketAmounts(
  order: OrderAmounts,
  lines: { quantity: number; unitDiscountedPricePaise: number }[],
): ShiprocketAmounts {
  const itemsPaise = lines.reduce((sum, l) => sum + l.quantity * l.unitDiscountedPricePaise, 0);
  return {
    sub_total: paiseToRupees(itemsPaise),
    shipping_charges: paiseToRupees(order.deliveryChargePaise),
    giftwrap_charges: paiseToRupees(order.giftWrapPaise),
    transaction_charges: paiseToRupees(order.codFeePaise + Math.max(0, order.codRoundOffPaise)),
    total_discount: paiseToRupees(
      order.couponDiscountPaise +
        order.prepaidDiscountPaise +
        Math.max(0, -order.codRoundOffPaise) +
        order.storeCreditPaise +
        order.giftCardPaise,
    ),
  };
}
