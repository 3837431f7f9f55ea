import { paymentWebhookEvents } from '../../db/schema/index.ts';
import {
  linkStateFromEntity,
  type WebhookBody,
  webhookSchema,
} from '../../gateways/payments/razorpay-wire.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { giftCardLinkEvent } from '../gift-cards/gift-card-webhook.ts';
import { cancelOrder } from '../orders/order-lifecycle.ts';
import { sendCodCaptureRefund } from '../refunds/cod-capture-refund.ts';
import { processOrderRefunds } from '../refunds/refund-process.ts';
import { applyRefundWebhook } from '../refunds/refund-webhook.ts';
import { applyCodOnlineLink } from './cod-online-payment.ts';
import type { PaymentsContext } from './payments.service.ts';
import { checkPaidLink, lockOrder, settlePayment } from './settle.ts';

export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

/** The link as the paid webhook reports it, with the payment the event carries. */
function paidLinkOf(body: WebhookBody, entity: Parameters<typeof linkStateFromEntity>[0]) {
  const link = linkStateFromEntity(entity);
  const payment = body.payload.payment?.entity;
  if (payment)
    link.payments = [{ paymentId: payment.id, amountPaise: payment.amount, status: payment.status }];
  return link;
}

export type WebhookOutcome = 'duplicate' | 'placed' | 'already' | 'cancelled' | 'refund' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The event, or (for a signed body of a shape we do not know) just its name, so it is acknowledged once. */
function parse(rawBody: Buffer): { body?: WebhookBody; event: string; json: unknown } {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError(400, 'INVALID_JSON', 'The webhook body is not valid JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw badRequest('The webhook body is not an event');
  const parsed = webhookSchema.safeParse(json);
  if (parsed.success) return { body: parsed.data, event: parsed.data.event, json };
  const event = (json as { event?: unknown } | null)?.event;
  return { event: typeof event === 'string' ? event.slice(0, 100) : 'unknown', json };
}

/**
 * A Razorpay webhook: the signature is checked over the raw bytes (S24); the event id is recorded in the
 * same transaction as the effect, so a redelivery changes nothing (S25); a paid link is verified like a
 * return and places the order once; an expired or cancelled link cancels only a PENDING order (S26).
 */
export async function handleWebhook(
  ctx: PaymentsContext,
  delivery: WebhookDelivery,
): Promise<WebhookOutcome> {
  if (!ctx.gateway.verifyWebhook(delivery.rawBody, delivery.signature))
    throw badRequest('The webhook signature is missing or does not match the body');
  const eventId = delivery.eventId?.trim();
  if (!eventId || eventId.length > 100) throw badRequest('The webhook has no x-razorpay-event-id');
  const { body, event, json } = parse(delivery.rawBody);
  const entity = body?.payload.payment_link?.entity;
  const orderId = entity?.reference_id ?? '';
  const log = { eventId, event, orderId, linkId: entity?.id };
  // Signed by Razorpay but of a shape we do not know: acknowledged (a 4xx would be retried for days), logged.
  if (!body) ctx.log.warn(log, 'webhook body not understood: acknowledged and ignored');

  // A COD link's capture the order could not take: its refund, recorded in the transaction, is sent after it.
  let refundCapture: string | undefined;
  // A payment captured for an order cancelled meanwhile: its full refund, likewise.
  let refundOrder: string | undefined;
  const outcome = await ctx.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId, event, payload: json })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (!fresh) return 'duplicate';
    if (body?.event === 'refund.processed' || body?.event === 'refund.failed') {
      const refund = body.payload.refund?.entity;
      if (!refund) return 'ignored';
      const settled = await applyRefundWebhook(tx, refund, body.event === 'refund.processed');
      if (!settled) ctx.log.warn({ eventId, event, refundId: refund.id }, 'refund webhook not applied');
      return settled ? 'refund' : 'ignored';
    }
    if (!body || !entity || !UUID.test(orderId)) return 'ignored';
    const order = await lockOrder(tx, orderId);
    if (!order && body.event === 'payment_link.paid') {
      // A COD order paid online instead: its link's reference is a cod_online_payments row (decision 0103).
      const link = paidLinkOf(body, entity);
      const at = new Date();
      const input = { reference: orderId, link, paymentId: body.payload.payment?.entity.id, at };
      const cod = await applyCodOnlineLink(tx, { ...input, gateway: ctx.gateway.name }, ctx.log);
      if (cod === 'unapplied') refundCapture = orderId;
      if (cod !== 'ignored') return cod === 'applied' ? 'placed' : cod === 'already' ? 'already' : 'ignored';
    }
    if (!order) {
      // A gift card's purchase is paid through a link of its own (modules/gift-cards).
      const outcome = await giftCardLinkEvent(tx, body, orderId);
      if (outcome !== 'ignored') return outcome === 'paid' ? 'placed' : outcome;
    }
    if (!order || order.paymentLinkId !== entity.id) {
      ctx.log.warn(log, 'webhook for a payment link we did not issue: ignored');
      return 'ignored';
    }

    if (body.event === 'payment_link.paid') {
      const payment = body.payload.payment?.entity;
      const link = paidLinkOf(body, entity);
      const check = checkPaidLink(order, link, payment?.id);
      if (!check.ok) {
        if (check.mismatch) ctx.log.error({ ...log, ...check.mismatch }, 'payment amount mismatch');
        else ctx.log.warn({ ...log, reason: check.reason }, 'paid webhook not accepted');
        return 'ignored';
      }
      const settled = await settlePayment(
        tx,
        { order, payment: check.payment, gateway: ctx.gateway.name, at: new Date(), source: 'webhook' },
        ctx.log,
      );
      if (settled === 'cancelled') refundOrder = order.id;
      return settled;
    }

    if (body.event === 'payment_link.expired' || body.event === 'payment_link.cancelled') {
      // States only move forward: a link that expires after the order was paid changes nothing.
      if (order.status !== 'PENDING') return 'ignored';
      const reason =
        body.event === 'payment_link.expired' ? 'payment_link_expired' : 'payment_link_cancelled';
      const cancelled = await cancelOrder(tx, order.id, reason);
      if (cancelled) ctx.log.info(log, 'order cancelled: its payment link ended unpaid');
      return cancelled ? 'cancelled' : 'ignored';
    }
    return 'ignored';
  });
  if (refundCapture) await sendCodCaptureRefund(ctx, refundCapture);
  if (refundOrder) await processOrderRefunds(ctx, refundOrder);
  return outcome;
}
