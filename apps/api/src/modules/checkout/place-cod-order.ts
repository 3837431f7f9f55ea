import { type OrderReply, orderNumber } from '@shop/contracts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { emptyCart } from '../cart/cart.service.ts';
import { type CodSettings, codUnavailable as unavailable } from '../orders/cash-on-delivery.ts';
import { requestCodConfirmation } from '../orders/cod-confirmation.ts';
import { markCodUnderWay, placeAsCod, undoCodUnderWay } from '../orders/cod-switch.ts';
import { lockOrder } from '../orders/order-lifecycle.ts';
import { queueOrderMail } from '../orders/order-mails.ts';
import { codPrice } from '../orders/order-pricing.ts';
import { loadOrderReply } from '../orders/order-view.ts';
import { findOrder, payablePaise } from '../orders/payable-order.ts';
import { applyLinkState } from '../payments/link-state.ts';
import type { PaymentsContext } from '../payments/payments.service.ts';
import { codRefusal } from './cod-availability.ts';

/**
 * `POST /api/orders/{id}/cod`: the customer's PENDING order is placed with cash due on delivery. Its stock,
 * reserved at checkout, stays taken; the cart is emptied; the COD fee, if any, joins its total. A payment
 * link made for it earlier is cancelled with the gateway first (no transaction open meanwhile); the order is
 * marked COD before that, so the gateway's "cancelled" does not cancel the order. A link found paid places
 * the order as paid online instead.
 */
export async function placeCodOrder(
  ctx: Pick<PaymentsContext, 'db' | 'gateway' | 'log'>,
  userId: string,
  orderId: string,
  settings: CodSettings,
  now = new Date(),
): Promise<OrderReply> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.userId !== userId || order.archivedAt) throw notFound('Order');
  if (order.status !== 'PENDING')
    throw conflict('CONFLICT', `Order ${orderNumber(orderId)} is ${order.status.toLowerCase()} already.`);
  // Cash on delivery forgoes the prepaid discount (decision 0072); the cash is counted in whole rupees (0083).
  const cod = codPrice(payablePaise(order) + order.prepaidDiscountPaise, settings.feePaise);
  const refusal = await codRefusal(ctx.db, settings, {
    payableWithoutPrepaidPaise: payablePaise(order) + order.prepaidDiscountPaise,
    userId,
    address: order.shippingAddress,
  });
  if (refusal) throw unavailable(refusal);
  if (order.expiresAt.getTime() <= now.getTime())
    throw conflict('CONFLICT', 'The time for this order has run out. Please place the order again.');

  if (order.paymentLinkId) {
    if (!(await markCodUnderWay(ctx.db, orderId, now)))
      throw conflict('CONFLICT', 'This order changed just now. Please try again.');
    try {
      const link = await ctx.gateway.cancelLink(order.paymentLinkId);
      if (link.status === 'paid') {
        const input = { orderId, link, gateway: ctx.gateway.name, at: now, source: 'cash on delivery' };
        await applyLinkState(ctx.db, input, ctx.log);
        throw conflict(
          'CONFLICT',
          `Your online payment for order ${orderNumber(orderId)} has come through, so it is paid and placed.`,
        );
      }
    } catch (error) {
      await undoCodUnderWay(ctx.db, orderId);
      if (error instanceof AppError) throw error;
      ctx.log.warn({ orderId, err: error }, 'could not cancel the payment link before cash on delivery');
      throw new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        'We could not close the online payment for this order just now. Please try again in a minute.',
      );
    }
  }

  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked?.status !== 'PENDING' || locked.paymentLinkId !== order.paymentLinkId)
      throw conflict('CONFLICT', 'This order changed just now. Please look at it in My Orders.');
    await placeAsCod(tx, locked, cod, settings.feePaise, now);
    await emptyCart(tx, userId);
    const placed = {
      ...locked,
      paymentMethod: 'COD',
      codFeePaise: cod.feePaise,
      codRoundOffPaise: cod.roundOffPaise,
      prepaidDiscountPaise: 0,
    };
    await queueOrderMail(tx, placed, 'orderPlaced');
    await requestCodConfirmation(tx, placed, settings.confirm, now);
    const reply = await loadOrderReply(tx, orderId);
    if (!reply) throw notFound('Order');
    ctx.log.info({ orderId }, 'order placed with cash on delivery');
    return reply;
  });
}
