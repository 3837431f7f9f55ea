import { bigint, boolean, date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { paise } from './columns.ts';

/**
 * The figures the dashboard and the reports add up, per India day of an order's creation and per group of orders
 * that count alike (decision 0115). Archived orders are not in them. An order counts in one group: its status, a
 * cancelled checkout replaced by the next one apart, cash on delivery or not, paid or not, its coupon.
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
