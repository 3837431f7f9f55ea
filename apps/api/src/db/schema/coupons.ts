import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, paise, requiredRef, timestamps, timestamptz } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A discount code. `value` is a whole percent (1–100) for `percent` coupons and paise for `flat` ones.
 * `times_used` counts the uses not released; the CHECK keeps it within `usage_limit` whatever happens.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    minOrderPaise: paise('min_order_paise').notNull().default(0),
    maxDiscountPaise: paise('max_discount_paise'),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    timesUsed: integer('times_used').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'flat')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check(
      'coupons_times_used_check',
      sql`${t.timesUsed} >= 0 and (${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit})`,
    ),
  ],
);

/** One use of a coupon by an order; `released_at` is set once when the order is cancelled or expires. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: requiredRef('coupon_id', () => coupons.id),
    userId: requiredRef('user_id', () => users.id),
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    discountPaise: paise('discount_paise').notNull(),
    releasedAt: timestamptz('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);
