import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryRef, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * "Order updates on WhatsApp" per account (a guest's `guest` users row too): unticked unless the person ticked
 * it. Written only through setWhatsappOptIn() (modules/whatsapp/whatsapp-consent.ts).
 */
export const whatsappConsents = pgTable('whatsapp_consents', {
  userId: primaryRef('user_id', () => users.id, { onDelete: 'cascade' }),
  optIn: boolean('opt_in').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Phones that sent "STOP": no WhatsApp message of any kind goes to them again. `phone` is 91 + 10 digits. */
export const whatsappStops = pgTable('whatsapp_stops', {
  phone: text('phone').primaryKey(),
  stoppedAt: timestamptz('stopped_at').notNull().defaultNow(),
});

/**
 * Each webhook item acted on, by a key of its own (`message:{wamid}`, `status:{wamid}:{status}`): Meta
 * delivers again until it gets a 200, so an item seen before changes nothing (S63).
 */
export const whatsappEvents = pgTable('whatsapp_events', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});
