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
  | 'SHOP_LEGAL_NAME'
  | 'SHOP_GSTIN'
  | 'GRIEVANCE_OFFICER_NAME'
  | 'GRIEVANCE_OFFICER_DESIGNATION'
  | 'GRIEVANCE_OFFICER_EMAIL'
  | 'GRIEVANCE_OFFICER_PHONE'
  | 'PRIVACY_NOTICE_VERSION'
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
    legalName: config.SHOP_LEGAL_NAME,
    gstin: config.SHOP_GSTIN,
    grievanceOfficerName: config.GRIEVANCE_OFFICER_NAME,
    grievanceOfficerDesignation: config.GRIEVANCE_OFFICER_DESIGNATION,
    grievanceOfficerEmail: config.GRIEVANCE_OFFICER_EMAIL,
    grievanceOfficerPhone: config.GRIEVANCE_OFFICER_PHONE,
    grievanceOfficerPhoneLink: config.GRIEVANCE_OFFICER_PHONE.replace(/(?!^\+)[^\d]/g, ''),
    privacyNoticeVersion: config.PRIVACY_NOTICE_VERSION,
  };
}
