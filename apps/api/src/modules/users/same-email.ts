import { type Placeholder, sql } from 'drizzle-orm';

/**
 * The ids of every row with the email of this one: an account and the guest row of its email (S48, S49).
 * Per-customer coupon limits and the hold limit count guest orders by email through this, so checking out
 * as a guest does not start a customer's counts afresh.
 */
export const sameEmailUserIds = (userId: string | Placeholder) =>
  sql`(select u.id from users u where lower(u.email) = (select lower(o.email) from users o where o.id = ${userId}))`;
