// Zod schemas for the payments area: shared by the API (validation, OpenAPI) and the web app (forms).
import { z } from 'zod';
import { ORDER_STATUSES } from '../orders.ts';
import { unset } from './common.ts';
import { orderReply } from './orders.ts';

/** `POST /api/payments/{orderId}` takes no fields: an empty body, `{}`, or none at all. */
export const createPaymentLinkBody = z.strictObject({}).nullish();

export const paymentLinkReply = z.object({
  Payment_link_url: z.string(),
  Payment_link_id: z.string(),
});
export type PaymentLinkReply = z.infer<typeof paymentLinkReply>;

/** Razorpay's ids: a prefix, an underscore, letters and digits (`pay_…`, `plink_…`). */
const gatewayId = (prefix: string) =>
  z
    .string()
    .trim()
    .max(64, { message: 'is not a valid id' })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), { message: 'is not a valid id' });

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

/**
 * `GET /api/payments`: what Razorpay puts on the return URL. The spec's client sends only `payment_id` and
 * `order_id`; our web app also passes the link id, reference, status and signature, which are then checked.
 */
export const paymentReturnQuery = z.object({
  payment_id: gatewayId('pay'),
  order_id: z.uuid({ message: 'must be a valid order id' }),
  payment_link_id: optional(gatewayId('plink')),
  payment_link_reference_id: optional(z.string().max(64)),
  payment_link_status: optional(z.string().max(32)),
  signature: optional(z.string().max(256)),
});
export type PaymentReturnQuery = z.infer<typeof paymentReturnQuery>;

/** The result of a payment return: the order's status now, and the order as `GET /api/orders/{id}` shows it. */
export const paymentResultReply = z.object({ status: z.enum(ORDER_STATUSES), order: orderReply });
export type PaymentResultReply = z.infer<typeof paymentResultReply>;
