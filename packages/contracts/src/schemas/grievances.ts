import { z } from 'zod';
import { boundedText } from './common.ts';

/**
 * Grievances (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)): acknowledged within 48 hours and resolved
 * within one month of receipt. The ticket is the complainant's handle, unguessable by anyone else (S68).
 */
export const grievanceInput = z.strictObject({
  name: boundedText(100),
  email: z.string().trim().max(254).pipe(z.email('must be a valid email')),
  phone: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\+?[\d\s()-]{6,24}$/, 'must be a phone number'),
    ])
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  orderId: z
    .union([z.literal(''), boundedText(60)])
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
  subject: boundedText(150),
  message: boundedText(5000),
});
export type GrievanceInput = z.input<typeof grievanceInput>;

export const grievanceCreated = z.object({
  ticket: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
});
export type GrievanceCreated = z.infer<typeof grievanceCreated>;

export const GRIEVANCE_STATUSES = ['OPEN', 'RESOLVED'] as const;

export const grievance = z.object({
  ticket: z.string(),
  subject: z.string(),
  message: z.string(),
  orderId: z.string().nullable(),
  status: z.enum(GRIEVANCE_STATUSES),
  createdAt: z.string(),
  acknowledgeBy: z.string(),
  resolveBy: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  replies: z.array(z.object({ body: z.string(), createdAt: z.string() })),
});
export type Grievance = z.infer<typeof grievance>;

/** The owner's desk: oldest due first; `overdue` when an open ticket has passed its next deadline. */
export const adminGrievance = grievance.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The next deadline: the acknowledgement's until the shop first replies, then the resolution's. */
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type AdminGrievance = z.infer<typeof adminGrievance>;

export const adminGrievanceList = z.object({
  content: z.array(adminGrievance),
  overdue: z.number().int(),
  open: z.number().int(),
});
export type AdminGrievanceList = z.infer<typeof adminGrievanceList>;

export const grievanceUpdate = z.strictObject({
  reply: boundedText(5000).optional(),
  status: z.enum(GRIEVANCE_STATUSES),
});
export type GrievanceUpdate = z.infer<typeof grievanceUpdate>;
