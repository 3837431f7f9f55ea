import {
  type AdminReturnReply,
  paiseToRupees,
  type RefundStatus,
  type ReturnReply,
  type ReturnStatus,
} from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, type orderReturns, refunds } from '../../db/schema/index.ts';
import { customerNames } from '../users/customer-names.ts';

export type ReturnRow = typeof orderReturns.$inferSelect;

/** Returns in the API's shape, in the order given, with their lines' titles and their refunds' states. */
export async function returnReplies(db: DbOrTx, rows: ReturnRow[]): Promise<ReturnReply[]> {
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
    })),
    reason: row.reason,
    rejectReason: row.rejectReason,
    refundAmount: paiseToRupees(row.refundAmountPaise),
    refundStatus: refundByReturn.get(row.id) ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }));
}

/** Returns with their customer's name and email, for the back office. */
export async function adminReturnReplies(db: DbOrTx, rows: ReturnRow[]): Promise<AdminReturnReply[]> {
  const replies = await returnReplies(db, rows);
  const nameOf = await customerNames(
    db,
    rows.map((r) => r.userId),
  );
  return replies.map((reply, i) => ({ ...reply, customer: nameOf(rows[i]?.userId ?? '') }));
}
