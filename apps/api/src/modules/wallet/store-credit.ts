import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { storeCreditAccounts, storeCreditEntries, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * The store-credit ledger (decision 0096): entries are only ever inserted; the balance is their sum, kept in
 * store_credit_accounts by a trigger whose CHECK refuses a balance below zero, so an overspend fails inside
 * the spender's transaction whatever the code above it does (S64).
 */

export type CreditReason =
  | 'goodwill'
  /** A return's refund paid out to credit (payout STORE_CREDIT). */
  | 'return'
  /** A cancelled order's payment paid out to credit. */
  | 'cancel'
  /** Credit spent on an order, given back when it is cancelled or its items returned. */
  | 'cancel_refund'
  | 'return_refund'
  /** Spent on an order. */
  | 'order'
  | 'expired';

export interface CreditEntry {
  userId: string;
  amountPaise: number;
  reason: CreditReason;
  note?: string | null;
  orderId?: string | null;
  returnId?: string | null;
}

/** STORE_CREDIT_EXPIRY_DAYS; 0 keeps credit for ever. Set once from the app's config. */
let expiryDays = 0;
export const setStoreCreditExpiryDays = (days: number) => {
  expiryDays = days;
};

/** Adds one entry; a credit carries its expiry when the shop sets one. Answers false when it was a repeat. */
export async function addCreditEntry(tx: DbOrTx, entry: CreditEntry, now = new Date()): Promise<boolean> {
  if (entry.amountPaise === 0) return false;
  const expiresAt =
    entry.amountPaise > 0 && expiryDays > 0 && entry.reason !== 'expired'
      ? new Date(now.getTime() + expiryDays * 86_400_000)
      : null;
  const rows = await tx
    .insert(storeCreditEntries)
    .values({
      userId: entry.userId,
      amountPaise: entry.amountPaise,
      reason: entry.reason,
      note: entry.note ?? null,
      orderId: entry.orderId ?? null,
      returnId: entry.returnId ?? null,
      expiresAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: storeCreditEntries.id });
  return rows.length > 0;
}

/** The balance in paise, the account row locked until the transaction ends (spenders queue here). */
export async function lockCreditBalance(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ paise: storeCreditAccounts.balancePaise })
    .from(storeCreditAccounts)
    .where(eq(storeCreditAccounts.userId, userId))
    .for('update');
  return row?.paise ?? 0;
}

export async function creditBalancePaise(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ paise: storeCreditAccounts.balancePaise })
    .from(storeCreditAccounts)
    .where(eq(storeCreditAccounts.userId, userId));
  return row?.paise ?? 0;
}

export async function creditEntries(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.userId, userId))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id));
}

/** The sum of an order's entries of some reasons, in paise (signed). */
export async function orderCreditPaise(
  tx: DbOrTx,
  orderId: string,
  reasons: CreditReason[],
): Promise<number> {
  const [row] = await tx
    .select({ paise: sql<string>`coalesce(sum(${storeCreditEntries.amountPaise}), 0)` })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.orderId, orderId), inArray(storeCreditEntries.reason, reasons)));
  return Number(row?.paise ?? 0);
}

/**
 * Lapses what is left of expired credit: spending takes the soonest-expiring credit first, so what lapses is
 * the expired credits' sum minus everything ever taken out (spent or lapsed before), never below zero. One
 * 'expired' entry per customer and run; a second run finds nothing left.
 */
export async function expireCredit(db: Database, now = new Date()) {
  const due = await db
    .selectDistinct({ userId: storeCreditEntries.userId })
    .from(storeCreditEntries)
    .where(
      and(
        isNotNull(storeCreditEntries.expiresAt),
        lte(storeCreditEntries.expiresAt, now),
        gt(storeCreditEntries.amountPaise, 0),
      ),
    );
  let lapsed = 0;
  for (const { userId } of due)
    await db.transaction(async (tx) => {
      const balance = await lockCreditBalance(tx, userId);
      const [sums] = await tx
        .select({
          expired: sql<string>`coalesce(sum(${storeCreditEntries.amountPaise}) filter (where ${storeCreditEntries.amountPaise} > 0 and ${storeCreditEntries.expiresAt} <= ${now.toISOString()}::timestamptz), 0)`,
          out: sql<string>`coalesce(-sum(${storeCreditEntries.amountPaise}) filter (where ${storeCreditEntries.amountPaise} < 0), 0)`,
        })
        .from(storeCreditEntries)
        .where(eq(storeCreditEntries.userId, userId));
      const left = Math.min(balance, Number(sums?.expired ?? 0) - Number(sums?.out ?? 0));
      if (left <= 0) return;
      await addCreditEntry(tx, { userId, amountPaise: -left, reason: 'expired' }, now);
      lapsed += left;
    });
  return lapsed;
}

/** Store credit lives on an account: a guest (who never signs in) could not spend it. */
export async function assertCanHoldCredit(db: DbOrTx, userId: string): Promise<void> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (row?.role !== 'customer' && row?.role !== 'admin')
    throw badRequest('Store credit needs an account: sign up with this email to take the refund as credit.', {
      field: 'payout',
    });
}
