// Zod schemas for returns (API.md "Refunds and returns"): shared by the API and the web app's forms.
import { z } from 'zod';
import { boundedText, pageNumberParam, pageSizeParam, unset, uuidParam } from './common.ts';
import { REFUND_STATUSES } from './orders.ts';

export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** `POST /api/orders/{id}/returns`: some of the order's items (lines by their `_id`) and why. */
export const returnInput = z.strictObject({
  items: z
    .array(z.strictObject({ itemId: uuidParam, quantity: z.number().int().min(1).max(10) }))
    .min(1, 'choose at least one item')
    .max(50),
  reason: boundedText(500, 3),
});
export type ReturnInput = z.infer<typeof returnInput>;

export const rejectReturnInput = z.strictObject({ reason: boundedText(500, 3) });
export type RejectReturnInput = z.infer<typeof rejectReturnInput>;

export const returnItemReply = z.object({
  itemId: z.string(),
  title: z.string(),
  size: z.string(),
  quantity: z.number(),
  /** Rupees: these items' share of what was paid (after the coupon, without delivery). */
  refundAmount: z.number(),
});

export const returnReply = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(RETURN_STATUSES),
  items: z.array(returnItemReply),
  reason: z.string(),
  rejectReason: z.string().nullable(),
  refundAmount: z.number(),
  /** The refund's state once the return is approved and the order was paid online. */
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReturnReply = z.infer<typeof returnReply>;

export const adminReturnReply = returnReply.extend({
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type AdminReturnReply = z.infer<typeof adminReturnReply>;

export const adminReturnsQuery = z.object({
  status: z.preprocess(unset, z.enum(RETURN_STATUSES).optional()),
  pageNumber: pageNumberParam,
  pageSize: pageSizeParam(20),
});
export type AdminReturnsQuery = z.infer<typeof adminReturnsQuery>;
