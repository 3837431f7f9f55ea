import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { paise, primaryRef } from './columns.ts';
import { users } from './users.ts';

/**
 * The figures the dashboard and the reports add up, per India day of an order's creation and per group of orders
 * that count alike (decision 0115). Archived orders are not in them. An order counts in one group: its status, a
 * cancelled checkout replaced by the next one apart, cash on delivery or not, paid or not, its coupon. Its returns
 * add to its group too (a trigger on order_returns appends their change with no order: decision 0122).
 */
const orderGroup = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  status: text('status').notNull(),
  replaced: boolean('replaced').notNull(),
  cod: boolean('cod').notNull(),
  paid: boolean('paid').notNull(),
  couponCode: text('coupon_code'),
  orders: integer('orders').notNull(),
  /** The sum of the orders' total_item (their line quantities). */
  units: integer('units').notNull(),
  /** The sum of the orders' order_total_paise. */
  totalPaise: paise('total_paise').notNull(),
  couponDiscountPaise: paise('coupon_discount_paise').notNull(),
  /** The sum of the orders' payable_paise: what is left after store credit and a gift card (a COD order's cash). */
  payablePaise: paise('payable_paise').notNull().default(0),
  /** How many of the orders have a return approved or further (not only asked for, not rejected); decision 0122. */
  returned: integer('returned').notNull().default(0),
  /** The refunds of the orders' refunded returns. */
  refundedPaise: paise('refunded_paise').notNull().default(0),
});

/**
 * Append-only: a trigger on `orders` adds a row for every change that moves an order between groups (−1 from the
 * old, +1 to the new), so concurrent checkouts never update the same row. `orders.fold-day-deltas` moves them into
 * order_day_totals; a read sums both in one statement, so it is exact at every moment.
 */
export const orderDayDeltas = pgTable('order_day_deltas', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  ...orderGroup(),
});

/** The folded deltas: one row per day and group, written only by the fold. */
export const orderDayTotals = pgTable('order_day_totals', orderGroup(), (t) => [
  unique('order_day_totals_key')
    .on(t.day, t.status, t.replaced, t.cod, t.paid, t.couponCode)
    .nullsNotDistinct(),
]);

/**
 * The sold lines' figures per India day and product (a product deleted since: null), appended by triggers on
 * `orders` (an order becomes sold or stops being sold) and `order_items`, like order_day_deltas.
 */
export const orderItemDayDeltas = pgTable('order_item_day_deltas', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  day: date('day', { mode: 'string' }).notNull(),
  productId: uuid('product_id'),
  units: integer('units').notNull(),
  revenuePaise: paise('revenue_paise').notNull(),
});

/**
 * The folded line deltas per product, by day and by calendar month: a report reads its whole months from the
 * month rows and only its partial months' days from the day rows, so a year is a dozen rows per product.
 */
export const orderItemTotals = pgTable(
  'order_item_totals',
  {
    span: text('span').notNull(),
    /** The day, or the first day of the month. */
    period: date('period', { mode: 'string' }).notNull(),
    productId: uuid('product_id'),
    units: integer('units').notNull(),
    revenuePaise: paise('revenue_paise').notNull(),
  },
  (t) => [
    check('order_item_totals_span_check', sql`${t.span} in ('day', 'month')`),
    unique('order_item_totals_key').on(t.span, t.period, t.productId).nullsNotDistinct(),
    // A product's last day of sales in a range (the title the report shows is that day's latest line's).
    index('order_item_totals_product_day_idx').on(t.productId, t.period).where(sql`${t.span} = 'day'`),
  ],
);

/**
 * Each customer's sold orders as their India days, sorted (a day once per order): the repeat rate of any range
 * is two binary searches per customer (width_bucket), whatever the length of the history. Kept by the trigger on
 * `orders`; a row is only ever locked by its own customer's orders, never by other checkouts.
 */
export const customerOrderDays = pgTable('customer_order_days', {
  userId: primaryRef('user_id', () => users.id, { onDelete: 'cascade' }),
  days: date('days', { mode: 'string' }).array().notNull(),
});
