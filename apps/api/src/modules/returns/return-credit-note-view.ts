import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderReturns, orders, taxDocuments } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { TaxDocumentRow } from '../gst/documents.ts';

/** A return's credit note for the order's owner or an admin; anyone else gets "not found" (S42). */
export async function returnCreditNoteForViewer(
  db: Database,
  viewer: { id: string; role: 'customer' | 'admin' },
  orderId: string,
  returnId: string,
): Promise<TaxDocumentRow | undefined> {
  const [found] = await db
    .select({ userId: orders.userId, archivedAt: orders.archivedAt })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, orderId)));
  const isOwner = found?.userId === viewer.id && !found.archivedAt;
  if (!found || (!isOwner && viewer.role !== 'admin')) throw notFound('Return');
  const [doc] = await db.select().from(taxDocuments).where(eq(taxDocuments.returnId, returnId));
  return doc;
}
