// Zod schemas for WhatsApp: the customer's consent and the admin's settings check.
import { z } from 'zod';

/** `GET/PUT /api/users/whatsapp`: "Order updates on WhatsApp", unticked unless the customer ticks it. */
export const whatsappConsent = z.strictObject({ optIn: z.boolean() });
export type WhatsappConsent = z.infer<typeof whatsappConsent>;

export const WHATSAPP_SETTINGS = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** `GET /api/admin/whatsapp`: which settings are set (never their values) and the template names in use. */
export const whatsappCheck = z.object({
  enabled: z.boolean(),
  settings: z.array(z.object({ name: z.string(), set: z.boolean() })),
  apiUrl: z.string(),
  language: z.string(),
  templates: z.array(z.object({ event: z.string(), name: z.string() })),
});
export type WhatsappCheck = z.infer<typeof whatsappCheck>;

/** `POST /api/admin/whatsapp/test`: a test message to the owner's phone (10 digits). */
export const whatsappTestBody = z.strictObject({
  phone: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile number'),
});
export const whatsappTestReply = z.object({ messageId: z.string() });
