import { orderNumber, paiseToRupees } from '@shop/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Tx } from '../../db/client.ts';
import { codOnlinePayments, payments } from '../../db/schema/index.ts';
import type { LinkState } from '../../gateways/payments/gateway.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentsLog } from '../../lib/payments-log.ts';
import {
  cannotPayOnline,
  codPayOnlineOffer,
  codPayOnlineProblem,
  orderOfCodToken,
  switchCodOrderToOnline,
} from '../orders/cod-pay-online.ts';
import { lockOrder } from '../orders/order-lifecycle.ts';
import { recordCodCaptureRefund, sendCodCaptureRefund } from '../refunds/cod-capture-refund.ts';
import type { PaymentsContext } from './payments.service.ts';

/**
 * A cash-on-delivery order paid online instead, from the COD confirmation's "pay online and save" (decision
 * 0103): the page's figures, the payment link (a row of cod_online_payments whose id is the link's reference),
 * and the capture, applied once by the signed webhook or the customer's return, whichever comes first.
 */

/** The link lives this long: long enough to pay, short enough that a late confirm rarely meets a payment. */
const LINK_MINUTES = 20;

const invalidLink = () =>
  new AppError(
    400,
    'INVALID_COD_TOKEN',
    'This link is not valid any more. Open the latest message about your order, or write to us.',
  );

export interface CodPayOnlineQuote {
  orderId: string;
  orderNumber: string;
  /** Rupees: what cash on delivery collects, and what paying online charges now. */
  codTotal: number;
  onlineTotal: number;
  saving: number;
  /** Why the order cannot be paid online (confirmed, cancelled, shipped…), or null. */
  unavailable: string | null;
}

/** `POST /api/orders/cod-pay-online/quote`: the page's figures, from the one pricing of an order. */
export async function codPayOnlineQuote(
  ctx: Pick<PaymentsContext, 'db'>,
  token: string,
  prepaidDiscountPercent: number,
): Promise<CodPayOnlineQuote> {
  const order = await orderOfCodToken(ctx.db, token);
  if (!order) throw invalidLink();
  const { price, problem } = codPayOnlineOffer(order, prepaidDiscountPercent);
  return {
    orderId: order.id,
    orderNumber: orderNumber(order.id),
    codTotal: paiseToRupees(price.codPayablePaise),
    onlineTotal: paiseToRupees(price.payablePaise),
    saving: paiseToRupees(price.savingPaise),
    unavailable: problem,
  };
}

/**
 * `POST /api/orders/cod-pay-online/link`: the payment link for the order's online total. A live link of the
 * same amount is given again; otherwise one is made with no transaction open, then stored under the order's
 * lock, the order checked again (a link whose order changed meanwhile is cancelled, never left payable).
 */
export async function createCodOnlineLink(
  ctx: PaymentsContext,
  token: string,
  prepaidDiscountPercent: number,
  now = new Date(),
): Promise<{ url: string }> {
  const order = await orderOfCodToken(ctx.db, token);
  if (!order) throw invalidLink();
  const { price, problem } = codPayOnlineOffer(order, prepaidDiscountPercent);
  if (problem) throw cannotPayOnline(problem);
  const [live] = await ctx.db
    .select()
    .from(codOnlinePayments)
    .where(
      and(
        eq(codOnlinePayments.orderId, order.id),
        eq(codOnlinePayments.amountPaise, price.payablePaise),
        isNull(codOnlinePayments.outcome),
        gt(codOnlinePayments.expiresAt, new Date(now.getTime() + 2 * 60_000)),
      ),
    )
    .orderBy(desc(codOnlinePayments.createdAt))
    .limit(1);
  if (live) return { url: live.paymentLinkUrl };

  const reference = uuidv7();
  const expireBy = new Date(now.getTime() + LINK_MINUTES * 60_000);
  const address = order.shippingAddress;
  const link = await ctx.gateway.createLink({
    orderId: reference,
    amountPaise: price.payablePaise,
    expireBy,
    callbackUrl: `${ctx.appUrl}/cod-pay/paid`,
    description: `MoonMade order ${orderNumber(order.id)}, paid online instead of cash on delivery`,
    customer: {
      name: `${address.firstName} ${address.lastName}`.trim(),
      email: address.email,
      contact: address.phoneNumber,
    },
  });
  const stored = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const again = locked && codPayOnlineOffer(locked, prepaidDiscountPercent);
    if (!again || again.problem || again.price.payablePaise !== price.payablePaise)
      return again?.problem ?? 'This order changed just now. Please open the link again.';
    await tx.insert(codOnlinePayments).values({
      id: reference,
      orderId: order.id,
      amountPaise: price.payablePaise,
      prepaidDiscountPaise: price.prepaidPaise,
      paymentLinkId: link.id,
      paymentLinkUrl: link.shortUrl,
      expiresAt: expireBy,
    });
    return null;
  });
  if (stored) {
    try {
      await ctx.gateway.cancelLink(link.id);
    } catch (error) {
      ctx.log.warn({ orderId: order.id, linkId: link.id, err: error }, 'could not cancel an unused COD link');
    }
    throw cannotPayOnline(stored);
  }
  ctx.log.info({ orderId: order.id, linkId: link.id }, 'payment link made to pay a COD order online');
  return { url: link.shortUrl };
}

export type CodCaptureOutcome = 'applied' | 'already' | 'unapplied' | 'ignored';

/**
 * A link's state as the gateway reported it (a signed webhook, or fetched on the customer's return), in the
 * caller's transaction: a captured payment of exactly the link's amount switches the order once (the payments
 * row, one per order, and the row's outcome make every repeat a no-op). A capture for an order that was
 * confirmed, cancelled or shipped meanwhile takes nothing from it: its reason is kept on the row and its
 * whole amount recorded as a refund, which the caller sends once the transaction commits (sendCodCaptureRefund;
 * the retry job sends it if the gateway is down).
 */
export async function applyCodOnlineLink(
  tx: Tx,
  input: { reference: string; link: LinkState; paymentId?: string; gateway: string; at: Date },
  log: PaymentsLog,
): Promise<CodCaptureOutcome> {
  const { link } = input;
  const [row] = await tx
    .select({ orderId: codOnlinePayments.orderId })
    .from(codOnlinePayments)
    .where(eq(codOnlinePayments.id, input.reference));
  if (!row) return 'ignored';
  // The order first, then its link row: the lock order of every payment path (settle.ts).
  const order = await lockOrder(tx, row.orderId);
  const [payLink] = await tx
    .select()
    .from(codOnlinePayments)
    .where(eq(codOnlinePayments.id, input.reference))
    .for('update');
  if (!order || !payLink || payLink.paymentLinkId !== link.id) return 'ignored';
  if (payLink.outcome !== null) return 'already';
  if (link.status !== 'paid' || link.referenceId !== payLink.id) return 'ignored';
  const captured = link.payments.filter((p) => p.status === 'captured');
  const payment = input.paymentId ? captured.find((p) => p.paymentId === input.paymentId) : captured[0];
  const details = { orderId: order.id, linkId: link.id, paymentId: payment?.paymentId };
  if (
    !payment ||
    link.amountPaidPaise !== payLink.amountPaise ||
    payment.amountPaise !== payLink.amountPaise
  ) {
    log.error({ ...details, expectedPaise: payLink.amountPaise }, 'COD online payment amount mismatch');
    return 'ignored';
  }
  const settled = { paymentId: payment.paymentId, settledAt: input.at };
  const problem = codPayOnlineProblem(order);
  const inserted = problem
    ? []
    : await tx
        .insert(payments)
        .values({
          orderId: order.id,
          gateway: input.gateway,
          paymentId: payment.paymentId,
          paymentLinkId: link.id,
          amountPaise: payment.amountPaise,
          status: payment.status,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
  if (inserted.length === 0) {
    const reason = problem ?? `Order ${orderNumber(order.id)} is paid already.`;
    await tx
      .update(codOnlinePayments)
      .set({ ...settled, outcome: `unapplied: ${reason}` })
      .where(eq(codOnlinePayments.id, payLink.id));
    await recordCodCaptureRefund(tx, {
      codOnlinePaymentId: payLink.id,
      orderId: order.id,
      gateway: input.gateway,
      paymentId: payment.paymentId,
      amountPaise: payment.amountPaise,
      reason,
    });
    log.warn(
      { ...details, reason },
      'payment captured for a COD order that can no longer be paid online: refunding it in full',
    );
    return 'unapplied';
  }
  await switchCodOrderToOnline(tx, order, {
    prepaidDiscountPaise: payLink.prepaidDiscountPaise,
    paidPaise: payment.amountPaise,
    paymentId: payment.paymentId,
    at: input.at,
  });
  await tx
    .update(codOnlinePayments)
    .set({ ...settled, outcome: 'applied' })
    .where(eq(codOnlinePayments.id, payLink.id));
  log.info(details, 'COD order paid online: switched to online payment');
  return 'applied';
}

/** A capture kept off its order (refunded in full, see applyCodOnlineLink): the customer is told. */
const notApplied = (outcome: string) =>
  cannotPayOnline(
    `${outcome.replace(/^unapplied: /, '')} The payment you made for it is being refunded in full; you will get a mail when it is sent.`,
  );

/**
 * `POST /api/orders/cod-pay-online/return`: the customer is back from the payment page. Nothing in the query
 * is trusted: the link stored with us is fetched from the gateway and applied as the webhook would.
 */
export async function codOnlineReturn(
  ctx: PaymentsContext,
  linkId: string,
  now = new Date(),
): Promise<{ orderId: string; orderNumber: string; paid: boolean }> {
  const [payLink] = await ctx.db
    .select()
    .from(codOnlinePayments)
    .where(eq(codOnlinePayments.paymentLinkId, linkId));
  if (!payLink) throw new AppError(404, 'NOT_FOUND', 'We do not know this payment.');
  const result = { orderId: payLink.orderId, orderNumber: orderNumber(payLink.orderId) };
  if (payLink.outcome === 'applied') return { ...result, paid: true };
  if (payLink.outcome !== null) throw notApplied(payLink.outcome);
  const link = await ctx.gateway.fetchLink(linkId);
  const outcome = await ctx.db.transaction((tx) =>
    applyCodOnlineLink(tx, { reference: payLink.id, link, gateway: ctx.gateway.name, at: now }, ctx.log),
  );
  if (outcome === 'unapplied') await sendCodCaptureRefund(ctx, payLink.id);
  if (outcome === 'unapplied' || outcome === 'already') {
    const [after] = await ctx.db
      .select({ outcome: codOnlinePayments.outcome })
      .from(codOnlinePayments)
      .where(eq(codOnlinePayments.id, payLink.id));
    if (after?.outcome && after.outcome !== 'applied') throw notApplied(after.outcome);
  }
  return { ...result, paid: outcome === 'applied' || outcome === 'already' };
}
