import { orderNumber } from '@shop/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, shippingBookings } from '../../db/schema/index.ts';
import {
  type CourierOption,
  courierOptions,
  generateLabel,
  pickupPincodeOf,
} from '../../gateways/shiprocket/shiprocket-api.ts';
import type { ShiprocketClient } from '../../gateways/shiprocket/shiprocket-client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { unshipOrder } from '../orders/courier-cancelled.ts';
import { lockOrder, touchOrder } from '../orders/order-lifecycle.ts';
import { hasLiveAwb } from './live-awb.ts';
import { adhocBody, type BookingDeps } from './shiprocket-booking.ts';
import { cancelAtShiprocket } from './shiprocket-cancel.ts';

/** One label PDF for several booked orders (Shiprocket puts them on one file); unbooked ones are refused. */
export async function printLabels(
  db: Database,
  client: ShiprocketClient,
  orderIds: string[],
): Promise<string> {
  const rows = await db
    .select({ orderId: shippingBookings.orderId, shipmentId: shippingBookings.shipmentId })
    .from(shippingBookings)
    .where(and(inArray(shippingBookings.orderId, orderIds), hasLiveAwb));
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
 * The owner's "Cancel booking": the order's booking is cancelled at Shiprocket (refused once the courier has the
 * parcel), whether the order is still to ship, was shipped and not picked up (it goes back to CONFIRMED), or
 * was cancelled already (a booking left behind). The next "Ship" books afresh under a new attempt.
 */
export async function cancelBooking(deps: BookingDeps, actor: AuthUser, orderId: string): Promise<void> {
  const { db } = deps;
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order');
  if (!['PLACED', 'CONFIRMED', 'SHIPPED', 'CANCELLED'].includes(order.status))
    throw conflict(
      'INVALID_TRANSITION',
      `Order is ${order.status}: the parcel is with the courier or back, so its booking cannot be cancelled.`,
    );
  const [before] = await db.select().from(shippingBookings).where(eq(shippingBookings.orderId, orderId));
  if (!before) throw conflict('CONFLICT', 'This order has no Shiprocket booking to cancel.');
  // Cancelled already (with the order, or in Shiprocket's panel): nothing more to do.
  if (!(await cancelAtShiprocket(deps, orderId)) && order.status !== 'SHIPPED') return;
  await db.transaction(async (tx) => {
    const unshipped = await unshipOrder(tx, orderId, new Date());
    if (!unshipped) await lockOrder(tx, orderId);
    await touchOrder(tx, orderId, new Date());
    await recordAudit(tx, actor, {
      action: 'order.shiprocket_cancelled',
      entityType: 'order',
      entityId: orderId,
      before: { awb: before?.awb ?? null, shipmentId: before?.shipmentId ?? null, status: order.status },
      after: { cancelledAtShiprocket: true, unshipped },
    });
  });
}

/**
 * The parcels Shiprocket can print a label for, across all pages of the orders list: booked with an AWB, not
 * cancelled, not yet delivered or back; newest first. Orders shipped by hand are never among them.
 */
export async function labelableBookings(db: Database) {
  return db
    .select({
      orderId: shippingBookings.orderId,
      awb: shippingBookings.awb,
      courier: shippingBookings.courier,
      orderStatus: orders.status,
      firstName: sql<string>`${orders.shippingAddress}->>'firstName'`,
      lastName: sql<string>`${orders.shippingAddress}->>'lastName'`,
    })
    .from(shippingBookings)
    .innerJoin(orders, eq(orders.id, shippingBookings.orderId))
    .where(and(hasLiveAwb, inArray(orders.status, ['PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY'])))
    .orderBy(desc(orders.createdAt))
    .limit(200);
}
