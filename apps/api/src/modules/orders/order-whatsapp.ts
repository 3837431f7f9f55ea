import { formatPaise, orderNumber } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, users } from '../../db/schema/index.ts';
import { HIDDEN_TOKEN } from '../mail/hidden-links.ts';
import { queueWhatsapp, type WhatsappMessage } from '../whatsapp/whatsapp-outbox.ts';
import { whatsappSettings } from '../whatsapp/whatsapp-settings.ts';
import { codPayOnlineUrl } from './cod-online-price.ts';
import { orderPayablePaise } from './order-amounts.ts';
import type { OrderRow } from './order-view.ts';

/** The payloads of the COD confirmation's quick-reply buttons: the action and the order it is for. */
export const codReplyPayload = (action: 'confirm' | 'cancel', orderId: string) => `cod-${action}:${orderId}`;

type Common = Pick<WhatsappMessage, 'userId' | 'phone' | 'orderId' | 'secretRef'> & {
  firstName: string;
  number: string;
  orderUrl: string;
};

async function common(tx: Tx, order: OrderRow): Promise<Common | undefined> {
  const settings = whatsappSettings();
  if (!settings?.api) return undefined;
  const [customer] = await tx
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer) return undefined;
  return {
    userId: order.userId,
    phone: order.shippingAddress.phoneNumber,
    orderId: order.id,
    ...(order.accessRef ? { secretRef: order.accessRef } : {}),
    firstName: order.shippingAddress.firstName || customer.firstName,
    number: orderNumber(order.id),
    // A guest's link carries the order's token, put in only when the message is sent (S46, S56).
    orderUrl: order.accessRef
      ? `${settings.appUrl}/order/${order.id}?token=${HIDDEN_TOKEN}`
      : `${settings.appUrl}/account/order/${order.id}`,
  };
}

/**
 * Queues the WhatsApp message about a move of the order, in the move's transaction, beside its mail; only
 * with the customer's consent (queueWhatsapp checks it and STOP).
 */
export async function queueOrderWhatsapp(
  tx: Tx,
  order: OrderRow,
  kind: 'orderPlaced' | 'shipped' | 'outForDelivery' | 'delivered' | 'cancelled',
): Promise<void> {
  if (kind === 'cancelled') return;
  const c = await common(tx, order);
  if (!c) return;
  const { firstName, number, orderUrl, ...to } = c;
  if (kind === 'orderPlaced') {
    const total = formatPaise(orderPayablePaise(order));
    await queueWhatsapp(tx, {
      ...to,
      event: 'orderPlaced',
      params: [firstName, number, total, orderUrl],
      preview: `Hi ${firstName}, thank you for your order ${number} of ${total}. See it here: ${orderUrl}`,
    });
    return;
  }
  if (kind === 'shipped') {
    const courier = order.shipment?.courier ?? 'our courier';
    const tracking = order.shipment?.trackingUrl ?? order.shipment?.trackingNumber ?? orderUrl;
    await queueWhatsapp(tx, {
      ...to,
      event: 'shipped',
      params: [firstName, number, courier, tracking],
      preview: `Hi ${firstName}, your order ${number} is on its way with ${courier}. Track it: ${tracking}`,
    });
    return;
  }
  if (kind === 'outForDelivery') {
    const due =
      order.paymentMethod === 'COD' && !order.paidAt ? formatPaise(orderPayablePaise(order)) : 'nothing';
    await queueWhatsapp(tx, {
      ...to,
      event: 'outForDelivery',
      params: [firstName, number, due],
      preview: `Hi ${firstName}, your order ${number} is out for delivery today. To pay on delivery: ${due}.`,
    });
    return;
  }
  const [line] = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id))
    .limit(1);
  const reviewUrl = line
    ? `${whatsappSettings()?.appUrl}/product/${line.productId}?review=1#reviews`
    : orderUrl;
  await queueWhatsapp(tx, {
    ...to,
    event: 'delivered',
    params: [firstName, number, reviewUrl],
    preview: `Hi ${firstName}, your order ${number} has been delivered. Tell us what you think: ${reviewUrl}`,
  });
}

/**
 * The cash-on-delivery confirmation with Confirm / Cancel quick-reply buttons, each carrying the order it is
 * for; with a saving from paying online (PREPAID_DISCOUNT) the message also carries the pay-online page, opened
 * by the confirmation's own token (`secretRef`, put in only when the message is sent, S46).
 */
export async function queueCodConfirmWhatsapp(
  tx: Tx,
  order: OrderRow,
  hours: number,
  offer: { secretRef: string; saving?: string },
): Promise<void> {
  const c = await common(tx, order);
  const settings = whatsappSettings();
  if (!c || !settings) return;
  const { firstName, number, orderUrl: _orderUrl, ...to } = c;
  const total = formatPaise(orderPayablePaise(order));
  const quickReplies = [codReplyPayload('confirm', order.id), codReplyPayload('cancel', order.id)];
  const ask = `Hi ${firstName}, please confirm your cash-on-delivery order ${number} of ${total}. Tap Confirm to have it shipped or Cancel if you did not mean to order; it is cancelled if not confirmed within ${hours} hours.`;
  if (offer.saving) {
    const payUrl = codPayOnlineUrl(settings.appUrl);
    await queueWhatsapp(tx, {
      ...to,
      secretRef: offer.secretRef,
      event: 'codConfirmPayOnline',
      params: [firstName, number, total, String(hours), offer.saving, payUrl],
      quickReplies,
      preview: `${ask} Or pay online now and save ${offer.saving}: ${payUrl}`,
    });
    return;
  }
  await queueWhatsapp(tx, {
    ...to,
    event: 'codConfirm',
    params: [firstName, number, total, String(hours)],
    quickReplies,
    preview: ask,
  });
}
