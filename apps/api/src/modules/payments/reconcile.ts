import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../gateways/payments/gateway.ts';
import { type PaymentsLog, silentLog } from '../../lib/payments-log.ts';
import { applyLinkState } from './link-state.ts';

export interface ReconcileSummary {
  checked: number;
  placed: number;
  cancelled: number;
  failed: number;
}

/**
 * Asks the gateway about PENDING orders that have a payment link, oldest first, a bounded batch at a time,
 * and applies what it says: paid (verified as on the return) places the order, expired or cancelled cancels
 * it. Covers a customer who paid and closed the tab before returning, or a webhook that never came. The
 * gateway is asked with no transaction open; what it said is then applied in a short transaction under the
 * order's lock, which re-checks the order, so several instances may run this at once and each payment is
 * applied once. One order's failure is logged and the rest go on.
 */
export async function reconcilePendingPayments(
  db: Database,
  gateway: PaymentGateway,
  now: Date,
  options: { batchSize?: number; log?: PaymentsLog } = {},
): Promise<ReconcileSummary> {
  const log = options.log ?? silentLog;
  const summary: ReconcileSummary = { checked: 0, placed: 0, cancelled: 0, failed: 0 };
  const candidates = await db
    .select({ id: orders.id, linkId: orders.paymentLinkId })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING'), isNotNull(orders.paymentLinkId)))
    .orderBy(asc(orders.expiresAt), asc(orders.id))
    .limit(options.batchSize ?? 50);

  for (const { id, linkId } of candidates) {
    if (!linkId) continue;
    try {
      const link = await gateway.fetchLink(linkId);
      summary.checked++;
      const outcome = await applyLinkState(
        db,
        { orderId: id, link, gateway: gateway.name, at: now, source: 'reconciliation' },
        log,
      );
      if (outcome === 'placed') summary.placed++;
      if (outcome === 'cancelled') summary.cancelled++;
    } catch (error) {
      summary.failed++;
      log.error({ orderId: id, err: error }, 'could not reconcile the payment of an order');
    }
  }
  return summary;
}
