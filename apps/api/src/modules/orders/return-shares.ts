import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardEntries, type orderReturns, orders, storeCreditEntries } from '../../db/schema/index.ts';
import { planReturnShares, type ReturnShares } from '../wallet/pay-with-wallet.ts';
import { orderPayablePaise } from './order-amounts.ts';
import type { OrderRow } from './order-view.ts';

/**
 * The shares a return's refund goes back in (S64): what store credit and a gift card paid goes back to them,
 * the rest the way the rest was paid. One reckoning for the refund itself, the owner's screen, the mail and
 * the activity log, so the owner transfers by hand only a cash order's cash share.
 */
export function orderReturnShares(db: DbOrTx, order: OrderRow, refundPaise: number): Promise<ReturnShares> {
  return planReturnShares(db, { ...order, otherPaise: orderPayablePaise(order) }, refundPaise);
}

/**
 * Each return's shares by its id: a refunded return's as its ledgers' entries gave them back, any other's as
 * its refund would give them back now.
 */
export async function returnSharesById(
  db: DbOrTx,
  rows: (typeof orderReturns.$inferSelect)[],
): Promise<Map<string, ReturnShares>> {
  const shares = new Map<string, ReturnShares>();
  if (rows.length === 0) return shares;
  const ids = rows.map((r) => r.id);
  const credit = await db
    .select({ returnId: storeCreditEntries.returnId, paise: storeCreditEntries.amountPaise })
    .from(storeCreditEntries)
    .where(and(inArray(storeCreditEntries.returnId, ids), eq(storeCreditEntries.reason, 'return_refund')));
  const card = await db
    .select({ returnId: giftCardEntries.returnId, paise: giftCardEntries.amountPaise })
    .from(giftCardEntries)
    .where(and(inArray(giftCardEntries.returnId, ids), eq(giftCardEntries.reason, 'return_refund')));
  const pending = rows.filter((r) => r.status !== 'REFUNDED');
  const orderRows = pending.length
    ? await db
        .select()
        .from(orders)
        .where(inArray(orders.id, [...new Set(pending.map((r) => r.orderId))]))
    : [];
  for (const row of rows) {
    if (row.status === 'REFUNDED') {
      const creditPaise = credit.find((c) => c.returnId === row.id)?.paise ?? 0;
      const cardPaise = card.find((c) => c.returnId === row.id)?.paise ?? 0;
      shares.set(row.id, {
        otherPaise: row.refundAmountPaise - creditPaise - cardPaise,
        storeCreditPaise: creditPaise,
        giftCardPaise: cardPaise,
      });
      continue;
    }
    const order = orderRows.find((o) => o.id === row.orderId);
    if (order) shares.set(row.id, await orderReturnShares(db, order, row.refundAmountPaise));
  }
  return shares;
}
