import { formatRupees } from '@shop/contracts';
import type { Config } from '../../config.ts';

type PageConfig = Pick<
  Config,
  | 'SHOP_NAME'
  | 'SUPPORT_EMAIL'
  | 'SUPPORT_PHONE'
  | 'SUPPORT_HOURS'
  | 'SHOP_ADDRESS'
  | 'DELIVERY_CHARGE'
  | 'FREE_DELIVERY_MIN'
  | 'RETURN_WINDOW_DAYS'
>;

/** The delivery rule of cart-view.ts in words: a charge only when one is set and the order is below the minimum. */
export function deliveryPolicy(config: Pick<Config, 'DELIVERY_CHARGE' | 'FREE_DELIVERY_MIN'>): string {
  if (config.DELIVERY_CHARGE <= 0 || config.FREE_DELIVERY_MIN <= 0) return 'Delivery is free on every order.';
  // Counted after any coupon, as the cart and the order compute it (docs/decisions/0036).
  return `Delivery is free on orders of ${formatRupees(config.FREE_DELIVERY_MIN)} and above, counted after any coupon; orders below that pay a delivery charge of ${formatRupees(config.DELIVERY_CHARGE)}, shown at checkout before you pay.`;
}

/** What `{{name}}` stands for in the pages' markdown. */
export function pageValues(config: PageConfig): Record<string, string> {
  return {
    shopName: config.SHOP_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    // For tel: links: the digits and a leading plus only.
    supportPhoneLink: config.SUPPORT_PHONE.replace(/(?!^\+)[^\d]/g, ''),
    supportHours: config.SUPPORT_HOURS,
    shopAddress: config.SHOP_ADDRESS,
    deliveryPolicy: deliveryPolicy(config),
    returnWindowDays: String(config.RETURN_WINDOW_DAYS),
  };
}
