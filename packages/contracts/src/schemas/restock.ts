// Zod schemas for "Notify me" on a sold-out size and the owner's restock list.
import { z } from 'zod';
import { sizeName } from './cart.ts';

/**
 * A guest gives an address; a signed-in customer's own is used when none is given. A guest may also give a
 * phone and tick both boxes (unticked by default) to be told on WhatsApp too: WhatsApp messages, and marketing
 * (back in stock is one).
 */
export const restockNotifyBody = z
  .strictObject({
    size: sizeName,
    email: z.string().trim().max(254).pipe(z.email('must be a valid email')).optional(),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'must be 10 digits')
      .optional(),
    whatsappOptIn: z.boolean().optional(),
    marketingOptIn: z.boolean().optional(),
  })
  .refine((body) => !body.whatsappOptIn || body.phoneNumber, {
    message: 'Give the phone number to be told on WhatsApp',
    path: ['phoneNumber'],
  });
export type RestockNotifyBody = z.infer<typeof restockNotifyBody>;

export const restockNotifyReply = z.object({ subscribed: z.literal(true) });

export const restockDemandRow = z.object({
  productId: z.string(),
  title: z.string(),
  size: z.string(),
  /** Addresses waiting for this size. */
  waiting: z.number().int(),
});
export const restockDemandReply = z.array(restockDemandRow);
export type RestockDemandRow = z.infer<typeof restockDemandRow>;
