import {
  type AdminReturnReply,
  paiseToRupees,
  type RefundStatus,
  type ReturnReply,
  type ReturnStatus,
} from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  orderItems,
  type orderReturns,
  type ReturnPayout,
  refunds,
  taxDocuments,
} from '../../db/schema/index.ts';
import { customerNames } from '../users/customer-names.ts';
import type { ReturnShares } from '../wallet/pay-with-wallet.ts';
import { returnSharesById } from './return-shares.ts';

export type ReturnRow = typeof orderReturns.$inferSelect;

/** The customer sees where their refund goes without the whole account number coming back over the wire. */
function maskedPayout(payout: ReturnPayout): ReturnPayout {
  if (payout.method !== 'BANK') return payout;
  return { ...payout, accountNumber: `••••${payout.accountNumber.slice(-4)}` };
}

/**
 * Returns in the API's shape, in the order given, with their lines' titles, their refunds' states and their
 * credit notes. `full`: the admin's view, with the whole payout account to pay into.
 */
export async function returnReplies(db: DbOrTx, rows: ReturnRow[], full = false): Promise<ReturnReply[]> {
  if (rows.length === 0) return [];
  const itemIds = [...new Set(rows.flatMap((r) => r.items.map((i) => i.itemId)))];
  const items = await db
    .select({ id: orderItems.id, title: orderItems.title, size: orderItems.size })
    .from(orderItems)
    .where(inArray(orderItems.id, itemIds));
  const itemById = new Map(items.map((i) => [i.id, i]));
  const refundRows = await db
    .select({ returnId: refunds.returnId, status: refunds.status })
    .from(refunds)
    .where(
      inArray(
        refunds.returnId,
        rows.map((r) => r.id),
      ),
    );
  const refundByReturn = new Map(refundRows.map((r) => [r.returnId, r.status as RefundStatus]));
  const notes = await db
    .select({ returnId: taxDocuments.returnId, number: taxDocuments.number, issuedAt: taxDocuments.issuedAt })
    .from(taxDocuments)
    .where(
      inArray(
        taxDocuments.returnId,
        rows.map((r) => r.id),
      ),
    );
  const noteByReturn = new Map(notes.map((n) => [n.returnId, n]));
  const sharesByReturn = await returnSharesById(db, rows);
  return rows.map((row) => ({
    _id: row.id,
    orderId: row.orderId,
    status: row.status as ReturnStatus,
    items: row.items.map((line) => ({
      itemId: line.itemId,
      title: itemById.get(line.itemId)?.title ?? '',
      size: itemById.get(line.itemId)?.size ?? '',
      quantity: line.quantity,
      refundAmount: paiseToRupees(line.refundPaise),
      exchangeSize: line.exchangeSize ?? null,
    })),
    reason: row.reason,
    rejectReason: row.rejectReason,
    refundAmount: paiseToRupees(row.refundAmountPaise),
    refundShares: sharesReply(sharesByReturn.get(row.id)),
    refundStatus: refundByReturn.get(row.id) ?? null,
    payout: row.payout ? (full ? row.payout : maskedPayout(row.payout)) : null,
    payoutReference: row.payoutReference,
    creditNote: creditNoteRef(noteByReturn.get(row.id)),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    replacementOrderId: row.replacementOrderId,
  }));
}

/** Returns with their customer's name and email, for the back office. */
export async function adminReturnReplies(db: DbOrTx, rows: ReturnRow[]): Promise<AdminReturnReply[]> {
  const replies = await returnReplies(db, rows, true);
  const nameOf = await customerNames(
    db,
    rows.map((r) => r.userId),
  );
  return replies.map((reply, i) => ({ ...reply, customer: nameOf(rows[i]?.userId ?? '') }));
}

/** A refund's shares in rupees, as the API shows them. */
export const sharesReply = (shares: ReturnShares | undefined) =>
  shares
    ? {
        payment: paiseToRupees(shares.otherPaise),
        storeCredit: paiseToRupees(shares.storeCreditPaise),
        giftCard: paiseToRupees(shares.giftCardPaise),
      }
    : null;

const creditNoteRef = (note: { number: string; issuedAt: Date } | undefined) =>
  note ? { number: note.number, issuedAt: note.issuedAt.toISOString() } : null;
