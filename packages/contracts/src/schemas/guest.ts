// Zod schemas for guest checkout (docs/api.md "Guest checkout"): shared by the API and the web app.
import { z } from 'zod';
import { addressFields, addressInput } from './addresses.ts';
import { addToCartBody } from './cart.ts';
import { giftInput, orderReply } from './orders.ts';

/** `POST /api/guest/orders`: the guest's email, the lines (the server prices them), an address, a coupon. */
export const guestOrderBody = z.strictObject({
  email: z.string().trim().max(254).pipe(z.email('must be a valid email')),
  items: z.array(addToCartBody).min(1, 'add something to your cart first').max(50),
  // The spec's Address may carry `email` (docs/api.md): accepted; the order's email is always the guest's own `email`.
  shippingAddress: addressInput.extend({ email: addressFields.email.optional() }),
  couponCode: z.string().trim().min(1).max(40).optional(),
  gift: giftInput.optional(),
  /** The marketing checkbox (unticked by default): consent for this email. */
  marketingConsent: z.boolean().optional(),
  /** "Order updates on WhatsApp" (unticked by default): consent for the order's phone. */
  whatsappOptIn: z.boolean().optional(),
});
export type GuestOrderBody = z.infer<typeof guestOrderBody>;

/** The new order and the token that opens it alone (also in the mailed link). */
export const guestOrderReply = z.object({ order: orderReply, orderToken: z.string() });
export type GuestOrderReply = z.infer<typeof guestOrderReply>;
