import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCardPurchases } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../gateways/payments/gateway.ts';
import type { PaymentsLog } from '../../lib/payments-log.ts';
import { settleGiftCardPayment } from './gift-card-sales.ts';

const BATCH = 50;

export interface GiftCardExpiryContext {
  db: Database;
  gateway: PaymentGateway;
  log: PaymentsLog;
}

/**
 * Ends gift card purchases whose time to pay ran out (the unpaid orders' window, PAYMENT_WINDOW_MINUTES).
 * Nothing else reconciles a purchase, so the gateway is asked first, outside any transaction: its link is
 * cancelled, and the answer decides. A link found paid is settled as a verified payment (the card is issued,
 * never expired); a cancelled or expired one ends the purchase in a short transaction that re-checks it
 * under its row lock (FOR UPDATE SKIP LOCKED), so sweeps running at once end each purchase once; a gateway
 * that cannot be reached leaves the purchase for the next run. Answers how many this call ended.
 */
export async function expireUnpaidGiftCards(ctx: GiftCardExpiryContext, now = new Date()): Promise<number> {
  const isDue = and(eq(giftCardPurchases.status, 'PENDING'), lte(giftCardPurchases.expiresAt, now));
  const due = await ctx.db
    .select({ id: giftCardPurchases.id, linkId: giftCardPurchases.paymentLinkId })
    .from(giftCardPurchases)
    .where(isDue)
    .orderBy(asc(giftCardPurchases.expiresAt), asc(giftCardPurchases.id))
    .limit(BATCH);
  let ended = 0;
  for (const { id, linkId } of due) {
    if (linkId) {
      let link: Awaited<ReturnType<PaymentGateway['cancelLink']>>;
      try {
        link = await ctx.gateway.cancelLink(linkId);
      } catch (error) {
        ctx.log.error({ giftCardOrderId: id, err: error }, 'could not end the payment link of a gift card');
        continue;
      }
      if (link.status === 'paid') {
        await ctx.db.transaction((tx) => settleGiftCardPayment(tx, id, link, undefined, now));
        continue;
      }
      if (link.status !== 'cancelled' && link.status !== 'expired') continue;
    }
    const cancelled = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: giftCardPurchases.id })
        .from(giftCardPurchases)
        .where(and(eq(giftCardPurchases.id, id), isDue))
        .for('update', { skipLocked: true });
      if (!row) return false;
      await tx
        .update(giftCardPurchases)
        .set({ status: 'CANCELLED', updatedAt: now })
        .where(eq(giftCardPurchases.id, id));
      return true;
    });
    if (cancelled) ended++;
  }
  return ended;
}
