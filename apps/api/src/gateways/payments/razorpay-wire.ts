import { z } from 'zod';
import { LINK_STATUSES, type LinkState, type RefundState } from './gateway.ts';

/**
 * Razorpay's payment link entity as its API and its webhooks carry it (only the fields we read; the rest is
 * ignored). `payments` is null until something is paid.
 */
export const linkEntitySchema = z.object({
  id: z.string().min(1).max(64),
  short_url: z.string().optional(),
  status: z.enum(LINK_STATUSES),
  amount: z.number().int().nonnegative(),
  amount_paid: z.number().int().nonnegative(),
  reference_id: z.string().nullish(),
  payments: z
    .array(z.object({ payment_id: z.string(), amount: z.number().int(), status: z.string() }))
    .nullish(),
});
export type LinkEntity = z.infer<typeof linkEntitySchema>;

export function linkStateFromEntity(entity: LinkEntity): LinkState {
  return {
    id: entity.id,
    status: entity.status,
    amountPaise: entity.amount,
    amountPaidPaise: entity.amount_paid,
    referenceId: entity.reference_id ?? '',
    payments: (entity.payments ?? []).map((p) => ({
      paymentId: p.payment_id,
      amountPaise: p.amount,
      status: p.status,
    })),
  };
}

export const paymentEntitySchema = z.object({
  id: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  status: z.string(),
});

/** Razorpay's refund entity (API answers and `refund.*` webhooks). */
export const refundEntitySchema = z.object({
  id: z.string().min(1).max(64),
  payment_id: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  status: z.enum(['pending', 'processed', 'failed']),
  receipt: z.string().nullish(),
});
export type RefundEntity = z.infer<typeof refundEntitySchema>;

export const refundCollectionSchema = z.object({ items: z.array(refundEntitySchema) });

export function refundStateFromEntity(entity: RefundEntity): RefundState {
  return {
    id: entity.id,
    paymentId: entity.payment_id,
    amountPaise: entity.amount,
    status: entity.status,
    receipt: entity.receipt ?? null,
  };
}

/** A webhook delivery: `{ event, payload: { payment_link: { entity }, payment?: { entity } } }`. */
export const webhookSchema = z.object({
  event: z.string().min(1).max(100),
  payload: z.object({
    payment_link: z.object({ entity: linkEntitySchema }).optional(),
    payment: z.object({ entity: paymentEntitySchema }).optional(),
    refund: z.object({ entity: refundEntitySchema }).optional(),
  }),
});
export type WebhookBody = z.infer<typeof webhookSchema>;

/** Razorpay's error answer: `{ error: { code, description } }`. */
export const errorAnswerSchema = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }),
});
