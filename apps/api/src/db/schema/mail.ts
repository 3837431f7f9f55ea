import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, timestamptz } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Every mail the shop sends, written in the transaction of the event that causes it. It is the queue too:
 * PENDING rows whose `next_attempt_at` has come are sent (and leased by moving that moment on), SENT ones
 * stay as the record the admin reads.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    /** `email`, or `whatsapp` (a template message through Meta's Cloud API; `to` is then 91 + the phone). */
    channel: text('channel', { enum: ['email', 'whatsapp'] })
      .notNull()
      .default('email'),
    to: text('to').notNull(),
    /** The order a mail is about, so the order's page can list the mails it caused. */
    orderId: uuid('order_id').references(() => orders.id),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** SKIPPED: a WhatsApp message not sent because its phone said STOP (or consent was withdrawn) meanwhile. */
    status: text('status', { enum: ['PENDING', 'SENT', 'SKIPPED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** A mail with a hidden link (S46): what its token is derived from at send time; the bodies show it redacted. */
    secretRef: text('secret_ref'),
    /** Marketing mail (S59): the one-click unsubscribe URL for List-Unsubscribe, its token hidden like the bodies'. */
    listUnsubscribe: text('list_unsubscribe'),
    /** WhatsApp: the Cloud API's `template` object sent as is (name, language, components). */
    template: jsonb('template').$type<Record<string, unknown>>(),
    /** WhatsApp: the `wamid…` id Meta answered with; statuses and button replies name it. */
    providerMessageId: text('provider_message_id'),
    /** WhatsApp: the last status Meta's webhook reported (sent, delivered, read, failed), never moved back. */
    deliveryStatus: text('delivery_status', { enum: ['sent', 'delivered', 'read', 'failed'] }),
    deliveryStatusAt: timestamptz('delivery_status_at'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    check('outbox_status_check', sql`${t.status} in ('PENDING', 'SENT', 'SKIPPED')`),
    check('outbox_channel_check', sql`${t.channel} in ('email', 'whatsapp')`),
    uniqueIndex('outbox_provider_message_idx').on(t.providerMessageId),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_order_idx').on(t.orderId),
  ],
);

/**
 * Links mailed to an account that work once and soon expire. Only the SHA-256 of each token is kept (S43), so
 * the table never holds a usable link.
 */
const singleUseLinks = <TName extends string>(name: TName) =>
  pgTable(
    name,
    {
      id: id(),
      userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
      tokenHash: text('token_hash').notNull().unique(),
      expiresAt: timestamptz('expires_at').notNull(),
      usedAt: timestamptz('used_at'),
      createdAt: createdAt(),
    },
    (t) => [index(`${name}_user_idx`).on(t.userId)],
  );

/** Either table of single-use links: the shared issuing and using code takes it (modules/mail/single-use-links.ts). */
export type SingleUseLinkTable = ReturnType<typeof singleUseLinks<string>>;

/** Password reset links (S43). */
export const passwordResets = singleUseLinks('password_resets');

/**
 * "Link my guest orders" links: the account's email proven by following one moves that email's guest orders to
 * the account (S56).
 */
export const guestOrderClaims = singleUseLinks('guest_order_claims');

/** "Confirm your email" links, mailed at sign-up and on request; followed while signed in to the account (S72). */
export const emailVerifications = singleUseLinks('email_verifications');

/**
 * "Confirm you want our offers" links, mailed when a guest ticks the marketing box at checkout: only following
 * one records the email's marketing consent (double opt-in, S72). `user_id` is the email's guest row.
 */
export const marketingConfirmations = singleUseLinks('marketing_confirmations');
