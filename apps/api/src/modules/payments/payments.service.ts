import type { PaymentReturnQuery } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../gateways/payments/gateway.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { PaymentsLog } from '../../lib/payments-log.ts';
import { findOrder, type PayableOrder, payablePaise, storePaymentLink } from '../orders/payable-order.ts';
import { checkPaidLink, lockOrder, settlePayment } from './settle.ts';

export interface PaymentsContext {
  db: Database;
  gateway: PaymentGateway;
  /** Public origin of the shop, for the callback URL. */
  appUrl: string;
  log: PaymentsLog;
}

const notVerified = (message: string) => new AppError(400, 'PAYMENT_NOT_VERIFIED', message);

/**
 * Razorpay wants a link's `expire_by` at least 15 minutes after it creates the link; one more minute covers
 * clocks and the time the request takes. An order whose payment window ends sooner is held until then.
 */
export const LINK_MIN_LIFETIME_MINUTES = 16;

/** A link this request made but could not store (the order changed meanwhile): it must not stay payable. */
async function discardLink(ctx: PaymentsContext, orderId: string, linkId: string): Promise<void> {
  try {
    await ctx.gateway.cancelLink(linkId);
  } catch (error) {
    ctx.log.warn({ orderId, linkId, err: error }, 'could not cancel a payment link that lost a race');
  }
}

/**
 * The payment link of the user's own PENDING order: created once, for the order's total, expiring with the
 * order but at least LINK_MIN_LIFETIME_MINUTES ahead (the order's hold is extended to match). No transaction
 * is open while the gateway is asked, so a request never holds a pool connection or a row lock while it
 * waits for the network or for a second connection. The link is then stored with a conditional update; a
 * request that loses (a concurrent one stored its link first, or the order was paid or cancelled meanwhile)
 * cancels its own link and answers from the order as it is now.
 */
export async function createPaymentLink(
  ctx: PaymentsContext,
  userId: string,
  orderId: string,
  now = new Date(),
): Promise<{ id: string; url: string }> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.userId !== userId || order.archivedAt) throw notFound('Order');
  const existing = storedLink(order);
  if (existing) return existing;
  if (order.expiresAt.getTime() <= now.getTime())
    throw conflict('CONFLICT', 'The time to pay for this order has run out. Please place the order again.');
  const earliest = now.getTime() + LINK_MIN_LIFETIME_MINUTES * 60_000;
  const expireBy = new Date(Math.max(order.expiresAt.getTime(), earliest));
  const address = order.shippingAddress;
  let link: { id: string; shortUrl: string };
  try {
    link = await ctx.gateway.createLink({
      orderId: order.id,
      amountPaise: payablePaise(order),
      expireBy,
      callbackUrl: `${ctx.appUrl}/payment/${order.id}`,
      description: `MoonMade order ${order.id}`,
      customer: {
        name: `${address.firstName} ${address.lastName}`.trim(),
        email: address.email,
        contact: address.phoneNumber,
      },
    });
  } catch (error) {
    // Razorpay refuses a second link for one order: a concurrent request may have just made it.
    const stored = storedLink(await findOrder(ctx.db, orderId));
    if (stored) return stored;
    throw error;
  }
  if (await storePaymentLink(ctx.db, order.id, { id: link.id, url: link.shortUrl }, expireBy, now)) {
    ctx.log.info({ orderId: order.id, linkId: link.id }, 'payment link created');
    return { id: link.id, url: link.shortUrl };
  }
  await discardLink(ctx, order.id, link.id);
  const stored = storedLink(await findOrder(ctx.db, orderId));
  if (stored) return stored;
  throw conflict('CONFLICT', 'This order changed while its payment link was made. Please try again.');
}

const notPayable = (status: string) =>
  conflict('CONFLICT', `This order is ${status.toLowerCase()}: there is nothing left to pay`);

/** The order's link when it is PENDING and has one; throws when it is no longer PENDING. */
function storedLink(order: PayableOrder | undefined): { id: string; url: string } | undefined {
  if (!order) return undefined;
  if (order.status !== 'PENDING') throw notPayable(order.status);
  if (order.paymentLinkId && order.paymentLinkUrl)
    return { id: order.paymentLinkId, url: order.paymentLinkUrl };
  return undefined;
}

/**
 * The customer is back from the payment page. Nothing in the query is trusted on its own: the signature is
 * checked when given, and the link stored for this order is always fetched from the gateway, which must say
 * paid, for exactly the order's total, with this payment among its captured payments. Only then is the
 * order placed, once; a repeat answers the same and changes nothing.
 */
export async function confirmReturn(
  ctx: PaymentsContext,
  userId: string,
  query: PaymentReturnQuery,
  now = new Date(),
): Promise<{ orderId: string; status: string }> {
  const order = await findOrder(ctx.db, query.order_id);
  if (!order || order.userId !== userId) throw notFound('Order');
  const reject = (reason: string, details: object = {}) => {
    ctx.log.warn(
      { orderId: order.id, paymentId: query.payment_id, reason, ...details },
      'payment return rejected',
    );
    return notVerified(`We could not verify this payment: ${reason}.`);
  };

  if (query.signature !== undefined) {
    const { payment_link_id, payment_link_reference_id, payment_link_status } = query;
    if (!payment_link_id || !payment_link_reference_id || !payment_link_status)
      throw reject('the signed return is missing the link id, reference or status');
    const genuine = ctx.gateway.verifyReturnSignature({
      linkId: payment_link_id,
      referenceId: payment_link_reference_id,
      status: payment_link_status,
      paymentId: query.payment_id,
      signature: query.signature,
    });
    if (!genuine) throw reject('the signature does not match');
  }
  if (query.payment_link_id !== undefined && query.payment_link_id !== order.paymentLinkId)
    throw reject('the payment link is not the one issued for this order');
  if (query.payment_link_reference_id !== undefined && query.payment_link_reference_id !== order.id)
    throw reject('the payment belongs to another order');
  if (query.payment_link_status !== undefined && query.payment_link_status !== 'paid')
    throw reject(`the payment ${query.payment_link_status === 'failed' ? 'failed' : 'is not complete'}`);

  // Already recorded (the spec's client may call twice): the same answer, no gateway call, no change.
  const [recorded] = await ctx.db
    .select({ paymentId: payments.paymentId })
    .from(payments)
    .where(eq(payments.orderId, order.id));
  if (recorded) {
    if (recorded.paymentId !== query.payment_id) throw reject('this order was paid with another payment');
    return { orderId: order.id, status: order.status };
  }
  if (!order.paymentLinkId) throw reject('no payment link was issued for this order');

  const link = await ctx.gateway.fetchLink(order.paymentLinkId);
  const check = checkPaidLink(order, link, query.payment_id);
  if (!check.ok) {
    if (check.mismatch) ctx.log.error({ orderId: order.id, ...check.mismatch }, 'payment amount mismatch');
    throw reject(check.reason);
  }
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked) throw notFound('Order');
    await settlePayment(
      tx,
      { order: locked, payment: check.payment, gateway: ctx.gateway.name, at: now, source: 'return' },
      ctx.log,
    );
    const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    return { orderId: order.id, status: after?.status ?? locked.status };
  });
}
