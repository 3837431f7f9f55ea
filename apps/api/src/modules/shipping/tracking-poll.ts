import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, shippingBookings } from '../../db/schema/index.ts';
import { trackAwb } from '../../gateways/shiprocket/shiprocket-api.ts';
import type { ShiprocketClient } from '../../gateways/shiprocket/shiprocket-client.ts';
import { processOrderRefunds, type RefundsContext } from '../refunds/refund-process.ts';
import { hasLiveAwb } from './live-awb.ts';
import { applyTrackingEvent } from './shipping-tracking.ts';

/** A shipment with no tracking event for this long is asked about (webhooks can be lost). */
const QUIET_HOURS = 6;
const BATCH = 50;
/** After an answer without news ("no activities found", a failure, nothing new): 30 min, doubling to 6 h. */
const FIRST_WAIT_MINUTES = 30;
const LONGEST_WAIT_MINUTES = QUIET_HOURS * 60;

export const pollWaitMinutes = (misses: number) =>
  Math.min(FIRST_WAIT_MINUTES * 2 ** Math.max(0, misses - 1), LONGEST_WAIT_MINUTES);

/**
 * The tracking poll: for shipments on their way that went quiet, asks Shiprocket's tracking API and applies
 * its latest status like a webhook event (once, forward only). Each shipment waits its own turn
 * (`next_poll_at`): one whose answer brought no news waits 30 minutes, then twice as long each time up to six
 * hours, and the ones asked about longest ago come first, so stuck shipments never crowd out the rest.
 * Answers how many were asked about.
 */
export async function pollQuietShipments(
  db: Database,
  client: ShiprocketClient,
  refunds: RefundsContext,
  quietHours = QUIET_HOURS,
  now = new Date(),
): Promise<number> {
  const quietSince = sql`${now.toISOString()}::timestamptz - make_interval(hours => ${quietHours})`;
  const quiet = await db
    .select({
      awb: shippingBookings.awb,
      orderId: shippingBookings.orderId,
      misses: shippingBookings.pollMisses,
    })
    .from(shippingBookings)
    .innerJoin(orders, eq(orders.id, shippingBookings.orderId))
    .where(
      and(
        hasLiveAwb,
        inArray(orders.status, ['SHIPPED', 'OUT_FOR_DELIVERY']),
        or(isNull(shippingBookings.lastEventAt), lt(shippingBookings.lastEventAt, quietSince)),
        or(isNull(shippingBookings.nextPollAt), lte(shippingBookings.nextPollAt, now)),
        lt(shippingBookings.createdAt, quietSince),
      ),
    )
    .orderBy(
      asc(
        sql`coalesce(${shippingBookings.nextPollAt}, ${shippingBookings.lastEventAt}, ${shippingBookings.createdAt})`,
      ),
    )
    .limit(BATCH);
  for (const { awb, orderId, misses } of quiet) {
    if (!awb) continue;
    const answer = await trackAwb(client, awb).catch(() => undefined);
    const data = answer?.tracking_data;
    let news = false;
    let returned = false;
    if (data?.track_status === 1) {
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
      news = result.outcome !== 'duplicate' && result.outcome !== 'unknown_awb';
      returned = Boolean(result.returned);
    }
    const missed = news ? 0 : misses + 1;
    await db
      .update(shippingBookings)
      .set({
        pollMisses: missed,
        nextPollAt: new Date(now.getTime() + pollWaitMinutes(Math.max(1, missed)) * 60_000),
      })
      .where(eq(shippingBookings.orderId, orderId));
    if (returned) await processOrderRefunds(refunds, orderId);
  }
  return quiet.length;
}
