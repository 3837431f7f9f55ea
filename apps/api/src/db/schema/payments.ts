import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, paise, requiredRef, timestamptz } from './columns.ts';
import { orders } from './orders.ts';

/** A captured payment. At most one per order, so a payment can never be counted twice. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id),
    gateway: text('gateway').notNull(),
    paymentId: text('payment_id').notNull().unique(),
    paymentLinkId: text('payment_link_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_order_key').on(t.orderId)],
);

/** Webhook deliveries already handled; the primary key makes a redelivery a no-op. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/** The simulated gateway's own state, shaped like Razorpay's payment link resource. */
export const simulatedPaymentLinks = pgTable(
  'simulated_payment_links',
  {
    id: text('id').primaryKey(),
    referenceId: text('reference_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    amountPaidPaise: paise('amount_paid_paise').notNull().default(0),
    status: text('status').notNull().default('created'),
    callbackUrl: text('callback_url').notNull(),
    description: text('description').notNull().default(''),
    expireBy: timestamptz('expire_by').notNull(),
    payments: jsonb('payments')
      .$type<{ payment_id: string; amount: number; status: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index('simulated_payment_links_reference_idx').on(t.referenceId)],
);

/**
 * A payment link that moves a cash-on-delivery order to online payment (the COD confirmation's "pay online
 * and save"). Its id is the link's reference, so a webhook finds it as gift card purchases are found; one row
 * per link made. `outcome`: null while unpaid, `applied` when its capture switched the order, or why a
 * capture could not be applied (the order was confirmed, cancelled or shipped meanwhile): flagged for refund.
 */
export const codOnlinePayments = pgTable(
  'cod_online_payments',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id),
    /** What the link charges, and the prepaid discount in it: the order's amounts once it is paid. */
    amountPaise: paise('amount_paise').notNull(),
    prepaidDiscountPaise: paise('prepaid_discount_paise').notNull(),
    paymentLinkId: text('payment_link_id').notNull().unique(),
    paymentLinkUrl: text('payment_link_url').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    paymentId: text('payment_id').unique(),
    outcome: text('outcome'),
    settledAt: timestamptz('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('cod_online_payments_order_idx').on(t.orderId)],
);
