import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, type ShippingScan, shippingBookings, shippingEvents } from '../../db/schema/index.ts';
import { unshipOrder } from '../orders/courier-cancelled.ts';
import { advanceOrder } from '../orders/order-lifecycle.ts';
import { returnToOrigin } from '../orders/return-to-origin.ts';
import { SR_STATUS, scanKeyDate } from './shiprocket-status.ts';

/**
 * Shiprocket's shipment status ids (its "Shipment Status Codes" table) that move our order; every other id
 * (picked up, in transit, RTO initiated, undelivered…) only adds to the scan history. Decision 0067.
 */
const MOVES: Record<number, 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'RETURNED_TO_ORIGIN'> = {
  17: 'OUT_FOR_DELIVERY',
  7: 'DELIVERED',
  /** RTO Delivered: the parcel is back at the shop; "RTO Initiated" (9) is only on its way back. */
  10: 'RETURNED_TO_ORIGIN',
};

export interface TrackingEvent {
  awb: string;
  statusId: number;
  /** Shiprocket's own timestamp of the event, part of its identity (one status can recur: a second attempt). */
  eventAt: string;
  status: string;
  scans?: ShippingScan[];
}

export type TrackingOutcome = 'unknown_awb' | 'duplicate' | 'recorded' | 'moved' | 'after_cancel';

/**
 * Applies one tracking event once (S60): an unknown AWB is ignored, a repeat changes nothing, and the order
 * only moves forward (the lifecycle's canTransition under the order's row lock, so a late "out for delivery"
 * after "delivered" is kept in the history but moves nothing). The event's key is the AWB, the status and the
 * scan's date in one form (scanKeyDate), however it came. Shiprocket's CANCELED marks the booking cancelled and
 * takes a SHIPPED order back to CONFIRMED; any other scan after a cancellation is kept and flagged for the
 * owner (`attention`), never stored silently. Returns the order to refund after the commit when it came back
 * to origin paid.
 */
export async function applyTrackingEvent(
  db: Database,
  event: TrackingEvent,
  at = new Date(),
): Promise<{ outcome: TrackingOutcome; orderId?: string; returned?: boolean }> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(shippingBookings).where(eq(shippingBookings.awb, event.awb));
    if (!booking) return { outcome: 'unknown_awb' };
    const [fresh] = await tx
      .insert(shippingEvents)
      .values({
        awb: event.awb,
        statusId: event.statusId,
        eventAt: scanKeyDate(event.eventAt),
        status: event.status,
      })
      .onConflictDoNothing()
      .returning({ id: shippingEvents.id });
    if (!fresh) return { outcome: 'duplicate', orderId: booking.orderId };
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, booking.orderId));
    const cancelled = booking.cancelledAt !== null || order?.status === 'CANCELLED';
    const late = cancelled && event.statusId !== SR_STATUS.CANCELED;
    await tx
      .update(shippingBookings)
      .set({
        lastEventAt: at,
        statusId: event.statusId,
        nextPollAt: null,
        pollMisses: 0,
        ...(event.scans && event.scans.length >= booking.scans.length ? { scans: event.scans } : {}),
        ...(event.statusId === SR_STATUS.CANCELED && !booking.cancelledAt ? { cancelledAt: at } : {}),
        ...(late
          ? {
              attention: `Shiprocket reported "${event.status}" (${scanKeyDate(event.eventAt)}) after this booking was cancelled: call the courier.`,
            }
          : {}),
      })
      .where(eq(shippingBookings.orderId, booking.orderId));
    if (late) return { outcome: 'after_cancel', orderId: booking.orderId };
    if (event.statusId === SR_STATUS.CANCELED) {
      const moved = await unshipOrder(tx, booking.orderId, at);
      return { outcome: moved ? 'moved' : 'recorded', orderId: booking.orderId };
    }
    const to = MOVES[event.statusId];
    if (!to) return { outcome: 'recorded', orderId: booking.orderId };
    if (to === 'RETURNED_TO_ORIGIN') {
      const returned = await returnToOrigin(tx, booking.orderId, at);
      return { outcome: returned ? 'moved' : 'recorded', orderId: booking.orderId, returned };
    }
    const { moved } = await advanceOrder(tx, booking.orderId, to, at);
    return { outcome: moved ? 'moved' : 'recorded', orderId: booking.orderId };
  });
}
