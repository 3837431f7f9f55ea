import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  addCardEntry,
  findCard,
  lockCard,
  orderCardPaise,
  spendablePaise,
} from '../gift-cards/gift-card-ledger.ts';
import { addCreditEntry, creditBalancePaise, lockCreditBalance, orderCreditPaise } from './store-credit.ts';

/**
 * Store credit and gift cards are ways to pay, never discounts (decision 0095): they take part of what is
 * payable after every discount and fee, and the tax lines keep the full value. This is the one place that
 * decides how much each pays; the cart, a quote and order placement all call it.
 */

/** What the customer chose on the cart. */
export interface WalletChoice {
  useStoreCredit: boolean;
  giftCardId: string | null;
}

/** What each way pays, in paise. */
export interface WalletSplit {
  giftCardId: string | null;
  giftCardPaise: number;
  storeCreditPaise: number;
  /** What is left for the payment link or cash on delivery. */
  restPaise: number;
}

/** The gift card first (it is someone's gift and it lapses), then store credit; never more than is payable. */
export function splitPayable(
  payablePaise: number,
  choice: WalletChoice,
  balances: { creditPaise: number; giftCardPaise: number },
): WalletSplit {
  const giftCardPaise = choice.giftCardId ? Math.max(0, Math.min(balances.giftCardPaise, payablePaise)) : 0;
  const storeCreditPaise = choice.useStoreCredit
    ? Math.max(0, Math.min(balances.creditPaise, payablePaise - giftCardPaise))
    : 0;
  return {
    giftCardId: giftCardPaise > 0 ? choice.giftCardId : null,
    giftCardPaise,
    storeCreditPaise,
    restPaise: payablePaise - giftCardPaise - storeCreditPaise,
  };
}

/** The split as it would be now, without taking anything (the cart, a quote). */
export async function quoteWallet(
  db: DbOrTx,
  userId: string,
  payablePaise: number,
  choice: WalletChoice,
  now = new Date(),
): Promise<WalletSplit> {
  const creditPaise = choice.useStoreCredit ? await creditBalancePaise(db, userId) : 0;
  const card = choice.giftCardId ? await findCard(db, choice.giftCardId) : undefined;
  return splitPayable(payablePaise, choice, { creditPaise, giftCardPaise: spendablePaise(card, now) });
}

/**
 * Order placement: takes the order's share from the gift card and the store credit inside the order's
 * transaction, each balance locked first, so parallel checkouts of one balance queue and the second sees
 * what the first left (S64); the ledgers' CHECKs refuse an overspend regardless. The order row must exist
 * (entries point at it); the caller stores the answer on it.
 */
export async function payWithWallet(
  tx: Tx,
  order: { id: string; userId: string; payablePaise: number },
  choice: WalletChoice,
  now = new Date(),
): Promise<WalletSplit> {
  const card = choice.giftCardId ? await lockCard(tx, choice.giftCardId) : undefined;
  const creditPaise = choice.useStoreCredit ? await lockCreditBalance(tx, order.userId) : 0;
  const split = splitPayable(order.payablePaise, choice, {
    creditPaise,
    giftCardPaise: spendablePaise(card, now),
  });
  if (split.giftCardId)
    await addCardEntry(tx, {
      giftCardId: split.giftCardId,
      amountPaise: -split.giftCardPaise,
      reason: 'order',
      orderId: order.id,
    });
  await addCreditEntry(
    tx,
    { userId: order.userId, amountPaise: -split.storeCreditPaise, reason: 'order', orderId: order.id },
    now,
  );
  return split;
}

/** An order's wallet payment as stored on it. */
export interface WalletPaidOrder {
  id: string;
  userId: string;
  storeCreditPaise: number;
  giftCardPaise: number;
  giftCardId: string | null;
}

/** What is still to give back to each way, in paise: paid minus what was already given back. */
async function leftToGiveBack(tx: DbOrTx, order: WalletPaidOrder) {
  // A way that paid nothing has nothing to give back: its ledger is not asked (most orders use neither).
  const credit =
    order.storeCreditPaise > 0
      ? order.storeCreditPaise - (await orderCreditPaise(tx, order.id, ['cancel_refund', 'return_refund']))
      : 0;
  const card =
    order.giftCardPaise > 0
      ? order.giftCardPaise - (await orderCardPaise(tx, order.id, ['cancel_refund', 'return_refund']))
      : 0;
  return { credit: Math.max(0, credit), card: Math.max(0, card) };
}

/**
 * A cancelled order: all that is left of what credit and the gift card paid goes back to them, once (the
 * caller holds the order's row lock; what was given back before is subtracted).
 */
export async function giveBackWalletPayment(tx: Tx, order: WalletPaidOrder, now = new Date()): Promise<void> {
  await giveBack(tx, order, await leftToGiveBack(tx, order), { reason: 'cancel_refund' }, now);
}

/** Amounts back to the order's store credit and gift card (its card only when it used one), each a ledger entry. */
async function giveBack(
  tx: Tx,
  order: WalletPaidOrder,
  amounts: { credit: number; card: number },
  why: { reason: 'cancel_refund' | 'return_refund'; returnId?: string },
  now: Date,
): Promise<void> {
  const entry = { ...why, orderId: order.id };
  await addCreditEntry(tx, { ...entry, userId: order.userId, amountPaise: amounts.credit }, now);
  if (order.giftCardId)
    await addCardEntry(tx, { ...entry, giftCardId: order.giftCardId, amountPaise: amounts.card });
}

/** A return's refund in the shares it goes back to, in paise. */
export interface ReturnShares {
  /** Back the way the rest was paid: the gateway, a hand transfer for cash, or store credit when chosen. */
  otherPaise: number;
  storeCreditPaise: number;
  giftCardPaise: number;
}

/**
 * A return's refund split between the ways the order was paid, in the shares they paid (`otherPaise` is what
 * the payment link or cash paid), credit's and the card's shares each capped at what is left of them. Pure:
 * the owner's screen shows it before the refund and the refund gives it back.
 */
export function returnShares(
  order: { otherPaise: number; storeCreditPaise: number; giftCardPaise: number },
  refundPaise: number,
  left: { credit: number; card: number },
): ReturnShares {
  const paid = order.otherPaise + order.storeCreditPaise + order.giftCardPaise;
  if (paid <= 0 || refundPaise <= 0) return { otherPaise: 0, storeCreditPaise: 0, giftCardPaise: 0 };
  const creditShare = Math.min(left.credit, Math.floor((refundPaise * order.storeCreditPaise) / paid));
  const cardShare = Math.min(left.card, Math.floor((refundPaise * order.giftCardPaise) / paid));
  return {
    otherPaise: refundPaise - creditShare - cardShare,
    storeCreditPaise: creditShare,
    giftCardPaise: cardShare,
  };
}

/** The shares a return's refund would go back in now, without giving anything back (the owner's screen). */
export async function planReturnShares(
  db: DbOrTx,
  order: WalletPaidOrder & { otherPaise: number },
  refundPaise: number,
): Promise<ReturnShares> {
  return returnShares(order, refundPaise, await leftToGiveBack(db, order));
}

/**
 * A return's refund split by `returnShares`: credit's and the card's shares go back to them now; the rest
 * (answered as `otherPaise`) is for the caller to refund through the gateway or pay out.
 */
export async function giveBackReturnShare(
  tx: Tx,
  order: WalletPaidOrder & { otherPaise: number },
  ret: { id: string; refundPaise: number },
  now = new Date(),
): Promise<ReturnShares> {
  const shares = await planReturnShares(tx, order, ret.refundPaise);
  const amounts = { credit: shares.storeCreditPaise, card: shares.giftCardPaise };
  await giveBack(tx, order, amounts, { reason: 'return_refund', returnId: ret.id }, now);
  return shares;
}
