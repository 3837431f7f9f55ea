import { type CartReply, paiseToRupees, rupeesToPaise } from '@shop/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { findCard } from '../gift-cards/gift-card-ledger.ts';
import { quoteWallet, type WalletChoice } from '../wallet/pay-with-wallet.ts';
import { creditBalancePaise } from '../wallet/store-credit.ts';

/** The cart's reply with what store credit and the gift card pay of it (quoteWallet) taken off totalPayable. */
export async function withWallet(
  db: DbOrTx,
  userId: string,
  reply: CartReply,
  choice: WalletChoice,
): Promise<CartReply> {
  const payablePaise = rupeesToPaise(reply.totalPayable);
  const split = await quoteWallet(db, userId, payablePaise, choice);
  const balance = await creditBalancePaise(db, userId);
  const card = choice.giftCardId ? await findCard(db, choice.giftCardId) : undefined;
  return {
    ...reply,
    totalPayable: paiseToRupees(split.restPaise),
    storeCredit: {
      use: choice.useStoreCredit,
      balance: paiseToRupees(balance),
      applied: paiseToRupees(split.storeCreditPaise),
    },
    giftCard: card
      ? {
          last4: card.last4,
          applied: paiseToRupees(split.giftCardPaise),
          remaining: paiseToRupees(card.balancePaise - split.giftCardPaise),
        }
      : null,
  };
}
