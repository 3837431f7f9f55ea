import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, primaryRef, timestamps, timestamptz } from './columns.ts';
import { orders } from './orders.ts';

/** One tracking scan as Shiprocket reports it, kept for the customer's order page. */
export interface ShippingScan {
  date: string;
  activity: string;
  location: string;
  status: string;
}

/** A parcel's weight and box, as Shiprocket takes them. */
export interface ParcelSize {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** One answer the owner gave Shiprocket to a failed delivery. */
export interface NdrAction {
  action: 're-attempt' | 'return';
  comments: string;
  at: string;
}

/**
 * An order's booking with Shiprocket, one per order (the idempotency key of "Ship"). Written before the first
 * call and filled in step by step, so a booking that stopped half way (order created, no AWB) is completed
 * from where it stopped instead of being made twice.
 */
export const shippingBookings = pgTable(
  'shipping_bookings',
  {
    orderId: primaryRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    /**
     * 1, or more after the admin cancelled a booking: Shiprocket refuses an order_id it has seen cancelled, so
     * a new attempt is booked as `{orderId}-{attempt}`.
     */
    attempt: integer('attempt').notNull().default(1),
    /** Shiprocket's own ids, from orders/create/adhoc. */
    providerOrderId: bigint('provider_order_id', { mode: 'number' }),
    shipmentId: bigint('shipment_id', { mode: 'number' }),
    awb: text('awb'),
    courier: text('courier'),
    courierId: integer('courier_id'),
    labelUrl: text('label_url'),
    pickupRequestedAt: timestamptz('pickup_requested_at'),
    /** A booking in progress holds this lease, so a second click waits instead of booking twice. */
    claimedUntil: timestamptz('claimed_until'),
    /** Shiprocket's message of the last failed call, shown to the admin. */
    lastError: text('last_error'),
    /** The latest scan history (webhook or poll), newest last. */
    scans: jsonb('scans').$type<ShippingScan[]>().notNull().default([]),
    /** When a tracking event last came in; the poll job asks about shipments quiet for long. */
    lastEventAt: timestamptz('last_event_at'),
    /** Shiprocket's latest shipment status id (its status code table: 42 picked up, 21 undelivered, 8 cancelled…). */
    statusId: integer('status_id'),
    /** When Shiprocket cancelled this booking (our call, or its own CANCELED event); the next "Ship" books afresh. */
    cancelledAt: timestamptz('cancelled_at'),
    /** Something the owner must act on that no state shows, e.g. a courier's scan after the booking was cancelled. */
    attention: text('attention'),
    /** The tracking poll's next turn for this shipment and its run of answers without news (backs off). */
    nextPollAt: timestamptz('next_poll_at'),
    pollMisses: integer('poll_misses').notNull().default(0),
    /** The pickup date Shiprocket gave (its own local time, as it writes it). */
    pickupScheduledDate: text('pickup_scheduled_date'),
    manifestUrl: text('manifest_url'),
    /** The parcel as the owner weighed and measured it; null takes the products' weights and the default box. */
    parcel: jsonb('parcel').$type<ParcelSize>(),
    /** The owner's answers to failed deliveries (NDR), oldest first. */
    ndrActions: jsonb('ndr_actions').$type<NdrAction[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shipping_bookings_awb_idx').on(t.awb),
    index('shipping_bookings_event_idx').on(t.lastEventAt),
    index('shipping_bookings_poll_idx').on(t.nextPollAt),
  ],
);

/** Each tracking event applied once (S60): the AWB, Shiprocket's status id and the event's own timestamp. */
export const shippingEvents = pgTable(
  'shipping_events',
  {
    id: id(),
    awb: text('awb').notNull(),
    statusId: integer('status_id').notNull(),
    eventAt: text('event_at').notNull(),
    status: text('status').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipping_events_once_idx').on(t.awb, t.statusId, t.eventAt),
    check('shipping_events_awb_check', sql`length(${t.awb}) between 1 and 64`),
  ],
);
