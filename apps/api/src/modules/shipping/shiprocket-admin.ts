import { orderNumber } from '@shop/contracts';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, shippingBookings } from '../../db/schema/index.ts';
import {
  type CourierOption,
  cancelOrders,
  courierOptions,
  generateLabel,
  pickupPincodeOf,
} from '../../gateways/shiprocket/shiprocket-api.ts';
import type { ShiprocketClient } from '../../gateways/shiprocket/shiprocket-client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockOrder } from '../orders/order-lifecycle.ts';
import { adhocBody, type BookingDeps } from './shiprocket-booking.ts';

/** One label PDF for several booked orders (Shiprocket puts them on one file); unbooked ones are refused. */
export async function printLabels(
  db: Database,
  client: ShiprocketClient,
  orderIds: string[],
): Promise<string> {
  const rows = await db
    .select({ orderId: shippingBookings.orderId, shipmentId: shippingBookings.shipmentId })
    .from(shippingBookings)
    .where(and(inArray(shippingBookings.orderId, orderIds), isNotNull(shippingBookings.awb)));
  const missing = orderIds.filter((id) => !rows.some((r) => r.orderId === id));
  if (missing.length)
    throw conflict(
      'CONFLICT',
      `These orders have no Shiprocket booking with an AWB: ${missing.map(orderNumber).join(', ')}`,
    );
  return generateLabel(
    client,
    rows.map((r) => r.shipmentId).filter((id): id is number => id !== null),
  );
}

/**
 * The couriers that can take this order's parcel, with Shiprocket's price, days and cash on delivery,
 * recommended first. The pickup PIN is SHIPROCKET_PICKUP_PINCODE, or else the PIN Shiprocket has for the
 * pickup address named SHIPROCKET_PICKUP_LOCATION.
 */
export async function orderCourierOptions(
  deps: BookingDeps,
  orderId: string,
  pickupPincode: string | undefined,
): Promise<CourierOption[]> {
  const body = await adhocBody(deps, orderId);
  return courierOptions(deps.client, {
    pickup: pickupPincode ?? (await pickupPincodeOf(deps.client, deps.pickupLocation)),
    delivery: String(body.billing_pincode),
    weightKg: body.weight,
    cod: body.payment_method === 'COD',
  });
}

/**
 * Cancels a booking that stopped half way (or was not picked up) while the order is not yet shipped: the order
 * in Shiprocket is cancelled, our booking is emptied, and the next "Ship" books afresh under a new attempt.
 */
export async function cancelBooking(deps: BookingDeps, actor: AuthUser, orderId: string): Promise<void> {
  const { db, client } = deps;
  const booking = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    if (order.status !== 'CONFIRMED' && order.status !== 'PLACED')
      throw conflict(
        'INVALID_TRANSITION',
        `Order is ${order.status}: only a booking not yet shipped can be cancelled.`,
      );
    const [row] = await tx
      .update(shippingBookings)
      .set({ claimedUntil: sql`now() + make_interval(secs => 60)` })
      .where(
        and(
          eq(shippingBookings.orderId, orderId),
          or(isNull(shippingBookings.claimedUntil), lt(shippingBookings.claimedUntil, sql`now()`)),
        ),
      )
      .returning();
    if (!row)
      throw conflict(
        'CONFLICT',
        'There is no Shiprocket booking to cancel, or it is being booked right now.',
      );
    return row;
  });
  try {
    if (booking.providerOrderId) await cancelOrders(client, [booking.providerOrderId]);
  } catch (error) {
    await db
      .update(shippingBookings)
      .set({ claimedUntil: null })
      .where(eq(shippingBookings.orderId, orderId));
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(shippingBookings)
      .set({
        attempt: booking.attempt + 1,
        providerOrderId: null,
        shipmentId: null,
        awb: null,
        courier: null,
        courierId: null,
        labelUrl: null,
        pickupRequestedAt: null,
        claimedUntil: null,
        lastError: null,
      })
      .where(eq(shippingBookings.orderId, orderId));
    await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
    await recordAudit(tx, actor, {
      action: 'order.shiprocket_cancelled',
      entityType: 'order',
      entityId: orderId,
      before: { awb: booking.awb, shipmentId: booking.shipmentId },
      after: { attempt: booking.attempt + 1 },
    });
  });
}
