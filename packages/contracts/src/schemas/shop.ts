import { z } from 'zod';

/** GET /api/shop: what every page of the storefront and the admin needs to know about the shop, from its config. */
export const shopInfo = z.object({
  name: z.string(),
  /** True while the simulated gateway takes the payments: no money moves, and every page says so. */
  paymentTestMode: z.boolean(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  supportHours: z.string(),
  address: z.string(),
  /** Whether the summary step offers cash on delivery, up to which total (rupees), and its fee (rupees). */
  cashOnDelivery: z.object({ enabled: z.boolean(), maxOrder: z.number(), fee: z.number() }),
  /** GIFT_WRAP_FEE (rupees; 0: wrapping is free), offered at the summary step. */
  giftWrapFee: z.number(),
  /** PREPAID_DISCOUNT (percent of the items after any coupon) on orders paid online; 0: none. */
  prepaidDiscount: z.number(),
  /** Days after delivery in which a piece can be returned or exchanged. */
  returnWindowDays: z.number().int(),
  /**
   * DELIVERY_CHARGE and FREE_DELIVERY_MIN (rupees): the charge applies below `freeFrom`; a charge of 0 (the
   * default) or no minimum means free on every order. Every promise of free delivery is worded from these.
   */
  delivery: z.object({ charge: z.number(), freeFrom: z.number() }),
  /** The usual delivery time in working days, for the product page's estimate. */
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
  /** The seller and its grievance officer, as the Consumer Protection (E-Commerce) Rules ask every shop to show. */
  seller: z.object({
    legalName: z.string(),
    address: z.string(),
    gstin: z.string(),
    countryOfOrigin: z.string(),
  }),
  grievanceOfficer: z.object({
    name: z.string(),
    designation: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /** The privacy notice's current version: every consent records the one it answered. */
  privacyNoticeVersion: z.string(),
  /** Only the networks the shop has set up; a missing key means no link. */
  social: z.object({
    instagram: z.string().optional(),
    facebook: z.string().optional(),
    youtube: z.string().optional(),
    pinterest: z.string().optional(),
  }),
});

export type ShopInfo = z.infer<typeof shopInfo>;
