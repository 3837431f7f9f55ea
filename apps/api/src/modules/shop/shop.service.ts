import type { ShopInfo } from '@shop/contracts';
import type { Config } from '../../config.ts';

/**
 * What the storefront and admin are told about the shop; every field comes from configuration. A social network
 * without a URL is left out, so its link is hidden.
 */
export function shopInfoFromConfig(config: Config): ShopInfo {
  const social: ShopInfo['social'] = {};
  if (config.SOCIAL_INSTAGRAM) social.instagram = config.SOCIAL_INSTAGRAM;
  if (config.SOCIAL_FACEBOOK) social.facebook = config.SOCIAL_FACEBOOK;
  if (config.SOCIAL_YOUTUBE) social.youtube = config.SOCIAL_YOUTUBE;
  if (config.SOCIAL_PINTEREST) social.pinterest = config.SOCIAL_PINTEREST;
  return {
    name: config.SHOP_NAME,
    paymentTestMode: config.paymentTestMode,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    supportHours: config.SUPPORT_HOURS,
    address: config.SHOP_ADDRESS,
    cashOnDelivery: { enabled: config.COD_ENABLED, maxOrder: config.COD_MAX_ORDER, fee: config.COD_FEE },
    giftWrapFee: config.GIFT_WRAP_FEE,
    prepaidDiscount: config.PREPAID_DISCOUNT,
    returnWindowDays: config.RETURN_WINDOW_DAYS,
    delivery: { charge: config.DELIVERY_CHARGE, freeFrom: config.FREE_DELIVERY_MIN },
    deliveryDays: {
      min: Math.min(config.DELIVERY_DAYS_MIN, config.DELIVERY_DAYS_MAX),
      max: Math.max(config.DELIVERY_DAYS_MIN, config.DELIVERY_DAYS_MAX),
    },
    seller: {
      legalName: config.SHOP_LEGAL_NAME,
      address: config.SHOP_ADDRESS,
      gstin: config.SHOP_GSTIN,
      countryOfOrigin: config.SHOP_COUNTRY_OF_ORIGIN,
    },
    grievanceOfficer: {
      name: config.GRIEVANCE_OFFICER_NAME,
      designation: config.GRIEVANCE_OFFICER_DESIGNATION,
      email: config.GRIEVANCE_OFFICER_EMAIL,
      phone: config.GRIEVANCE_OFFICER_PHONE,
    },
    privacyNoticeVersion: config.PRIVACY_NOTICE_VERSION,
    social,
  };
}
