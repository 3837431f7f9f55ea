import { z } from 'zod';

/** DPDP Act s.6: what each consent is for. WhatsApp's are given in the WhatsApp module (docs/law.md). */
export const CONSENT_PURPOSES = ['marketing_email', 'whatsapp_updates', 'whatsapp_marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const consentEvent = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  given: z.boolean(),
  at: z.string(),
  noticeVersion: z.string(),
  source: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEvent>;
export const consentHistory = z.array(consentEvent);

/** Closing one's account asks for the password again (S67). */
export const closeAccountInput = z.strictObject({ password: z.string().min(1, 'is required').max(200) });

/** `GET /api/users/me/data`: everything the shop holds on the signed-in person. */
export const personalDataExport = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    createdAt: z.string(),
  }),
  addresses: z.array(z.record(z.string(), z.unknown())),
  orders: z.array(z.record(z.string(), z.unknown())),
  returns: z.array(z.record(z.string(), z.unknown())),
  reviews: z.array(z.record(z.string(), z.unknown())),
  wishlist: z.array(z.record(z.string(), z.unknown())),
  cart: z.array(z.record(z.string(), z.unknown())),
  consents: consentHistory,
  grievances: z.array(z.record(z.string(), z.unknown())),
  wallet: z.array(z.record(z.string(), z.unknown())),
});
export type PersonalDataExport = z.infer<typeof personalDataExport>;
