import { paiseToRupees, rupeesToPaise, type StoreCreditGrantInput, type WalletReply } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { addCreditEntry, creditBalancePaise, creditEntries, lockCreditBalance } from './store-credit.ts';

/** `GET /api/wallet`: the balance and every entry, newest first. */
export async function getWallet(db: Database, userId: string): Promise<WalletReply> {
  const entries = await creditEntries(db, userId);
  return {
    balance: paiseToRupees(await creditBalancePaise(db, userId)),
    entries: entries.map((e) => ({
      id: e.id,
      amount: paiseToRupees(e.amountPaise),
      reason: e.note ? `${e.reason}: ${e.note}` : e.reason,
      orderId: e.orderId,
      createdAt: e.createdAt.toISOString(),
      expiresAt: e.expiresAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The owner's goodwill credit (or a debit, never below zero), in the ledger and the activity log in one
 * transaction. Only a customer account holds credit.
 */
export async function grantStoreCredit(
  db: Database,
  actor: AuthUser,
  customerId: string,
  input: StoreCreditGrantInput,
): Promise<WalletReply> {
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, customerId))
      .for('no key update');
    if (customer?.role !== 'customer') throw notFound('Customer');
    const balance = await lockCreditBalance(tx, customerId);
    const amountPaise = rupeesToPaise(input.amount);
    if (balance + amountPaise < 0)
      throw conflict(
        'CONFLICT',
        `The balance is ₹${paiseToRupees(balance)}: a debit cannot take it below zero.`,
      );
    await addCreditEntry(tx, { userId: customerId, amountPaise, reason: 'goodwill', note: input.reason });
    await recordAudit(tx, actor, {
      action: 'store_credit.grant',
      entityType: 'user',
      entityId: customerId,
      before: { balance: paiseToRupees(balance) },
      after: { balance: paiseToRupees(balance + amountPaise), amount: input.amount, reason: input.reason },
    });
  });
  return getWallet(db, customerId);
}
