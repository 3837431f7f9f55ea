import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { cancelOrder } from './order-lifecycle.ts';

const BATCH = 50;

/**
 * An order with a payment link may have been paid in its last seconds: the reconciliation job asks the gateway
 * about it and cancels it when the link has expired. Only if that never happens (the gateway is down) does
 * expiry take it over, this long after the window closed.
 */
export const LINKED_ORDER_GRACE_MINUTES = 15;

/**
 * Cancels PENDING orders whose time to pay ran out and puts their stock back. Safe when every instance runs
 * it at once: each order is taken in a transaction of its own with FOR UPDATE SKIP LOCKED (an order another
 * instance is working on is skipped), and cancelOrder re-checks the status under the lock, so each order's
 * stock is released exactly once. One order per transaction keeps the lock order of a single cancellation
 * (order, then its products in id order). Returns how many orders this call cancelled.
 */
export async function expireUnpaidOrders(db: Database, now = new Date()): Promise<number> {
  const graceEnd = new Date(now.getTime() - LINKED_ORDER_GRACE_MINUTES * 60_000);
  const isDue = and(
    eq(orders.status, 'PENDING'),
    or(and(isNull(orders.paymentLinkId), lte(orders.expiresAt, now)), lte(orders.expiresAt, graceEnd)),
  );
  let cancelled = 0;
  for (;;) {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(isDue)
      .orderBy(asc(orders.expiresAt), asc(orders.id))
      .limit(BATCH);
    let done = 0;
    for (const { id } of due) {
      const expired = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, id), isDue))
          .for('update', { skipLocked: true });
        return row ? cancelOrder(tx, id, 'expired') : false;
      });
      if (expired) done++;
    }
    cancelled += done;
    // A short batch was the last; a batch with no progress means the rest is in other instances' hands.
    if (due.length < BATCH || done === 0) return cancelled;
  }
}
