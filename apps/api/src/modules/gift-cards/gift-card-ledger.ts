import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { giftCardEntries, giftCards } from '../../db/schema/index.ts';

/**
 * Gift cards' own ledger (decision 0096): entries only inserted, the card's balance their sum kept by a trigger
 * whose CHECK refuses it below zero (S64). Codes are looked up by their SHA-256 only (S65).
 */

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardReason = 'issued' | 'order' | 'cancel_refund' | 'return_refund';

/** The code as typed: case, spaces and dashes do not matter. */
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
export const codeHash = (code: string) => createHash('sha256').update(normaliseCode(code)).digest('hex');

export async function findCardByCode(db: DbOrTx, code: string): Promise<GiftCardRow | undefined> {
  if (normaliseCode(code).length !== 20) return undefined;
  const [row] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, codeHash(code)));
  return row;
}

export async function findCard(db: DbOrTx, id: string): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  return row;
}

/** The card, locked until the transaction ends: spenders of one card queue here. */
export async function lockCard(tx: Tx, id: string): Promise<GiftCardRow | undefined> {
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  return row;
}

/** What can be spent now: its balance while it has not expired. */
export const spendablePaise = (card: GiftCardRow | undefined, now = new Date()) =>
  card && card.expiresAt > now ? card.balancePaise : 0;

export async function addCardEntry(
  tx: DbOrTx,
  entry: {
    giftCardId: string;
    amountPaise: number;
    reason: GiftCardReason;
    orderId?: string | null;
    returnId?: string | null;
  },
): Promise<void> {
  if (entry.amountPaise === 0) return;
  await tx.insert(giftCardEntries).values({
    giftCardId: entry.giftCardId,
    amountPaise: entry.amountPaise,
    reason: entry.reason,
    orderId: entry.orderId ?? null,
    returnId: entry.returnId ?? null,
  });
}

/** The sum of a card's entries for an order with some reasons (signed paise). */
export async function orderCardPaise(
  tx: DbOrTx,
  orderId: string,
  reasons: GiftCardReason[],
): Promise<number> {
  const [row] = await tx
    .select({ paise: sql<string>`coalesce(sum(${giftCardEntries.amountPaise}), 0)` })
    .from(giftCardEntries)
    .where(and(eq(giftCardEntries.orderId, orderId), inArray(giftCardEntries.reason, reasons)));
  return Number(row?.paise ?? 0);
}
