import type { AdminOrderDetail, OrderDocumentLink, OrderTimelineEntry } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, orderReturns, orders, outbox, taxDocuments } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { adminReturnReplies } from './order-returns-view.ts';
import { adminOrderReplies, type OrderRow } from './order-view.ts';

/** The status moves, the admins' actions and the mails and WhatsApp messages queued about the order, oldest first. */
async function timeline(db: Database, order: OrderRow): Promise<OrderTimelineEntry[]> {
  const actions = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, order.id)))
    .orderBy(asc(auditLog.createdAt));
  const mails = await db
    .select({
      channel: outbox.channel,
      to: outbox.to,
      subject: outbox.subject,
      status: outbox.status,
      deliveryStatus: outbox.deliveryStatus,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.orderId, order.id))
    .orderBy(asc(outbox.createdAt));
  const entries: OrderTimelineEntry[] = [
    ...order.statusHistory.map((change) => ({
      at: change.at,
      kind: 'status' as const,
      title: change.status,
      detail: change.reason ?? null,
      mailStatus: null,
    })),
    ...actions.map((a) => ({
      at: a.createdAt.toISOString(),
      kind: 'action' as const,
      title: a.action,
      detail: a.actorEmail,
      mailStatus: null,
    })),
    ...mails.map((m) => ({
      at: m.createdAt.toISOString(),
      kind: m.channel === 'whatsapp' ? ('whatsapp' as const) : ('mail' as const),
      title: m.subject,
      detail: m.to,
      mailStatus: m.status,
      deliveryStatus: m.deliveryStatus,
    })),
  ];
  // Same moment: the move first, then the action that made it, then its mail and message.
  const rank = { status: 0, action: 1, mail: 2, whatsapp: 3 };
  return entries.sort((a, b) => a.at.localeCompare(b.at) || rank[a.kind] - rank[b.kind]);
}

async function documents(db: Database, orderId: string): Promise<OrderDocumentLink[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  return rows.map((doc) => ({
    kind: doc.kind as OrderDocumentLink['kind'],
    number: doc.number,
    issuedAt: doc.issuedAt.toISOString(),
    returnId: doc.returnId,
    url: doc.returnId
      ? `/api/orders/${orderId}/returns/${doc.returnId}/credit-note`
      : `/api/orders/${orderId}/${doc.kind === 'invoice' ? 'invoice' : 'credit-note'}`,
  }));
}

/**
 * One order as the owner's order page shows it: the order (delivery address and phone whatever its payment
 * state), its returns, its GST documents and its timeline. Archived orders are shown too: they are kept for
 * accounting and the activity log links to them.
 */
export async function adminOrderDetail(db: Database, orderId: string): Promise<AdminOrderDetail> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound('Order');
  const [reply] = await adminOrderReplies(db, [row]);
  if (!reply) throw notFound('Order');
  const returnRows = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.createdAt));
  const last = row.statusHistory.at(-1);
  return {
    ...reply,
    timeline: await timeline(db, row),
    documents: await documents(db, orderId),
    returns: await adminReturnReplies(db, returnRows),
    replacedCheckout: row.status === 'CANCELLED' && last?.reason === 'replaced',
  };
}
