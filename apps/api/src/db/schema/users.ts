import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, requiredRef, timestamps, timestamptz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** A `guest` row (written in SQL: guest/guest-checkout.ts) stands for a guest's email; it never signs in. */
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    /** Tokens carry the version they were issued with; raising it ends every earlier session (S39). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** When the account's owner followed a mailed link to it; until then nothing of its email is linked (S72). */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** Marketing mail asked for at sign-up: recorded for the email once it is verified (S72). */
    marketingConsentAsked: boolean('marketing_consent_asked').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    // An account and the guest row of the same email live side by side until the email's owner joins them (S56).
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.role} <> 'guest'`),
    uniqueIndex('users_guest_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.role} = 'guest'`),
    check('users_role_check', sql`${t.role} in ('customer', 'admin', 'guest')`),
    // The back office's customers list, newest first (issue 47).
    index('users_customers_created_idx').on(t.createdAt, t.id).where(sql`${t.role} = 'customer'`),
  ],
);

/** Tokens ended by sign-out, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters for rate limits, shared by every instance on the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    landmark: text('landmark').notNull().default(''),
    email: text('email').notNull(),
    ...timestamps(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.createdAt)],
);
