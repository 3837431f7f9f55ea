import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { carts } from './carts.ts';
import { createdAt, id, requiredRef, timestamptz } from './columns.ts';

/**
 * What each address agreed to about marketing mail (S59), by address so guests are covered too. `consent` is
 * the sign-up or profile checkbox (unticked by default); `unsubscribed_at` is the last withdrawal, which also
 * stops mail a notify request asked for before it. Unsubscribe links carry a token derived from the row id; only its SHA-256 is kept here.
 */
export const marketingContacts = pgTable('marketing_contacts', {
  id: id(),
  /** Lower case. */
  email: text('email').notNull().unique(),
  consent: boolean('consent').notNull().default(false),
  consentedAt: timestamptz('consented_at'),
  unsubscribedAt: timestamptz('unsubscribed_at'),
  /** Set with the first marketing mail to the address. */
  unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
  createdAt: createdAt(),
});

/** One cart reminder per cart and contents (a fingerprint of its lines): changing the cart allows one more. */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    cartId: requiredRef('cart_id', () => carts.id, { onDelete: 'cascade' }),
    contents: text('contents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.contents] })],
);
