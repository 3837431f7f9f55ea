import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/index.ts';

/**
 * Records a refund of an order's captured payment, to be sent to the gateway after the transaction commits
 * (see refund-process.ts). The caller holds the order's row lock, so the sum of its refunds is read and
 * written by one caller at a time: the amount is capped at what was paid minus what was already refunded
 * (S42), and the unique keys make a second full refund, or a second refund of one return, a no-op.
 * Answers the refund's id, or undefined when there is nothing to refund (cash on delivery, unpaid, or
 * already refunded in full).
 */
export async function recordRefund(
  tx: Tx,
  orderId: string,
  /** 'rest': all that is left of the payment (a cancelled order). */
  amountPaise: number | 'rest',
  returnId: string | null = null,
): Promise<string | undefined> {
  const { payment, leftPaise } = await paymentLeft(tx, orderId);
  if (!payment) return undefined;
  const amount = amountPaise === 'rest' ? leftPaise : Math.min(amountPaise, leftPaise);
  if (amount <= 0) return undefined;
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId,
      returnId,
      gateway: payment.gateway,
      paymentId: payment.paymentId,
      amountPaise: amount,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return row?.id;
}

async function paymentLeft(tx: Tx, orderId: string) {
  const [payment] = await tx.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment) return { payment: undefined, leftPaise: 0 };
  const [refunded] = await tx
    .select({ paise: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    // A refunded stray capture of a COD "pay online" link was never the order's payment (cod-capture-refund.ts).
    .where(
      and(eq(refunds.orderId, orderId), ne(refunds.status, 'FAILED'), isNull(refunds.codOnlinePaymentId)),
    );
  return { payment, leftPaise: Math.max(0, payment.amountPaise - Number(refunded?.paise ?? 0)) };
}

/** What is left to refund of an order's payment, in paise (0 when nothing was paid online). */
export async function refundablePaise(tx: Tx, orderId: string): Promise<number> {
  return (await paymentLeft(tx, orderId)).leftPaise;
}
