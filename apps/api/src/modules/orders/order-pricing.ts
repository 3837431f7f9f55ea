import type { GiftInput } from '@shop/contracts';
import type { GiftCopy } from '../../db/schema/index.ts';
import { type DeliveryRule, totalsOf } from '../cart/cart-view.ts';
import { giftOf } from './gift.ts';
import { prepaidDiscountPaise } from './prepaid-discount.ts';

/** Every amount of an order to be paid online, in paise. */
export interface OrderPrice {
  pricePaise: number;
  /** What the items cost after their own discounts: the order's itemsTotal. */
  itemsPaise: number;
  items: number;
  couponPaise: number;
  deliveryPaise: number;
  wrapPaise: number;
  gift: GiftCopy | null;
  prepaidPaise: number;
  /** What paying online charges: items − coupon − prepaid discount + delivery + gift wrap. */
  onlinePayablePaise: number;
}

/**
 * The one pricing of an order, shared by order placement (writeOrder) and the checkout quote, so what the
 * shopper is shown before the last tap is what the order charges. The coupon's discount is worked out by the
 * caller on `itemsPaise` (coupons); free delivery counts what the items cost after it (decision 0036); the
 * prepaid discount is taken from the items after the coupon (decision 0072).
 */
export function priceOrder(
  lines: { quantity: number; pricePaise: number; discountedPricePaise: number }[],
  couponPaise: number,
  giftInput: GiftInput | undefined,
  settings: { delivery: DeliveryRule; giftWrapPaise: number; prepaidDiscountPercent: number },
): OrderPrice {
  const totals = totalsOf(lines, settings.delivery, couponPaise);
  const { gift, wrapPaise } = giftOf(giftInput, settings.giftWrapPaise);
  const prepaidPaise = prepaidDiscountPaise(
    totals.discountedPaise - couponPaise,
    settings.prepaidDiscountPercent,
  );
  return {
    pricePaise: totals.pricePaise,
    itemsPaise: totals.discountedPaise,
    items: totals.items,
    couponPaise,
    deliveryPaise: totals.deliveryPaise,
    wrapPaise,
    gift,
    prepaidPaise,
    onlinePayablePaise:
      totals.discountedPaise - couponPaise - prepaidPaise + totals.deliveryPaise + wrapPaise,
  };
}

/** The cash to collect in whole rupees, halves up, as Indian shops and couriers count cash (decision 0083). */
export const wholeRupeesPaise = (paise: number) => Math.floor((paise + 50) / 100) * 100;

/** The order paid by cash on delivery, in paise: no prepaid discount, the fee added, the total rounded. */
export function codPrice(payableWithoutPrepaidPaise: number, feePaise: number) {
  const exactPaise = payableWithoutPrepaidPaise + feePaise;
  const payablePaise = wholeRupeesPaise(exactPaise);
  return { feePaise, exactPaise, roundOffPaise: payablePaise - exactPaise, payablePaise };
}
