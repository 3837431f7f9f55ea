import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, paise, requiredRef, timestamps, timestamptz } from './columns.ts';
import { orders } from './orders.ts';
import { codOnlinePayments } from './payments.ts';
import { users } from './users.ts';

/** One returned line: how many of the order's item, and what they cost the customer (their paid share). */
export interface ReturnLine {
  itemId: string;
  quantity: number;
  refundPaise: number;
  /** An exchange: the size asked for instead (its stock held from the request, nothing refunded). */
  exchangeSize?: string;
}

/**
 * Where a cash-on-delivery buyer wants the refund of a return sent: a UPI ID, or a bank account. The shop pays
 * it out by hand and records the transfer's reference (docs/decisions/0044).
 */
export type ReturnPayout =
  | { method: 'UPI'; upiId: string }
  | { method: 'BANK'; accountName: string; accountNumber: string; ifsc: string }
  /** Any order: the refund lands in the customer's store credit when the return is received. */
  | { method: 'STORE_CREDIT' };

/**
 * A customer's request to send back some items of a delivered order (docs/api.md "Refunds and returns"):
 * REQUESTED → APPROVED (pickup arranged) → RECEIVED → REFUNDED (with a credit note), or REJECTED before receipt.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id),
    userId: requiredRef('user_id', () => users.id),
    status: text('status').notNull().default('REQUESTED'),
    reason: text('reason').notNull(),
    rejectReason: text('reject_reason'),
    items: jsonb('items').$type<ReturnLine[]>().notNull(),
    refundAmountPaise: paise('refund_amount_paise').notNull(),
    decidedAt: timestamptz('decided_at'),
    receivedAt: timestamptz('received_at'),
    refundedAt: timestamptz('refunded_at'),
    /** Cash-on-delivery orders only: where the refund is paid out. */
    payout: jsonb('payout').$type<ReturnPayout>(),
    /** The bank or UPI transfer's reference, when the admin marks a cash order's refund paid out. */
    payoutReference: text('payout_reference'),
    /** An exchange's new sizes are held in stock: true until received (given to the replacement) or released. */
    exchangeHeld: boolean('exchange_held').notNull().default(false),
    replacementOrderId: uuid('replacement_order_id'),
    ...timestamps(),
  },
  (t) => [
    check(
      'order_returns_status_check',
      sql`${t.status} in ('REQUESTED', 'APPROVED', 'RECEIVED', 'REFUNDED', 'REJECTED')`,
    ),
    check('order_returns_amount_check', sql`${t.refundAmountPaise} >= 0`),
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_created_idx').on(t.createdAt),
  ],
);

/**
 * Money sent back through the payment's gateway: the whole payment when a paid order is cancelled (returnId
 * null), or a return's items. Recorded before the gateway is called; `receipt` (our id) lets a retry find a
 * refund the gateway made but we never heard of. The unique keys make a second refund of the same thing
 * impossible.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id),
    returnId: uuid('return_id').references(() => orderReturns.id),
    /**
     * A capture of a COD order's "pay online" link that the order could not take (confirmed for cash,
     * cancelled or shipped meanwhile; decision 0103): refunded whole, apart from the order's own payment.
     */
    codOnlinePaymentId: uuid('cod_online_payment_id').references(() => codOnlinePayments.id),
    gateway: text('gateway').notNull(),
    paymentId: text('payment_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** While set and recent, one caller is talking to the gateway about this refund; others keep off. */
    claimedAt: timestamptz('claimed_at'),
    lastError: text('last_error'),
    processedAt: timestamptz('processed_at'),
    ...timestamps(),
  },
  (t) => [
    check('refunds_status_check', sql`${t.status} in ('PENDING', 'PROCESSED', 'FAILED')`),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    uniqueIndex('refunds_order_full_key')
      .on(t.orderId)
      .where(sql`${t.returnId} is null and ${t.codOnlinePaymentId} is null`),
    uniqueIndex('refunds_return_key').on(t.returnId),
    uniqueIndex('refunds_cod_online_payment_key').on(t.codOnlinePaymentId),
    uniqueIndex('refunds_gateway_refund_key').on(t.gatewayRefundId),
    index('refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'PENDING'`),
    // An order's refunds, full or of its returns (its list row, its page; issue 47).
    index('refunds_order_idx').on(t.orderId),
  ],
);
