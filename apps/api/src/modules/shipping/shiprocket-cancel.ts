import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, shippingBookings } from '../../db/schema/index.ts';
import { cancelOrders, findOrder } from '../../gateways/shiprocket/shiprocket-api.ts';
import { ShiprocketError } from '../../gateways/shiprocket/shiprocket-client.ts';
import { conflict } from '../../lib/errors.ts';
import type { BookingDeps } from './shiprocket-booking.ts';
import { channelOrderId } from './shiprocket-booking.ts';
import { releaseBookingLease, takeBookingLease } from './shiprocket-lease.ts';
import { courierHasParcel } from './shiprocket-status.ts';

type Booking = typeof shippingBookings.$inferSelect;

const LEASE_SECONDS = 60;

const pickedUp = () =>
  conflict(
    'SHIPMENT_PICKED_UP',
    'The courier has already picked this parcel up, so Shiprocket cannot cancel it. Wait for it to be delivered or returned.',
  );

/** Takes the booking's lease; undefined when there is no booking, or it was cancelled already. */
async function takeLease(db: Database, orderId: string): Promise<Booking | undefined> {
  const [row] = await db.select().from(shippingBookings).where(eq(shippingBookings.orderId, orderId));
  if (!row || row.cancelledAt) return undefined;
  const leased = await takeBookingLease(db, orderId, LEASE_SECONDS);
  if (!leased)
    throw conflict(
      'CONFLICT',
      'This order is being booked with Shiprocket right now; try again in a minute.',
    );
  return leased;
}

/**
 * Cancels the order's booking at Shiprocket (`POST /orders/cancel` with its Shiprocket order id), first of
 * anything: a booking whose create answer was lost is found by our order id in Shiprocket's records. Refused
 * with SHIPMENT_PICKED_UP once the courier holds the parcel (as we know it, or as Shiprocket answers). Records
 * `cancelledAt`, so the next "Ship" books afresh. Answers whether a booking was cancelled.
 */
export async function cancelAtShiprocket(deps: BookingDeps, orderId: string): Promise<boolean> {
  const { db, client } = deps;
  const booking = await takeLease(db, orderId);
  if (!booking) return false;
  try {
    if (courierHasParcel(booking.statusId)) throw pickedUp();
    const providerOrderId =
      booking.providerOrderId ?? (await findOrder(client, channelOrderId(booking)))?.order_id;
    if (providerOrderId) await cancelOrders(client, [providerOrderId]);
  } catch (error) {
    await releaseBookingLease(db, orderId);
    if (error instanceof ShiprocketError && error.providerStatus === 400) throw pickedUp();
    throw error;
  }
  await releaseBookingLease(db, orderId, { cancelledAt: new Date(), lastError: null });
  return true;
}

/**
 * The order cancel guard: an order that can still be cancelled has its Shiprocket booking cancelled first; a
 * failure refuses the cancellation with nothing changed.
 */
export function cancelBookingBeforeOrderCancel(deps: BookingDeps) {
  return async (orderId: string): Promise<void> => {
    const [order] = await deps.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order || !['PENDING', 'PLACED', 'CONFIRMED'].includes(order.status)) return;
    await cancelAtShiprocket(deps, orderId);
  };
}
