// Zod schemas of "pay online and save" from a cash-on-delivery confirmation (mail and WhatsApp link).
import { z } from 'zod';

/** The confirmation's own token, as the confirm link carries it. */
export const codPayOnlineBody = z.strictObject({ token: z.string().trim().min(1).max(200) });
export type CodPayOnlineBody = z.infer<typeof codPayOnlineBody>;

/** What the page shows: rupees; `unavailable` says why the order can no longer be paid online. */
export const codPayOnlineQuoteReply = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  codTotal: z.number(),
  onlineTotal: z.number(),
  saving: z.number(),
  unavailable: z.string().nullable(),
});
export type CodPayOnlineQuoteReply = z.infer<typeof codPayOnlineQuoteReply>;

export const codPayOnlineLinkReply = z.object({ url: z.string() });

/** Back from the payment page: the link id the gateway puts on the return address. */
export const codPayOnlineReturnBody = z.strictObject({
  linkId: z
    .string()
    .trim()
    .max(64)
    .regex(/^plink_[A-Za-z0-9]+$/, { message: 'is not a valid id' }),
});
export const codPayOnlineReturnReply = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** False while the gateway has not reported the payment yet. */
  paid: z.boolean(),
});
export type CodPayOnlineReturnReply = z.infer<typeof codPayOnlineReturnReply>;
