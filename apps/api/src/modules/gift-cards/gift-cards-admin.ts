import { type AdminGiftCardsReply, paiseToRupees } from '@shop/contracts';
import { desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCardPurchases, giftCards } from '../../db/schema/index.ts';

/**
 * `GET /api/admin/gift-cards`: every card paid for, newest first, and the shop's liability for the accounts:
 * money received for cards not yet spent (unexpired balances). A lapsed card's balance is no longer owed.
 */
export async function listGiftCards(db: Database, now = new Date()): Promise<AdminGiftCardsReply> {
  const rows = await db
    .select({ card: giftCards, purchase: giftCardPurchases })
    .from(giftCards)
    .innerJoin(giftCardPurchases, eq(giftCardPurchases.id, giftCards.purchaseId))
    .where(ne(giftCardPurchases.status, 'CANCELLED'))
    .orderBy(desc(giftCardPurchases.createdAt))
    .limit(500);
  const [totals] = await db
    .select({
      sold: sql<string>`coalesce(sum(${giftCards.initialPaise}), 0)`,
      outstanding: sql<string>`coalesce(sum(${giftCards.balancePaise}) filter (where ${giftCards.expiresAt} > ${now.toISOString()}::timestamptz), 0)`,
      left: sql<string>`coalesce(sum(${giftCards.balancePaise}), 0)`,
    })
    .from(giftCards)
    .innerJoin(giftCardPurchases, eq(giftCardPurchases.id, giftCards.purchaseId))
    .where(sql`${giftCardPurchases.status} in ('PAID', 'SENT')`);
  const sold = Number(totals?.sold ?? 0);
  return {
    cards: rows.map(({ card, purchase }) => ({
      id: card.id,
      last4: card.last4,
      amount: paiseToRupees(card.initialPaise),
      balance: paiseToRupees(card.balancePaise),
      recipientEmail: purchase.recipientEmail,
      recipientName: purchase.recipientName,
      senderName: purchase.senderName,
      status: purchase.status,
      paidAt: purchase.paidAt?.toISOString() ?? null,
      sentAt: purchase.sentAt?.toISOString() ?? null,
      expiresAt: purchase.sentAt ? card.expiresAt.toISOString() : null,
    })),
    outstandingLiability: paiseToRupees(Number(totals?.outstanding ?? 0)),
    sold: paiseToRupees(sold),
    redeemed: paiseToRupees(sold - Number(totals?.left ?? 0)),
  };
}
