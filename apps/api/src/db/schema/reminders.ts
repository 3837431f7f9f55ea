import { boolean, pgTable } from 'drizzle-orm/pg-core';
import { createdAt, primaryRef } from './columns.ts';
import { orders } from './orders.ts';

/** The one reminder an unpaid online order gets: a row claims it in the transaction that queues the mail. */
export const paymentReminders = pgTable('payment_reminders', {
  orderId: primaryRef('order_id', () => orders.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * The one review request of a delivered order, decided once when it falls due: `mailed` is false when the
 * address had not agreed to marketing mail then (it is not asked again later).
 */
export const reviewRequests = pgTable('review_requests', {
  orderId: primaryRef('order_id', () => orders.id, { onDelete: 'cascade' }),
  mailed: boolean('mailed').notNull(),
  createdAt: createdAt(),
});
