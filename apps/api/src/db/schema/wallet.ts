import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, paise, primaryRef, requiredRef, timestamps, timestamptz } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A customer's store credit: one append-only ledger (docs/store-credit-and-gift-cards.md). Rows are never
 * updated or deleted (a trigger refuses it); the balance is their sum, kept beside them in
 * store_credit_accounts by a trigger whose CHECK (balance >= 0) refuses any entry that would overspend.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id),
    /** Positive: credit; negative: spent, taken back or expired. */
    amountPaise: paise('amount_paise').notNull(),
    /** goodwill, return, cancel_refund, return_refund, order, expired */
    reason: text('reason').notNull(),
    /** The owner's words for a goodwill entry. */
    note: text('note'),
    orderId: uuid('order_id').references(() => orders.id),
    returnId: uuid('return_id'),
    /** A credit's last day when STORE_CREDIT_EXPIRY_DAYS is set; null: never. */
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('store_credit_entries_amount_check', sql`${t.amountPaise} <> 0`),
    index('store_credit_entries_user_idx').on(t.userId, t.createdAt),
    index('store_credit_entries_order_idx').on(t.orderId),
    // A return pays out to credit once.
    uniqueIndex('store_credit_entries_return_key')
      .on(t.returnId, t.reason)
      .where(sql`${t.returnId} is not null`),
  ],
);

/** The ledger's sum per customer, written only by the entries' trigger; the row a spender locks. */
export const storeCreditAccounts = pgTable(
  'store_credit_accounts',
  {
    userId: primaryRef('user_id', () => users.id),
    balancePaise: paise('balance_paise').notNull().default(0),
  },
  (t) => [check('store_credit_accounts_balance_check', sql`${t.balancePaise} >= 0`)],
);

/**
 * A gift card: its code is shown only to its recipient, in the mail derived at sending time from `codeRef`
 * and the server's secret; only the code's SHA-256 is kept (S65). Its balance is its ledger's sum, kept by a
 * trigger like store credit's.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    codeRef: text('code_ref').notNull(),
    codeHash: text('code_hash').notNull(),
    last4: text('last4').notNull(),
    initialPaise: paise('initial_paise').notNull(),
    balancePaise: paise('balance_paise').notNull().default(0),
    purchaseId: uuid('purchase_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('gift_cards_balance_check', sql`${t.balancePaise} >= 0 and ${t.balancePaise} <= ${t.initialPaise}`),
    uniqueIndex('gift_cards_code_hash_key').on(t.codeHash),
    uniqueIndex('gift_cards_purchase_key').on(t.purchaseId),
  ],
);

/** A gift card's ledger: its issue (positive), payments (negative) and what cancellations give back. */
export const giftCardEntries = pgTable(
  'gift_card_entries',
  {
    id: id(),
    giftCardId: requiredRef('gift_card_id', () => giftCards.id),
    amountPaise: paise('amount_paise').notNull(),
    /** issued, order, cancel_refund, return_refund */
    reason: text('reason').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    returnId: uuid('return_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_card_entries_amount_check', sql`${t.amountPaise} <> 0`),
    index('gift_card_entries_card_idx').on(t.giftCardId),
    index('gift_card_entries_order_idx').on(t.orderId),
  ],
);

/** A gift card bought and paid through a payment link like an order: PENDING → PAID → SENT (or CANCELLED). */
export const giftCardPurchases = pgTable(
  'gift_card_purchases',
  {
    id: id(),
    buyerId: requiredRef('buyer_id', () => users.id),
    amountPaise: paise('amount_paise').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message'),
    /** The day the recipient is mailed; null: at once. */
    sendAt: timestamptz('send_at'),
    status: text('status').notNull().default('PENDING'),
    paymentLinkId: text('payment_link_id'),
    paymentLinkUrl: text('payment_link_url'),
    paymentId: text('payment_id'),
    paidAt: timestamptz('paid_at'),
    sentAt: timestamptz('sent_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('gift_card_purchases_status_check', sql`${t.status} in ('PENDING', 'PAID', 'SENT', 'CANCELLED')`),
    check('gift_card_purchases_amount_check', sql`${t.amountPaise} between 50000 and 1000000`),
    uniqueIndex('gift_card_purchases_link_key').on(t.paymentLinkId),
    uniqueIndex('gift_card_purchases_payment_key').on(t.paymentId),
    index('gift_card_purchases_due_idx').on(t.sendAt).where(sql`${t.status} = 'PAID'`),
  ],
);
