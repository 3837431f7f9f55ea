import { rupeesToPaise } from '@shop/contracts';
import type { Config } from '../../config.ts';
import { deliveryRule } from '../cart/cart-view.ts';
import { sellerOf } from '../gst/seller.ts';
import type { OrderSettings } from './orders.service.ts';

/** How orders are priced and kept, from the configuration: one place for the customer's and the guest's checkout. */
export function orderSettingsOf(config: Config): OrderSettings {
  return {
    delivery: deliveryRule(config),
    paymentWindowMinutes: config.PAYMENT_WINDOW_MINUTES,
    seller: sellerOf(config),
    invoicePrefix: config.INVOICE_PREFIX,
    giftWrapPaise: rupeesToPaise(config.GIFT_WRAP_FEE),
    prepaidDiscountPercent: config.PREPAID_DISCOUNT,
  };
}
