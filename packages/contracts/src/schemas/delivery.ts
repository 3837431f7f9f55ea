// Zod schemas for delivery by PIN code: the check a shopper runs and the owner's PIN rules.
import { z } from 'zod';

export const pincodeParam = z.object({ pincode: z.string().max(20) });

/** `?personalised=id,id`: products to be personalised; the estimate adds the longest of their extra days. */
export const deliveryCheckQuery = z.object({
  personalised: z
    .string()
    .max(800)
    .transform((value) => value.split(',').filter((id) => id !== ''))
    .pipe(z.array(z.uuid('must be product ids')).max(20))
    .optional(),
});

/** `GET /api/delivery/{pincode}`: where the PIN is, whether the shop delivers and takes cash there, and when. */
export const deliveryCheck = z.object({
  pincode: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  serviceable: z.boolean(),
  cod: z.boolean(),
  /** Working days (Sundays off), as ISO dates (YYYY-MM-DD); null when the PIN is not served. */
  estimate: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheck>;

/** One owner rule: a whole PIN or its first digits, and what holds there. */
export const deliveryRule = z.strictObject({
  prefix: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,5}$/, 'must be a PIN code or its first digits (1 to 6 digits, not starting with 0)'),
  serviceable: z.boolean(),
  cod: z.boolean(),
  extraDays: z.number().int().min(0).max(60).default(0),
});
export type DeliveryRule = z.infer<typeof deliveryRule>;

export const MAX_DELIVERY_RULES = 5000;

/** `PUT /api/admin/delivery-rules` (JSON): the whole set of rules, replacing the earlier one. */
export const deliveryRulesBody = z.strictObject({
  rules: z
    .array(deliveryRule)
    .max(MAX_DELIVERY_RULES)
    .refine((rules) => new Set(rules.map((r) => r.prefix)).size === rules.length, 'has the same PIN twice'),
});

export const deliveryRulesReply = z.object({ rules: z.array(deliveryRule.required()) });
export type DeliveryRulesReply = z.infer<typeof deliveryRulesReply>;
