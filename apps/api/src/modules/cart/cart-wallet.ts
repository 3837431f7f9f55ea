import type { CartReply } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { carts } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { countAttempt } from '../../lib/rate-limit.ts';
import { findCardByCode, spendablePaise } from '../gift-cards/gift-card-ledger.ts';
import { cartReplyFor, lockCart } from './cart.service.ts';
import { COUPON_TRIES_PER_ACCOUNT, COUPON_TRIES_PER_ADDRESS } from './cart-coupon.ts';
import type { DeliveryRule } from './cart-view.ts';

/** `PUT /api/cart/store-credit`: pay with store credit or not; what it pays is worked out on every view. */
export async function useCartStoreCredit(
  db: Database,
  userId: string,
  use: boolean,
  rule: DeliveryRule,
): Promise<CartReply> {
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    await tx.update(carts).set({ useStoreCredit: use }).where(eq(carts.id, cartId));
    return cartReplyFor(tx, userId, cartId, rule);
  });
}

export const giftCardNotUsable = () =>
  conflict('GIFT_CARD_INVALID', 'This gift card code is not valid, has expired or has nothing left on it.');

/**
 * `PUT /api/cart/gift-card`: a code that does not find a spendable card counts against the account and the
 * address as a wrong coupon does (S47, S65); a code that works is given back. `null` takes the card off.
 */
export async function applyCartGiftCard(
  db: Database,
  userId: string,
  code: string | null,
  rule: DeliveryRule,
  ip: string,
): Promise<CartReply> {
  if (code === null)
    return db.transaction(async (tx) => {
      const cartId = await lockCart(tx, userId);
      await tx.update(carts).set({ giftCardId: null }).where(eq(carts.id, cartId));
      return cartReplyFor(tx, userId, cartId, rule);
    });
  const byAccount = await countAttempt(db, [`giftcard:user:${userId}`], COUPON_TRIES_PER_ACCOUNT);
  const byAddress = await countAttempt(db, [`giftcard:ip:${ip}`], COUPON_TRIES_PER_ADDRESS);
  const card = await findCardByCode(db, code);
  if (!card || spendablePaise(card) <= 0) throw giftCardNotUsable();
  await byAccount.giveBack();
  await byAddress.giveBack();
  return db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    await tx.update(carts).set({ giftCardId: card.id }).where(eq(carts.id, cartId));
    return cartReplyFor(tx, userId, cartId, rule);
  });
}
