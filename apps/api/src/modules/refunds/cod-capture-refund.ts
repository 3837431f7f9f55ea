import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog, refunds } from '../../db/schema/index.ts';
import { processRefund, type RefundsContext } from './refund-process.ts';

/** The audit entry's actor: nobody signed in made this refund, the shop did on its own. */
const SHOP_ACTOR = 'shop (automatic refund)';

/**
 * A capture of a COD order's "pay online" link that the order could not take (decision 0103): the whole
 * amount is recorded as a refund of that payment, to be sent after the transaction commits like every other
 * refund (refund-process.ts; the retry job sends it if the gateway is down). The unique link-row key makes a
 * second call (webhook and return both, a retry) a no-op; only the first records the audit entry.
 * Answers the refund's id, or undefined when it was recorded already.
 */
export async function recordCodCaptureRefund(
  tx: Tx,
  capture: {
    codOnlinePaymentId: string;
    orderId: string;
    gateway: string;
    paymentId: string;
    amountPaise: number;
    reason: string;
  },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: capture.orderId,
      codOnlinePaymentId: capture.codOnlinePaymentId,
      gateway: capture.gateway,
      paymentId: capture.paymentId,
      amountPaise: capture.amountPaise,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!row) return undefined;
  await tx.insert(auditLog).values({
    actorId: null,
    actorEmail: SHOP_ACTOR,
    action: 'order.cod_capture_refunded',
    entityType: 'order',
    entityId: capture.orderId,
    before: null,
    after: {
      refundId: row.id,
      paymentId: capture.paymentId,
      amountPaise: capture.amountPaise,
      reason: capture.reason,
    },
  });
  return row.id;
}

/** Sends the recorded refund of a link's capture, after the transaction that recorded it (a no-op once sent). */
export async function sendCodCaptureRefund(ctx: RefundsContext, codOnlinePaymentId: string): Promise<void> {
  const [refund] = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.codOnlinePaymentId, codOnlinePaymentId));
  if (refund) await processRefund(ctx, refund.id);
}
