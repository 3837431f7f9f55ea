import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { refunds } from '../../db/schema/index.ts';
import type { RefundEntity } from '../../gateways/payments/razorpay-wire.ts';
import { settleRefund } from './refund-process.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Razorpay's `refund.processed` / `refund.failed` for one of our refunds, found by the gateway's refund id or,
 * when the webhook beats the call's answer, by its receipt (our id). The payment and amount must be ours.
 * Runs in the webhook's transaction, after its event id was recorded (a redelivery never gets here).
 */
export async function applyRefundWebhook(tx: Tx, entity: RefundEntity, processed: boolean): Promise<boolean> {
  const receipt = entity.receipt && UUID.test(entity.receipt) ? entity.receipt : undefined;
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(
      receipt
        ? or(eq(refunds.gatewayRefundId, entity.id), eq(refunds.id, receipt))
        : eq(refunds.gatewayRefundId, entity.id),
    )
    .for('update');
  if (!refund || refund.paymentId !== entity.payment_id || refund.amountPaise !== entity.amount) return false;
  if (refund.gatewayRefundId && refund.gatewayRefundId !== entity.id) return false;
  await tx
    .update(refunds)
    .set({ gatewayRefundId: sql`coalesce(${refunds.gatewayRefundId}, ${entity.id})` })
    .where(eq(refunds.id, refund.id));
  return settleRefund(tx, refund.id, processed ? 'processed' : 'failed');
}
