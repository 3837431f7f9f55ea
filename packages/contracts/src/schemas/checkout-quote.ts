import { z } from 'zod';

/**
 * `POST /api/checkout/quote` (docs/api.md "Fourth round"): every amount of the order the same body would place, in
 * rupees, worked out by the server with the function that prices the order itself, for both ways of paying.
 * `cod.reason` says why cash on delivery is not available (null when it is); `cod.roundOff` is what rounding
 * the cash to collect to whole rupees adds (negative: takes off).
 */
export const checkoutQuoteReply = z.object({
  itemsTotal: z.number(),
  couponDiscount: z.number(),
  deliveryCharge: z.number(),
  giftWrap: z.number(),
  /** Ways to pay, not discounts (issue 43): what store credit and a gift card pay, taken off both totals. */
  storeCredit: z.number(),
  giftCard: z.number(),
  online: z.object({ prepaidDiscount: z.number(), totalPayable: z.number() }),
  cod: z.object({
    available: z.boolean(),
    codFee: z.number(),
    roundOff: z.number(),
    totalPayable: z.number(),
    reason: z.string().nullable(),
  }),
});
export type CheckoutQuoteReply = z.infer<typeof checkoutQuoteReply>;

/** `?orderId=`: a signed-in customer's pending order, quoted as it stands (its wallet part already taken). */
export const checkoutQuoteQuery = z.object({ orderId: z.uuid().optional() });
