import { formatPaise } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type ReturnPayout, users } from '../../db/schema/index.ts';
import { mailSettings } from '../mail/mail-settings.ts';
import { queueMailAboutOrder } from '../mail/order-mail.ts';
import type { ReturnRow } from '../orders/order-returns-view.ts';
import type { OrderRow } from '../orders/order-view.ts';
import type { ReturnShares } from '../wallet/pay-with-wallet.ts';

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
  await queueMailAboutOrder(tx, order, customer, 'returnApproved', {
    amount: formatPaise(ret.refundAmountPaise),
    orderUrl: orderUrl(order.id),
  });
}

/**
 * What the mail says was paid to the payout, and what went back to the wallet beside it. A refund to store
 * credit counts credit's own share in the amount (it lands in the same place).
 */
function paidOutWords(payout: ReturnPayout, shares: ReturnShares) {
  const toCredit = payout.method === 'STORE_CREDIT';
  const amountPaise = shares.otherPaise + (toCredit ? shares.storeCreditPaise : 0);
  const besides = [
    !toCredit &&
      shares.storeCreditPaise > 0 &&
      `${formatPaise(shares.storeCreditPaise)} went back to your store credit`,
    shares.giftCardPaise > 0 && `${formatPaise(shares.giftCardPaise)} went back to your gift card`,
  ].filter(Boolean);
  return {
    amount: formatPaise(amountPaise),
    walletNote: besides.length
      ? `Also, ${besides.join(' and ')}, for the part of the order paid that way.`
      : '',
  };
}

/**
 * The refund is paid out: by hand for cash on delivery, to the UPI ID or account the return gave (the cash
 * share only), or into store credit when the customer chose it.
 */
export async function queueReturnPaidOutMail(
  tx: Tx,
  order: OrderRow,
  ret: ReturnRow,
  shares: ReturnShares,
): Promise<void> {
  const customer = await customerOf(tx, order.userId);
  if (!customer || !ret.payout) return;
  await queueMailAboutOrder(tx, order, customer, 'returnPaidOut', {
    ...paidOutWords(ret.payout, shares),
    to: payoutWords(ret.payout),
    orderUrl: orderUrl(order.id),
  });
}

export async function queueReturnRejectedMail(tx: Tx, order: OrderRow, reason: string): Promise<void> {
  const customer = await customerOf(tx, order.userId);
  if (!customer) return;
  await queueMailAboutOrder(tx, order, customer, 'returnRejected', {
    reason,
    orderUrl: orderUrl(order.id),
  });
}
