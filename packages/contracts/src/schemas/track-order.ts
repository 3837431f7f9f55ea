import { z } from 'zod';

/** `POST /api/orders/track`: a shopper finds an order by its number (as in its mails, `#1A2B3C4D`) and phone. */
export const trackOrderBody = z.strictObject({
  orderNumber: z
    .string()
    .trim()
    .regex(/^#?[0-9a-fA-F]{8}$/, 'must be the 8 letters and digits after # in your order mail'),
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/\D/g, '').slice(-10))
    .pipe(z.string().length(10, 'must be the 10-digit mobile number of the order')),
});
export type TrackOrderBody = z.infer<typeof trackOrderBody>;

/**
 * The order found: its status, and for a guest's order the token that opens its page (`/order/{id}?token=`); a
 * member's order opens in My Orders after signing in. A number and phone that do not match answer 404, the same
 * for every mismatch.
 */
export const trackOrderReply = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  orderToken: z.string().nullable(),
});
export type TrackOrderReply = z.infer<typeof trackOrderReply>;
