import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, shippingBookings } from '../../db/schema/index.ts';
import { trackAwb } from '../../gateways/shiprocket/shiprocket-api.ts';
import type { ShiprocketClient } from '../../gateways/shiprocket/shiprocket-client.ts';
import { processOrderRefunds, type RefundsContext } from '../refunds/refund-process.ts';
import { applyTrackingEvent } from './shipping-tracking.ts';

/** A shipment with no tracking event for this long is asked about (webhooks can be lost). */
const QUIET_HOURS = 6;
const BATCH = 50;

/**
 * The tracking poll: for shipments on their way that went quiet, asks Shiprocket's tracking API and applies
 * its latest status like a webhook event (once, forward only). A failed call leaves the shipment for the next
 * run. Answers how many were asked about.
 */
export async function pollQuietShipments(
  db: Database,
  client: ShiprocketClient,
  refunds: RefundsContext,
  quietHours = QUIET_HOURS,
): Promise<number> {
  const quietSince = sql`now() - make_interval(hours => ${quietHours})`;
  const quiet = await db
    .select({ awb: shippingBookings.awb, orderId: shippingBookings.orderId })
    .from(shippingBookings)
    .innerJoin(orders, eq(orders.id, shippingBookings.orderId))
    .where(
      and(
        isNotNull(shippingBookings.awb),
        inArray(orders.status, ['SHIPPED', 'OUT_FOR_DELIVERY']),
        or(isNull(shippingBookings.lastEventAt), lt(shippingBookings.lastEventAt, quietSince)),
        lt(shippingBookings.createdAt, quietSince),
      ),
    )
    .limit(BATCH);
  for (const { awb, orderId } of quiet) {
    if (!awb) continue;
    const answer = await trackAwb(client, awb).catch(() => undefined);
    const data = answer?.tracking_data;
    if (data?.track_status !== 1) continue;
    // Shiprocket lists the newest scan first.
    const activities = data.shipment_track_activities ?? [];
    const latest = activities[0];
    const result = await applyTrackingEvent(db, {
      awb,
      statusId: data.shipment_status,
      eventAt: latest?.date ?? 'poll',
      status: latest?.['sr-status-label'] ?? String(data.shipment_status),
      scans: [...activities].reverse().map((a) => ({
        date: a.date,
        activity: a.activity,
        location: a.location,
        status: a['sr-status-label'],
      })),
    });
    await db
      .update(shippingBookings)
      .set({ lastEventAt: new Date() })
      .where(eq(shippingBookings.orderId, orderId));
    if (result.returned) await processOrderRefunds(refunds, orderId);
  }
  return quiet.length;
}
