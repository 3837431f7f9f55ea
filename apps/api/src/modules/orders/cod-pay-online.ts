import { formatPaise, orderNumber } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { issueInvoice } from '../gst/documents.ts';
import { repriced } from '../gst/tax-breakup.ts';
import { queueMailAboutOrder } from '../mail/order-mail.ts';
import { hashLinkToken } from '../mail/single-use-links.ts';
import { awaitsCodConfirmation, BEFORE_SHIPPING } from './cod-confirmation.ts';
import { codOnlinePrice } from './cod-online-price.ts';
import { orderPayablePaise } from './order-amounts.ts';
import type { OrderRow } from './order-view.ts';

/**
 * "Pay online and save" from a cash-on-delivery confirmation (mail and WhatsApp): the same link token as the
 * confirmation opens a page with the order's online total; paying it moves the order to online payment
 * (decision 0103). The payment link and its webhook live in payments (cod-online-payment.ts).
 */

/**
 * Why this order cannot move to online payment now, or null: only a COD order still awaiting its
 * confirmation can (confirmed, cancelled, shipped or paid: refused).
 */
export function codPayOnlineProblem(order: OrderRow): string | null {
  const number = orderNumber(order.id);
  if (order.paymentMethod !== 'COD' || order.paidAt) return `Order ${number} is paid already.`;
  if (order.status === 'CANCELLED') return `Order ${number} is cancelled, so there is nothing to pay.`;
  if (!BEFORE_SHIPPING.includes(order.status))
    return `Order ${number} is ${order.status.toLowerCase().replaceAll('_', ' ')}: it is paid in cash on delivery now.`;
  if (!awaitsCodConfirmation(order))
    return `Order ${number} is confirmed for cash on delivery already, so it is paid in cash when it arrives.`;
  return null;
}

/** The problem of the order, or of its price: paying online must save something and leave something to pay. */
export function codPayOnlineOffer(order: OrderRow, prepaidDiscountPercent: number) {
  const price = codOnlinePrice(order, prepaidDiscountPercent);
  const problem =
    codPayOnlineProblem(order) ??
    (prepaidDiscountPercent <= 0 || price.savingPaise <= 0
      ? 'Paying online does not lower the price of this order just now: pay in cash on delivery.'
      : price.payablePaise <= 0
        ? `Order ${orderNumber(order.id)} has nothing left to pay.`
        : null);
  return { price, problem };
}

export const cannotPayOnline = (reason: string) => conflict('CONFLICT', reason);

/** The order a COD confirmation token is for (the same token as the confirm link), or undefined. */
export async function orderOfCodToken(db: DbOrTx, token: string): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.codConfirmTokenHash, hashLinkToken(token)));
  return order;
}

/**
 * In the transaction of a verified capture, the order locked and still eligible (the caller checked): the order
 * becomes paid online. Its amounts and tax are those of an online order, the COD confirmation ends (its token
 * no longer opens anything, the deadline no longer cancels it), it is invoiced as an order paid online is,
 * the move audited and the customer mailed.
 */
export async function switchCodOrderToOnline(
  tx: Tx,
  order: OrderRow,
  input: { prepaidDiscountPaise: number; paidPaise: number; paymentId: string; at: Date },
): Promise<void> {
  const amounts = { prepaidDiscountPaise: input.prepaidDiscountPaise, codFeePaise: 0, codRoundOffPaise: 0 };
  const codPayablePaise = orderPayablePaise(order);
  const onlinePayablePaise = orderPayablePaise({ ...order, ...amounts });
  await tx
    .update(orders)
    .set({
      ...amounts,
      paymentMethod: 'ONLINE',
      paidAt: input.at,
      codConfirmTokenHash: null,
      codConfirmBy: null,
      tax: order.tax
        ? repriced(order.tax, {
            chargePaise: -order.codFeePaise,
            discountRemovedPaise: -input.prepaidDiscountPaise,
          })
        : order.tax,
      updatedAt: input.at,
    })
    .where(eq(orders.id, order.id));
  await issueInvoice(tx, order.id, input.at);
  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  await recordAudit(
    tx,
    { id: order.userId, email: customer?.email ?? order.shippingAddress.email },
    {
      action: 'order.cod_paid_online',
      entityType: 'order',
      entityId: order.id,
      before: { paymentMethod: 'COD', totalPayablePaise: codPayablePaise },
      after: { paymentMethod: 'ONLINE', totalPayablePaise: onlinePayablePaise, paymentId: input.paymentId },
    },
  );
  if (!customer) return;
  await queueMailAboutOrder(tx, order, customer, 'codPaidOnline', {
    paid: formatPaise(input.paidPaise),
    saving: formatPaise(codPayablePaise - onlinePayablePaise),
  });
}
