import type { Config } from '../../config.ts';
import type { CloudApiSettings } from '../../gateways/whatsapp/cloud-api.ts';

/** Each message the shop sends on WhatsApp, by the approved template it uses. */
export const WHATSAPP_EVENTS = [
  'orderPlaced',
  'codConfirm',
  'codConfirmPayOnline',
  'shipped',
  'outForDelivery',
  'delivered',
  'refunded',
  'cartReminder',
  'backInStock',
  'test',
] as const;
export type WhatsappEvent = (typeof WHATSAPP_EVENTS)[number];

export interface WhatsappSettings {
  /** The Cloud API's settings; undefined while any of the four is unset (WhatsApp is then off). */
  api: CloudApiSettings | undefined;
  appSecret: string | undefined;
  verifyToken: string | undefined;
  language: string;
  templates: Record<WhatsappEvent, string>;
  /** PREPAID_DISCOUNT: above 0, the COD confirmation offers paying online with the saving. */
  prepaidDiscountPercent: number;
  appUrl: string;
}

export function whatsappSettingsFrom(config: Config): WhatsappSettings {
  const { WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } =
    config;
  const on =
    WHATSAPP_PHONE_NUMBER_ID && WHATSAPP_ACCESS_TOKEN && WHATSAPP_APP_SECRET && WHATSAPP_VERIFY_TOKEN;
  return {
    api: on
      ? {
          apiUrl: config.WHATSAPP_API_URL,
          phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
          accessToken: WHATSAPP_ACCESS_TOKEN,
        }
      : undefined,
    appSecret: WHATSAPP_APP_SECRET,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
    language: config.WHATSAPP_TEMPLATE_LANGUAGE,
    prepaidDiscountPercent: config.PREPAID_DISCOUNT,
    appUrl: config.APP_URL,
    templates: {
      orderPlaced: config.WHATSAPP_TEMPLATE_ORDER_PLACED,
      codConfirm: config.WHATSAPP_TEMPLATE_COD_CONFIRM,
      codConfirmPayOnline: config.WHATSAPP_TEMPLATE_COD_CONFIRM_PAY_ONLINE,
      shipped: config.WHATSAPP_TEMPLATE_SHIPPED,
      outForDelivery: config.WHATSAPP_TEMPLATE_OUT_FOR_DELIVERY,
      delivered: config.WHATSAPP_TEMPLATE_DELIVERED,
      refunded: config.WHATSAPP_TEMPLATE_REFUNDED,
      cartReminder: config.WHATSAPP_TEMPLATE_CART_REMINDER,
      backInStock: config.WHATSAPP_TEMPLATE_BACK_IN_STOCK,
      test: config.WHATSAPP_TEMPLATE_TEST,
    },
  };
}

let current: WhatsappSettings | undefined;

/** Set once by the WhatsApp plugin at start-up, like the mail's settings. */
export function setWhatsappSettings(settings: WhatsappSettings): void {
  current = settings;
}

/** The settings in use; before the plugin ran (a unit test), WhatsApp is off. */
export function whatsappSettings(): WhatsappSettings | undefined {
  return current;
}
