// Zod schemas for returns (docs/api.md "Refunds and returns"): shared by the API and the web app's forms.
import { z } from 'zod';
import { boundedText, pageNumberParam, pageSizeParam, unset, uuidParam } from './common.ts';
import { REFUND_STATUSES } from './orders.ts';

/** REQUESTED → APPROVED (pickup arranged) → RECEIVED → REFUNDED (with a credit note), or REJECTED before receipt. */
export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'RECEIVED', 'REFUNDED', 'REJECTED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A UPI virtual payment address: handle@bank, as NPCI allows it. */
export const UPI_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
/** An Indian bank's IFSC: four letters, a zero, six letters or digits. */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Where a cash-on-delivery buyer wants a return's refund paid (online orders are refunded to their payment). */
export const returnPayoutInput = z.discriminatedUnion('method', [
  /** Any order: the refund lands in the customer's store credit as soon as the items are received. */
  z.strictObject({ method: z.literal('STORE_CREDIT') }),
  z.strictObject({
    method: z.literal('UPI'),
    upiId: z.string().trim().regex(UPI_ID, 'enter a UPI ID such as name@okbank'),
  }),
  z.strictObject({
    method: z.literal('BANK'),
    accountName: boundedText(100, 2),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{9,18}$/, 'enter the account number: 9 to 18 digits'),
    ifsc: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(IFSC, 'enter the IFSC: 11 characters such as SBIN0001234')),
  }),
]);
export type ReturnPayoutInput = z.infer<typeof returnPayoutInput>;

/** `POST /api/orders/{id}/returns`: some of the order's items (lines by their `_id`) and why. */
export const returnInput = z.strictObject({
  items: z
    .array(
      z.strictObject({
        itemId: uuidParam,
        quantity: z.number().int().min(1).max(10),
        /** An exchange: the same product in this size instead of a refund (held from the request). */
        exchangeSize: z.string().trim().min(1).max(20).optional(),
      }),
    )
    .min(1, 'choose at least one item')
    .max(50),
  reason: boundedText(500, 3),
  /** Required for a cash-on-delivery order, refused for one paid online. */
  payout: returnPayoutInput.optional(),
});
export type ReturnInput = z.infer<typeof returnInput>;

export const rejectReturnInput = z.strictObject({ reason: boundedText(500, 3) });
export type RejectReturnInput = z.infer<typeof rejectReturnInput>;

/** `PUT /api/admin/returns/{id}/refund`: a cash order's payout needs the transfer's reference (UTR). */
export const refundReturnInput = z
  .strictObject({ payoutReference: boundedText(64, 4).optional() })
  .nullish()
  .transform((body) => body ?? {});
export type RefundReturnInput = z.infer<typeof refundReturnInput>;

export const returnItemReply = z.object({
  itemId: z.string(),
  title: z.string(),
  size: z.string(),
  quantity: z.number(),
  /** Rupees: these items' share of what was paid (after the coupon, without delivery). */
  refundAmount: z.number(),
  exchangeSize: z.string().nullable().optional(),
});

export const returnReply = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(RETURN_STATUSES),
  items: z.array(returnItemReply),
  reason: z.string(),
  rejectReason: z.string().nullable(),
  refundAmount: z.number(),
  /**
   * Where the refund goes, in rupees, summing to refundAmount: what store credit and a gift card paid goes
   * back to them; `payment` goes back the way the rest was paid (the gateway, the owner's transfer for cash
   * on delivery, or store credit when the customer chose it). Null for a return of an order that is gone.
   */
  refundShares: z
    .object({ payment: z.number(), storeCredit: z.number(), giftCard: z.number() })
    .nullable()
    .optional(),
  /** The gateway refund's state once the return is refunded and the order was paid online. */
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  /** Cash orders: where the refund goes (the customer sees the account's last four digits only). */
  payout: z
    .union([
      z.object({ method: z.literal('STORE_CREDIT') }),
      z.object({ method: z.literal('UPI'), upiId: z.string() }),
      z.object({
        method: z.literal('BANK'),
        accountName: z.string(),
        accountNumber: z.string(),
        ifsc: z.string(),
      }),
    ])
    .nullable(),
  payoutReference: z.string().nullable(),
  /** The partial credit note issued when the return was refunded. */
  creditNote: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  createdAt: z.string(),
  /** When it was approved or rejected. */
  decidedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** An exchange's replacement order, once the return is received. */
  replacementOrderId: z.string().nullable().optional(),
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
