import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';
import type { LinkPayment, LinkState } from '../../gateways/payments/gateway.ts';
import type { PaymentsLog } from '../../lib/payments-log.ts';
import { placePaidOrder } from '../orders/order-lifecycle.ts';
import { type PayableOrder, payableColumns, payablePaise } from '../orders/payable-order.ts';
import { recordRefund } from '../refunds/refund-record.ts';

/** The order row, locked until the transaction ends, so two payment paths never act on it at once. */
export async function lockOrder(
  tx: Tx,
  orderId: string,
  options: { skipLocked?: boolean } = {},
): Promise<PayableOrder | undefined> {
  const query = tx.select(payableColumns).from(orders).where(eq(orders.id, orderId));
  const [order] = options.skipLocked
    ? await query.for('update', { skipLocked: true })
    : await query.for('update');
  return order;
}

export type LinkCheck = { ok: true; payment: LinkPayment } | { ok: false; reason: string; mismatch?: object };

/**
 * Whether the gateway's own view of a link proves that this order is paid: it is the order's link, it is
 * paid, the amount paid is exactly the order's total (S23), and the payment is one of its captured payments
 * (S21). Without a payment id (reconciliation), the link's captured payment is taken.
 */
export function checkPaidLink(order: PayableOrder, link: LinkState, paymentId?: string): LinkCheck {
  if (!order.paymentLinkId || link.id !== order.paymentLinkId)
    return { ok: false, reason: 'the payment link is not the one issued for this order' };
  if (link.referenceId !== order.id)
    return { ok: false, reason: 'the payment link belongs to another order' };
  if (link.status !== 'paid') return { ok: false, reason: `the payment link is ${link.status}, not paid` };
  const expected = payablePaise(order);
  if (link.amountPaise !== expected || link.amountPaidPaise !== expected) {
    return {
      ok: false,
      reason: 'the amount paid does not match the order total',
      mismatch: {
        expectedPaise: expected,
        linkAmountPaise: link.amountPaise,
        amountPaidPaise: link.amountPaidPaise,
      },
    };
  }
  const captured = link.payments.filter((p) => p.status === 'captured');
  const payment = paymentId ? captured.find((p) => p.paymentId === paymentId) : captured[0];
  if (!payment) return { ok: false, reason: 'this payment is not among the captured payments of the link' };
  return { ok: true, payment };
}

export type SettleResult = 'placed' | 'already' | 'cancelled';

/** How a payment became known: through which gateway, when, and by which path (return, webhook, reconcile…). */
export interface PaymentNews {
  gateway: string;
  at: Date;
  source: string;
}

/**
 * The effect of a verified payment, inside the caller's transaction: the payment row (its unique payment id
 * and order id make a second attempt a no-op) and PENDING → PLACED with the cart emptied, exactly once. A
 * payment captured after the order was cancelled is recorded and refunded in full (the refund is sent after the
 * transaction, by the caller or the retry job).
 */
export async function settlePayment(
  tx: Tx,
  input: PaymentNews & { order: PayableOrder; payment: LinkPayment },
  log: PaymentsLog,
): Promise<SettleResult> {
  const { order, payment } = input;
  // Lock order before payments, on every path, so concurrent settlements queue instead of deadlocking.
  await tx.execute(sql`select 1 from ${orders} where ${orders.id} = ${order.id} for update`);
  const inserted = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      gateway: input.gateway,
      paymentId: payment.paymentId,
      paymentLinkId: order.paymentLinkId ?? '',
      amountPaise: payment.amountPaise,
      status: payment.status,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  const result = await placePaidOrder(tx, order.id, input.at);
  const details = { orderId: order.id, paymentId: payment.paymentId, source: input.source };
  if (result === 'placed') log.info(details, 'payment verified: order placed');
  if (result === 'cancelled' && inserted.length > 0) {
    await recordRefund(tx, order.id, 'rest');
    log.warn(details, 'payment captured for a cancelled order: refunding it in full');
  }
  return result;
}
