import type { ParcelSize, ShiprocketBookingReply } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ShippingAddressCopy, shippingBookings } from '../../db/schema/index.ts';
import {
  actOnNdr,
  generateManifest,
  type NdrDetails,
  ndrDetails,
  updateDeliveryAddress,
} from '../../gateways/shiprocket/shiprocket-api.ts';
import { SHIPROCKET_STATUS_LABELS } from '../../gateways/shiprocket/shiprocket-status-labels.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { shiprocketAddress } from './shiprocket-address.ts';
import { adhocBody, type BookingDeps } from './shiprocket-booking.ts';
import { courierHasParcel, SR_STATUS } from './shiprocket-status.ts';

type Booking = typeof shippingBookings.$inferSelect;

async function bookingOf(db: Database, orderId: string): Promise<Booking | undefined> {
  const [row] = await db.select().from(shippingBookings).where(eq(shippingBookings.orderId, orderId));
  return row;
}

/** The owner's view of the order's booking: each step, the courier's latest status, the parcel, NDR answers. */
export async function bookingView(
  deps: BookingDeps,
  orderId: string,
): Promise<ShiprocketBookingReply | null> {
  const row = await bookingOf(deps.db, orderId);
  if (!row) return null;
  const parcel = row.parcel ?? (await defaultParcel(deps, orderId));
  return {
    shipmentId: row.shipmentId,
    awb: row.awb,
    courier: row.courier,
    labelUrl: row.labelUrl,
    pickupRequested: row.pickupRequestedAt !== null,
    pickupScheduledDate: row.pickupScheduledDate,
    lastError: row.lastError,
    scans: row.scans,
    statusId: row.statusId,
    statusLabel: row.statusId === null ? null : (SHIPROCKET_STATUS_LABELS[row.statusId] ?? null),
    cancelled: row.cancelledAt !== null,
    attention: row.attention,
    manifestUrl: row.manifestUrl,
    parcel,
    parcelGiven: row.parcel !== null,
    ndrActions: row.ndrActions,
  };
}

/** The parcel the products' boxes and weights make (parcel-rule.ts): what is sent when the owner gives nothing. */
export async function defaultParcel(deps: BookingDeps, orderId: string): Promise<ParcelSize> {
  const body = await adhocBody(deps, orderId);
  return {
    weightGrams: Math.round(body.weight * 1000),
    lengthCm: body.length,
    breadthCm: body.breadth,
    heightCm: body.height,
  };
}

/** The parcel the next booking sends: the owner's own, or the defaults. */
export async function orderParcel(deps: BookingDeps, orderId: string) {
  const row = await bookingOf(deps.db, orderId);
  return row?.parcel
    ? { parcel: row.parcel, given: true }
    : { parcel: await defaultParcel(deps, orderId), given: false };
}

/**
 * The owner's weight and box for the order's parcel (null goes back to the defaults), before the order is
 * made at Shiprocket (afterwards Shiprocket keeps what it was given: cancel the booking to change it).
 */
export async function setParcel(
  deps: BookingDeps,
  actor: AuthUser,
  orderId: string,
  parcel: ParcelSize | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.insert(shippingBookings).values({ orderId }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(shippingBookings)
      .where(eq(shippingBookings.orderId, orderId))
      .for('update');
    if (!row) throw notFound('Order');
    if (row.shipmentId && !row.cancelledAt)
      throw conflict(
        'CONFLICT',
        'Shiprocket already has this parcel: cancel the booking to book it again with another weight or box.',
      );
    await tx
      .update(shippingBookings)
      .set({ parcel, updatedAt: new Date() })
      .where(eq(shippingBookings.orderId, orderId));
    await recordAudit(tx, actor, {
      action: 'order.parcel_set',
      entityType: 'order',
      entityId: orderId,
      before: row.parcel,
      after: parcel,
    });
  });
}

function bookedAwb(row: Booking | undefined): string {
  if (!row?.awb || row.cancelledAt)
    throw conflict('CONFLICT', 'This order has no Shiprocket booking with an AWB.');
  return row.awb;
}

/** The courier's failed delivery as Shiprocket holds it (reason, attempts), null when there is none. */
export async function failedDelivery(deps: BookingDeps, orderId: string): Promise<NdrDetails | null> {
  const awb = bookedAwb(await bookingOf(deps.db, orderId));
  return (await ndrDetails(deps.client, awb)) ?? null;
}

/**
 * The owner's answer to a failed delivery through Shiprocket's NDR action API: deliver again, or return the
 * parcel to the shop (RTO). Only while the latest status is UNDELIVERED; recorded and audited.
 */
export async function answerFailedDelivery(
  deps: BookingDeps,
  actor: AuthUser,
  orderId: string,
  answer: { action: 're-attempt' | 'return'; comments: string },
): Promise<void> {
  const row = await bookingOf(deps.db, orderId);
  const awb = bookedAwb(row);
  if (row?.statusId !== SR_STATUS.UNDELIVERED)
    throw conflict('CONFLICT', 'The courier reports no failed delivery for this parcel right now.');
  await actOnNdr(deps.client, awb, answer.action, answer.comments);
  const entry = { ...answer, at: new Date().toISOString() };
  await deps.db.transaction(async (tx) => {
    await tx
      .update(shippingBookings)
      .set({
        ndrActions: sql`${shippingBookings.ndrActions} || ${JSON.stringify([entry])}::jsonb`,
        ...(answer.action === 'return' ? { statusId: SR_STATUS.RTO_INITIATED } : {}),
        updatedAt: new Date(),
      })
      .where(eq(shippingBookings.orderId, orderId));
    await recordAudit(tx, actor, {
      action: `order.ndr_${answer.action}`,
      entityType: 'order',
      entityId: orderId,
      after: entry,
    });
  });
}

/** The manifest (the courier's handover sheet) once the pickup is requested; made once, then kept. */
export async function orderManifest(deps: BookingDeps, orderId: string): Promise<string> {
  const row = await bookingOf(deps.db, orderId);
  bookedAwb(row);
  if (row?.manifestUrl) return row.manifestUrl;
  if (!row?.shipmentId || !row.pickupRequestedAt)
    throw conflict(
      'CONFLICT',
      'The manifest comes after the pickup is requested: complete the booking first.',
    );
  const url = await generateManifest(deps.client, [row.shipmentId]);
  await deps.db
    .update(shippingBookings)
    .set({ manifestUrl: url })
    .where(eq(shippingBookings.orderId, orderId));
  return url;
}

/**
 * Before the owner's new address is saved: an order Shiprocket already has (not cancelled) gets it too, and
 * one the courier has picked up is refused.
 */
export function updateAddressAtShiprocket(deps: BookingDeps) {
  return async (orderId: string, address: ShippingAddressCopy): Promise<void> => {
    const row = await bookingOf(deps.db, orderId);
    if (!row?.providerOrderId || row.cancelledAt) return;
    if (courierHasParcel(row.statusId))
      throw conflict(
        'SHIPMENT_PICKED_UP',
        'The courier has picked this parcel up: its address can no longer change.',
      );
    const fitted = shiprocketAddress(address);
    await updateDeliveryAddress(deps.client, {
      order_id: row.providerOrderId,
      shipping_customer_name: `${fitted.customer_name} ${fitted.last_name}`.trim(),
      shipping_phone: fitted.phone,
      shipping_address: fitted.address,
      shipping_address_2: fitted.address_2,
      shipping_city: fitted.city,
      shipping_state: fitted.state,
      shipping_country: fitted.country,
      shipping_pincode: fitted.pincode,
      shipping_email: fitted.email,
    });
  };
}
