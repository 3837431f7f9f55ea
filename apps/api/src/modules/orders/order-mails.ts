import { formatPaise, orderNumber } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, users } from '../../db/schema/index.ts';
import { greetingName } from '../mail/greeting-name.ts';
import { HIDDEN_TOKEN } from '../mail/hidden-links.ts';
import { mailSettings } from '../mail/mail-settings.ts';
import { queueMail } from '../mail/outbox.service.ts';
import type { OrderAdjustment } from '../mail/templates.ts';
import { queueOrderAlert } from './order-alert.ts';
import { orderPayablePaise } from './order-amounts.ts';
import type { OrderRow } from './order-view.ts';
import { queueOrderWhatsapp } from './order-whatsapp.ts';

export type OrderMail = 'orderPlaced' | 'shipped' | 'outForDelivery' | 'delivered' | 'cancelled';

/** The lines between the items and the total, so that the mail's figures add up to what the customer pays. */
function orderAdjustments(order: OrderRow): OrderAdjustment[] {
  const adjustments: OrderAdjustment[] = [];
  if (order.couponDiscountPaise > 0) {
    adjustments.push({
      label: order.couponCode ? `Coupon ${order.couponCode}` : 'Coupon',
      amount: `−${formatPaise(order.couponDiscountPaise)}`,
    });
  }
  if (order.prepaidDiscountPaise > 0)
    adjustments.push({
      label: 'Prepaid discount (paid online)',
      amount: `−${formatPaise(order.prepaidDiscountPaise)}`,
    });
  if (order.deliveryChargePaise > 0)
    adjustments.push({ label: 'Delivery', amount: formatPaise(order.deliveryChargePaise) });
  if (order.giftWrapPaise > 0)
    adjustments.push({ label: 'Gift wrap', amount: formatPaise(order.giftWrapPaise) });
  if (order.codFeePaise > 0)
    adjustments.push({ label: 'Cash on delivery fee', amount: formatPaise(order.codFeePaise) });
  if (order.codRoundOffPaise !== 0)
    adjustments.push({
      label: 'Round off (cash in whole rupees)',
      amount: `${order.codRoundOffPaise < 0 ? '−' : '+'}${formatPaise(Math.abs(order.codRoundOffPaise))}`,
    });
  // Ways to pay, not discounts: what is left is what the payment link or the courier takes.
  if (order.giftCardPaise > 0)
    adjustments.push({ label: 'Paid by gift card', amount: `−${formatPaise(order.giftCardPaise)}` });
  if (order.storeCreditPaise > 0)
    adjustments.push({ label: 'Paid by store credit', amount: `−${formatPaise(order.storeCreditPaise)}` });
  return adjustments;
}

/**
 * Queues the customer's mail about a move of their order, in the move's transaction, and its WhatsApp message
 * when they agreed to those (order-whatsapp.ts); a placed order also tells the owner (order-alert.ts).
 */
export async function queueOrderMail(tx: Tx, order: OrderRow, kind: OrderMail): Promise<void> {
  await queueOrderWhatsapp(tx, order, kind);
  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!customer) return;
  // A guest's link carries the order's token, put in only when the mail is sent (S46, S56).
  const appUrl = mailSettings().appUrl;
  const common = {
    firstName: greetingName(order, customer.firstName),
    orderNumber: orderNumber(order.id),
    orderUrl: order.accessRef
      ? `${appUrl}/order/${order.id}?token=${HIDDEN_TOKEN}`
      : `${appUrl}/account/order/${order.id}`,
  };
  const about = { orderId: order.id, ...(order.accessRef ? { secretRef: order.accessRef } : {}) };
  if (kind === 'orderPlaced') {
    const lines = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const mailLines = lines.map((line) => ({
      title: line.title,
      size: line.size,
      quantity: line.quantity,
      amount: formatPaise(line.unitDiscountedPricePaise * line.quantity),
      personalisation:
        line.personalisationText === null
          ? null
          : `${line.personalisationLabel ?? 'Personalisation'}: ${line.personalisationText}`,
    }));
    const total = formatPaise(orderPayablePaise(order));
    const adjustments = orderAdjustments(order);
    // Paid online, the invoice is issued in this same transaction (placePaidOrder); COD's comes with the cash.
    const invoiced = order.paymentMethod === 'ONLINE' && order.tax !== null;
    const invoiceUrl = !invoiced
      ? null
      : order.accessRef
        ? `${appUrl}/api/orders/${order.id}/invoice?token=${HIDDEN_TOKEN}`
        : common.orderUrl;
    const data = { ...common, lines: mailLines, adjustments, total, invoiceUrl };
    await queueMail(tx, customer.email, kind, data, about);
    await queueOrderAlert(tx, order, mailLines, adjustments, total);
    return;
  }
  if (kind === 'shipped') {
    const shipment = order.shipment;
    await queueMail(
      tx,
      customer.email,
      kind,
      {
        ...common,
        courier: shipment?.courier ?? null,
        trackingNumber: shipment?.trackingNumber ?? null,
        trackingUrl: shipment?.trackingUrl ?? null,
      },
      about,
    );
    return;
  }
  await queueMail(tx, customer.email, kind, common, about);
}
