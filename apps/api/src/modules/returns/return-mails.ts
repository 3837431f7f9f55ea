import { formatPaise, orderNumber } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type ReturnPayout, users } from '../../db/schema/index.ts';
import { greetingName } from '../mail/greeting-name.ts';
import { mailSettings } from '../mail/mail-settings.ts';
import { queueMail } from '../mail/outbox.service.ts';
import type { ReturnRow } from '../orders/order-returns-view.ts';
import type { OrderRow } from '../orders/order-view.ts';

/** The customer's mails about the shop's steps of a return, queued in the step's transaction. */

async function customerOf(tx: Tx, userId: string) {
  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return customer;
}

const orderUrl = (orderId: string) => `${mailSettings().appUrl}/account/order/${orderId}`;

const payoutWords = (payout: ReturnPayout) =>
  payout.method === 'UPI'
    ? `UPI ID ${payout.upiId}`
    : payout.method === 'STORE_CREDIT'
      ? 'your store credit'
      : `bank account ending ${payout.accountNumber.slice(-4)}`;

export async function queueReturnApprovedMail(tx: Tx, order: OrderRow, ret: ReturnRow): Promise<void> {
  const customer = await customerOf(tx, order.userId);
  if (!customer) return;
  await queueMail(
    tx,
    customer.email,
    'returnApproved',
    {
      firstName: greetingName(order, customer.firstName),
      orderNumber: orderNumber(order.id),
      amount: formatPaise(ret.refundAmountPaise),
      orderUrl: orderUrl(order.id),
    },
    { orderId: order.id },
  );
}

/** Cash on delivery: the shop paid the customer by hand, to the UPI ID or account the return gave. */
export async function queueReturnPaidOutMail(tx: Tx, order: OrderRow, ret: ReturnRow): Promise<void> {
  const customer = await customerOf(tx, order.userId);
  if (!customer || !ret.payout) return;
  await queueMail(
    tx,
    customer.email,
    'returnPaidOut',
    {
      firstName: greetingName(order, customer.firstName),
      orderNumber: orderNumber(order.id),
      amount: formatPaise(ret.refundAmountPaise),
      to: payoutWords(ret.payout),
      orderUrl: orderUrl(order.id),
    },
    { orderId: order.id },
  );
}

export async function queueReturnRejectedMail(tx: Tx, order: OrderRow, reason: string): Promise<void> {
  const customer = await customerOf(tx, order.userId);
  if (!customer) return;
  await queueMail(
    tx,
    customer.email,
    'returnRejected',
    {
      firstName: greetingName(order, customer.firstName),
      orderNumber: orderNumber(order.id),
      reason,
      orderUrl: orderUrl(order.id),
    },
    { orderId: order.id },
  );
}
