import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

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
  consentedAt: timestamp('consented_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  /** Set with the first marketing mail to the address. */
  unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
  createdAt: createdAt(),
});
