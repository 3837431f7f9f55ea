import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shippingBookings } from '../../db/schema/index.ts';

/**
 * Takes the lease of an order's Shiprocket booking for `seconds`, so two requests never call Shiprocket for it
 * at once: only a booking no one holds (or whose lease ran out) matches. Undefined when another request holds it.
 */
export async function takeBookingLease(db: DbOrTx, orderId: string, seconds: number) {
  const [leased] = await db
    .update(shippingBookings)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(
      and(
        eq(shippingBookings.orderId, orderId),
        or(isNull(shippingBookings.claimedUntil), lt(shippingBookings.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  return leased;
}

/** Gives the lease back, saving with it what its holder learnt (the booking's fields to change). */
export async function releaseBookingLease(
  db: DbOrTx,
  orderId: string,
  values: Partial<typeof shippingBookings.$inferInsert> = {},
): Promise<void> {
  await db
    .update(shippingBookings)
    .set({ ...values, claimedUntil: null })
    .where(eq(shippingBookings.orderId, orderId));
}
