import { type AdminOrderReply, canAdminMove, type OrderStatus } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, type ParcelSize, shippingBookings } from '../../db/schema/index.ts';
import {
  assignAwb,
  createOrder,
  findOrder,
  generateLabel,
  requestPickup,
  trackingUrl,
} from '../../gateways/shiprocket/shiprocket-api.ts';
import type { ShiprocketClient } from '../../gateways/shiprocket/shiprocket-client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { adminOrderReply, moveOrder } from '../orders/admin-orders.service.ts';
import { awaitsCodConfirmation, codUnconfirmed } from '../orders/cod-confirmation.ts';
import { lockOrder } from '../orders/order-lifecycle.ts';
import { invalidTransition } from '../orders/orders.service.ts';
import { releaseBookingLease, takeBookingLease } from './shiprocket-lease.ts';
import { adhocOrderBody } from './shiprocket-order.ts';

export interface BookingDeps {
  db: Database;
  client: ShiprocketClient;
  pickupLocation: string;
}

type Booking = typeof shippingBookings.$inferSelect;

/** Longer than the four calls can take together (each gives up after 20 seconds). */
const LEASE_SECONDS = 120;

/**
 * The admin's "Ship" through Shiprocket: create the order there, assign the AWB (the recommended courier, or
 * the one chosen), request the pickup and make the label, then move the order to SHIPPED with the courier,
 * AWB and tracking URL (and the shipped mail). Each step's answer is saved before the next call, so a booking
 * that stopped half way continues from where it stopped; the booking row is the order's idempotency key and
 * its lease keeps two clicks from booking twice. No call happens inside a transaction.
 */
export async function bookShipment(
  deps: BookingDeps,
  actor: AuthUser,
  orderId: string,
  courierId?: number,
): Promise<AdminOrderReply> {
  const { booking, resumed } = await claim(deps.db, orderId);
  if (!booking) return adminOrderReply(deps.db, orderId);
  try {
    const done = await runSteps(deps, booking, resumed, courierId);
    const reply = await moveOrder(deps.db, actor, orderId, 'SHIPPED', new Date(), {
      courier: done.courier,
      trackingNumber: done.awb,
      trackingUrl: trackingUrl(done.awb),
    });
    await releaseBookingLease(deps.db, orderId, { lastError: null });
    return reply;
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    await releaseBookingLease(deps.db, orderId, { lastError });
    throw error;
  }
}

/**
 * Takes the order's booking lease. An order already shipped through its booking answers as it is (a second
 * click); one that cannot ship is refused; a booking another request holds is a conflict.
 */
async function claim(db: Database, orderId: string): Promise<{ booking?: Booking; resumed: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    const [existing] = await tx.select().from(shippingBookings).where(eq(shippingBookings.orderId, orderId));
    const from = order.status as OrderStatus;
    if (existing?.awb && from !== 'CONFIRMED' && from !== 'PLACED') return { resumed: true };
    if (from === 'PENDING' || !canAdminMove(from, 'SHIPPED')) throw invalidTransition(from, 'SHIPPED');
    // Nothing is booked for a cash-on-delivery order its customer has not confirmed yet.
    if (awaitsCodConfirmation(order)) throw codUnconfirmed(orderId);
    if (!existing) await tx.insert(shippingBookings).values({ orderId });
    // A booking Shiprocket cancelled (ours or its own) is not resumed: the order is booked afresh.
    if (existing?.cancelledAt)
      await tx
        .update(shippingBookings)
        .set(nextAttempt(existing))
        .where(eq(shippingBookings.orderId, orderId));
    const booking = await takeBookingLease(tx, orderId, LEASE_SECONDS);
    if (!booking) throw conflict('CONFLICT', 'This order is being booked with Shiprocket right now.');
    return { booking, resumed: Boolean(existing) && !existing?.cancelledAt };
  });
}

/** An empty booking under the next attempt (Shiprocket refuses an order id it has seen cancelled). */
export const nextAttempt = (booking: Booking): Partial<Booking> => ({
  attempt: booking.attempt + 1,
  providerOrderId: null,
  shipmentId: null,
  awb: null,
  courier: null,
  courierId: null,
  labelUrl: null,
  pickupRequestedAt: null,
  pickupScheduledDate: null,
  manifestUrl: null,
  statusId: null,
  cancelledAt: null,
  attention: null,
  lastError: null,
  scans: [],
  lastEventAt: null,
  nextPollAt: null,
  pollMisses: 0,
  ndrActions: [],
});

async function save(db: Database, orderId: string, values: Partial<Booking>): Promise<void> {
  await db.update(shippingBookings).set(values).where(eq(shippingBookings.orderId, orderId));
}

/**
 * The booking's steps, each skipped when its answer is saved. A resumed booking first reads Shiprocket's own
 * records of the order (the search by our order id), so a step whose answer was lost is not repeated: the
 * order made, the AWB assigned (repeating assign answers "AWB is already assigned") and the pickup scheduled.
 */
async function runSteps(deps: BookingDeps, booking: Booking, resumed: boolean, courierId?: number) {
  const { db, client } = deps;
  const orderId = booking.orderId;
  const channelId = channelOrderId(booking);
  const known =
    resumed && !(booking.awb && booking.pickupRequestedAt) ? await findOrder(client, channelId) : undefined;
  let shipmentId = booking.shipmentId;
  if (!shipmentId) {
    const made =
      known ??
      (await createOrder(client, {
        ...(await adhocBody(deps, orderId, booking.parcel)),
        order_id: channelId,
      }));
    shipmentId = made.shipment_id;
    await save(db, orderId, { providerOrderId: made.order_id, shipmentId });
  }
  let { awb, courier } = booking;
  if (!awb || !courier) {
    const assigned =
      known?.awb && known.shipment_id === shipmentId
        ? { awb: known.awb, courier: known.courier ?? 'Courier', courierId: null }
        : await assignAwb(client, shipmentId, courierId);
    ({ awb, courier } = assigned);
    await save(db, orderId, { awb, courier, courierId: assigned.courierId });
  }
  if (!booking.pickupRequestedAt) {
    const scheduled = known?.pickupScheduledDate ?? (await requestPickup(client, shipmentId));
    await save(db, orderId, { pickupRequestedAt: new Date(), pickupScheduledDate: scheduled });
  }
  if (!booking.labelUrl) await save(db, orderId, { labelUrl: await generateLabel(client, [shipmentId]) });
  return { awb, courier };
}

/** Our order's id in Shiprocket: the order id, with the attempt after a cancelled booking. */
export const channelOrderId = (booking: { orderId: string; attempt: number }) =>
  booking.attempt > 1 ? `${booking.orderId}-${booking.attempt}` : booking.orderId;

export async function adhocBody(deps: BookingDeps, orderId: string, parcel?: ParcelSize | null) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order');
  return adhocOrderBody(deps.db, order, deps.pickupLocation, new Date(), parcel);
}
