// Zod schemas for the shop's mail: the admin's outbox and the password reset calls.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';
import { pageNumberParam, pageSizeParam } from './common.ts';

export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'SKIPPED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxQuery = z.object({ pageNumber: pageNumberParam, pageSize: pageSizeParam(20) });

export const outboxMail = z.object({
  _id: z.string(),
  /** `whatsapp`: a template message; `to` is the phone (91 + 10 digits), `text` what the template says. */
  channel: z.enum(['email', 'whatsapp']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** WhatsApp: the last status Meta reported (sent, delivered, read, failed); null for mail. */
  deliveryStatus: z.enum(['sent', 'delivered', 'read', 'failed']).nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const forgotPasswordInput = z.strictObject({
  email: z.string().trim().max(254).pipe(z.email('must be a valid email')),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z.strictObject({
  token: z.string().min(1, 'is required').max(200),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
