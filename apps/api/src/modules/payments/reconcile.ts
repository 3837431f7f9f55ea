import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../payments/gateways/gateway.ts';
import { cancelOrder } from '../orders/order-lifecycle.ts';
import { checkPaidLink, lockOrder, type PaymentsLog, settlePayment, silentLog } from './settle.ts';

export interface ReconcileSummary {
  checked: number;
  placed: number;
  cancelled: number;
  failed: number;
}

/**
 * Asks the gateway about PENDING orders that have a payment link, oldest first, a bounded batch at a time,
 * and applies what it says: paid (verified as on the return) places the order, expired or cancelled cancels
 * it. Covers a customer who paid and closed the tab before returning, or a webhook that never came. Each
 * order is handled in a transaction of its own under `FOR UPDATE SKIP LOCKED`, so several instances can run
 * this at once; one order's failure is logged and the rest go on.
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
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING'), isNotNull(orders.paymentLinkId)))
    .orderBy(asc(orders.expiresAt), asc(orders.id))
    .limit(options.batchSize ?? 50);

  for (const { id } of candidates) {
    try {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, id, { skipLocked: true });
        // Taken by another instance, or settled since the batch was read.
        if (order?.status !== 'PENDING' || !order.paymentLinkId) return;
        summary.checked++;
        const link = await gateway.fetchLink(order.paymentLinkId);
        if (link.status === 'paid') {
          const check = checkPaidLink(order, link);
          if (!check.ok) {
            if (check.mismatch) log.error({ orderId: id, ...check.mismatch }, 'payment amount mismatch');
            else log.warn({ orderId: id, reason: check.reason }, 'paid link not accepted');
            return;
          }
          const result = await settlePayment(
            tx,
            { order, payment: check.payment, gateway: gateway.name, at: now, source: 'reconciliation' },
            log,
          );
          if (result === 'placed') summary.placed++;
        } else if (link.status === 'expired' || link.status === 'cancelled') {
          const reason = link.status === 'expired' ? 'payment_link_expired' : 'payment_link_cancelled';
          if (await cancelOrder(tx, id, reason)) summary.cancelled++;
        }
      });
    } catch (error) {
      summary.failed++;
      log.error({ orderId: id, err: error }, 'could not reconcile the payment of an order');
    }
  }
  return summary;
}
