import { formatPaise, orderNumber } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codOnlinePayments, orders, users } from '../../db/schema/index.ts';
import { greetingName } from '../mail/greeting-name.ts';
import { HIDDEN_TOKEN } from '../mail/hidden-links.ts';
import { mailSettings } from '../mail/mail-settings.ts';
import { queueMailAboutOrder } from '../mail/order-mail.ts';
import { queueMail } from '../mail/outbox.service.ts';
import { queueWhatsapp } from '../whatsapp/whatsapp-outbox.ts';

/** The customer's "refunded" mail, queued in the transaction that settled the refund. */
export async function queueRefundedMail(tx: DbOrTx, orderId: string, amountPaise: number): Promise<void> {
  const [row] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      userId: orders.userId,
      shippingAddress: orders.shippingAddress,
      accessRef: orders.accessRef,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const firstName = greetingName(row, row.firstName);
  await queueMail(
    tx,
    row.email,
    'refunded',
    {
      firstName,
      orderNumber: orderNumber(orderId),
      amount: formatPaise(amountPaise),
      orderUrl: `${mailSettings().appUrl}/account/order/${orderId}`,
    },
    { orderId },
  );
  const number = orderNumber(orderId);
  const amount = formatPaise(amountPaise);
  const orderUrl = row.accessRef
    ? `${mailSettings().appUrl}/order/${orderId}?token=${HIDDEN_TOKEN}`
    : `${mailSettings().appUrl}/account/order/${orderId}`;
  await queueWhatsapp(tx, {
    event: 'refunded',
    userId: row.userId,
    phone: row.shippingAddress.phoneNumber,
    orderId,
    ...(row.accessRef ? { secretRef: row.accessRef } : {}),
    params: [firstName, amount, number, orderUrl],
    preview: `Hi ${firstName}, we have refunded ${amount} for your order ${number}. Details: ${orderUrl}`,
  });
}

/**
 * The customer's mail for a refunded capture their COD order could not take (cod-capture-refund.ts): what was
 * refunded and why, the reason being the one kept on the link's row.
 */
export async function queueCodCaptureRefundedMail(
  tx: DbOrTx,
  refund: { orderId: string; amountPaise: number; codOnlinePaymentId: string },
): Promise<void> {
  const [row] = await tx
    .select({
      id: orders.id,
      email: users.email,
      firstName: users.firstName,
      shippingAddress: orders.shippingAddress,
      accessRef: orders.accessRef,
      outcome: codOnlinePayments.outcome,
    })
    .from(codOnlinePayments)
    .innerJoin(orders, eq(orders.id, codOnlinePayments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(codOnlinePayments.id, refund.codOnlinePaymentId));
  if (!row) return;
  await queueMailAboutOrder(
    tx,
    row,
    row,
    'codCaptureRefunded',
    {
      amount: formatPaise(refund.amountPaise),
      reason: (row.outcome ?? '').replace(/^unapplied: /, ''),
      orderUrl: row.accessRef
        ? `${mailSettings().appUrl}/order/${refund.orderId}?token=${HIDDEN_TOKEN}`
        : `${mailSettings().appUrl}/account/order/${refund.orderId}`,
    },
    row.accessRef ? { secretRef: row.accessRef } : {},
  );
}
