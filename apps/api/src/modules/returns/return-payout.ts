import type { Tx } from '../../db/client.ts';
import { issueReturnCreditNote } from '../gst/return-credit-note.ts';
import { orderPayablePaise } from '../orders/order-amounts.ts';
import type { ReturnRow } from '../orders/order-returns-view.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { recordRefund, refundablePaise } from '../refunds/refund-record.ts';
import { giveBackReturnShare, type ReturnShares } from '../wallet/pay-with-wallet.ts';
import { addCreditEntry, orderCreditPaise } from '../wallet/store-credit.ts';

/**
 * A received return's refund, with its credit note (store credit and gift cards are ways to pay, so the
 * note reverses the goods' full taxable value as ever). The refund is split in the shares the order was paid
 * (S64): what store credit and a gift card paid goes back to them; the rest goes back to the online payment
 * (recorded, sent after the commit), or — payout STORE_CREDIT — into the customer's store credit at once, or
 * for cash on delivery is paid out by hand (the cash share only). No source ever gets back more than it paid.
 * Answers the shares.
 */
export async function payReturnRefund(
  tx: Tx,
  order: OrderRow,
  ret: ReturnRow,
  now: Date,
): Promise<ReturnShares> {
  // Exchanged items are not refunded: the sale stands and no credit note reverses it.
  const refunded = ret.items.filter((line) => !line.exchangeSize);
  if (refunded.length > 0) await issueReturnCreditNote(tx, order.id, ret.id, refunded, now);
  if (ret.refundAmountPaise <= 0) return { otherPaise: 0, storeCreditPaise: 0, giftCardPaise: 0 };
  const split = await giveBackReturnShare(
    tx,
    { ...order, otherPaise: orderPayablePaise(order) },
    { id: ret.id, refundPaise: ret.refundAmountPaise },
    now,
  );
  const paidOutAsCredit = await orderCreditPaise(tx, order.id, ['return', 'cancel']);
  if (ret.payout?.method === 'STORE_CREDIT') {
    // What the payment link or the cash paid, less what was refunded or credited for it already.
    const left =
      order.paymentMethod === 'COD'
        ? orderPayablePaise(order) - paidOutAsCredit
        : (await refundablePaise(tx, order.id)) - paidOutAsCredit;
    await addCreditEntry(
      tx,
      {
        userId: order.userId,
        amountPaise: Math.max(0, Math.min(split.otherPaise, left)),
        reason: 'return',
        orderId: order.id,
        returnId: ret.id,
      },
      now,
    );
    return split;
  }
  if (order.paymentMethod === 'ONLINE') {
    const left = (await refundablePaise(tx, order.id)) - paidOutAsCredit;
    const amount = Math.min(split.otherPaise, left);
    if (amount > 0) await recordRefund(tx, order.id, amount, ret.id);
  }
  return split;
}
