import { CONSENT_PURPOSES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, timestamps, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * The consent ledger (DPDP Act s.6; docs/law.md): one row per consent given or withdrawn, never updated, with the
 * privacy notice version it answered. Written only by `recordConsent` (modules/consents).
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: id(),
    /** The account, when there is one; a guest's consent is by email only. */
    userId: uuid('user_id').references(() => users.id),
    /** Lower case; replaced by the account's anonymous address when the account is erased. */
    email: text('email').notNull(),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    given: boolean('given').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    noticeVersion: text('notice_version').notNull(),
    /** Where it happened: sign_up, checkout, profile, unsubscribe_link, account_closed, … */
    source: text('source').notNull(),
  },
  (t) => [
    index('consent_events_user_idx').on(t.userId, t.at),
    index('consent_events_email_idx').on(t.email, t.at),
    check(
      'consent_events_purpose_check',
      sql`${t.purpose} in ('marketing_email', 'whatsapp_updates', 'whatsapp_marketing')`,
    ),
  ],
);

/**
 * Complaints under the Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): acknowledged within 48 hours,
 * resolved within one month of receipt. `ticket` is the customer's handle and unguessable (S68).
 */
export const grievances = pgTable(
  'grievances',
  {
    id: id(),
    ticket: text('ticket').notNull().unique(),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    orderId: text('order_id'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['OPEN', 'RESOLVED'] })
      .notNull()
      .default('OPEN'),
    acknowledgeBy: timestamptz('acknowledge_by').notNull(),
    resolveBy: timestamptz('resolve_by').notNull(),
    /** The first reply from the shop (the automatic mail is the receipt, not the officer's acknowledgement). */
    acknowledgedAt: timestamptz('acknowledged_at'),
    resolvedAt: timestamptz('resolved_at'),
    ...timestamps(),
  },
  (t) => [
    index('grievances_user_idx').on(t.userId, t.createdAt),
    index('grievances_due_idx').on(t.status, t.resolveBy),
    check('grievances_status_check', sql`${t.status} in ('OPEN', 'RESOLVED')`),
  ],
);

export const grievanceReplies = pgTable(
  'grievance_replies',
  {
    id: id(),
    grievanceId: requiredRef('grievance_id', () => grievances.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('grievance_replies_grievance_idx').on(t.grievanceId, t.createdAt)],
);
