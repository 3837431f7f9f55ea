import { orderNumber, type TrackOrderBody, type TrackOrderReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { orderTokenOf } from './order-token.ts';

/** Tries that found nothing, per address: a shopper mistypes a few; a guesser of numbers and phones is stopped. */
export const TRACK_FAILURES: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };

/**
 * "Track order": the order whose number (the last 8 hex digits of its id) and delivery phone both match. A
 * mismatch of either answers the same 404 and counts against the address (S47); a match is given back. A
 * guest's order answers its token, as its mails do: the number and the phone on the parcel open it.
 */
export async function trackOrder(
  db: Database,
  secret: string,
  body: TrackOrderBody,
  ip: string,
): Promise<TrackOrderReply> {
  const attempt = await countAttempt(db, [`track-order:ip:${ip}`], TRACK_FAILURES);
  const suffix = body.orderNumber.replace('#', '').toLowerCase();
  const result = await db.execute<{ id: string; status: string; access_ref: string | null }>(sql`
    select id, status, access_ref from orders
    where right(id::text, 8) = ${suffix}
      and right(regexp_replace(shipping_address->>'phoneNumber', '\\D', '', 'g'), 10) = ${body.phone}
      and archived_at is null
      and not (status = 'CANCELLED' and status_history -> -1 ->> 'reason' = 'replaced')
    order by created_at desc
    limit 1`);
  const row = result.rows[0];
  if (!row) throw notFound('Order');
  await attempt.giveBack();
  return {
    orderId: row.id,
    orderNumber: orderNumber(row.id),
    status: row.status,
    orderToken: row.access_ref ? orderTokenOf(secret, row.access_ref) : null,
  };
}
