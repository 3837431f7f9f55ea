import {
  type AdminOrderReply,
  type AdminOrdersQuery,
  canAdminMove,
  canArchive,
  type OrderStatus,
  orderNumber,
} from '@shop/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { issueInvoice } from '../gst/documents.ts';
import { awaitsCodConfirmation, codUnconfirmed } from './cod-confirmation.ts';
import { advanceOrder, cancelOrder, lockOrder, type ShipmentDetails } from './order-lifecycle.ts';
import { orderSearchCondition } from './order-search.ts';
import { adminOrderReplies } from './order-view.ts';
import { invalidTransition } from './orders.service.ts';
import { returnToOrigin } from './return-to-origin.ts';

/** `PLACED` is a path of the API (`/placed`) but never a move an admin can make: see `unpaid`. */
export type AdminMove =
  | 'PLACED'
  | 'CONFIRMED'
  | 'SHIPPED'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERED'
  | 'CANCELLED'
  | 'RETURNED_TO_ORIGIN';

/** All orders but archived ones, newest first, with the customer's name and email; a status and a search narrow it. */
export async function listAdminOrders(db: Database, query: AdminOrdersQuery): Promise<AdminOrderReply[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        isNull(orders.archivedAt),
        query.status ? eq(orders.status, query.status) : undefined,
        orderSearchCondition(query.q),
        // The shipping module's booking table, read (never written) for the owner's "booking failed" filter.
        query.bookingFailed
          ? sql`exists (select 1 from shipping_bookings b where b.order_id = ${orders.id} and b.last_error is not null and b.cancelled_at is null)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.pageSize)
    .offset(query.pageNumber * query.pageSize);
  return adminOrderReplies(db, rows);
}

/** One order as the back office sees it. */
export function adminOrderReply(db: DbOrTx, orderId: string): Promise<AdminOrderReply> {
  return replyFor(db, orderId);
}

async function replyFor(tx: DbOrTx, orderId: string): Promise<AdminOrderReply> {
  const rows = await tx.select().from(orders).where(eq(orders.id, orderId));
  const [reply] = await adminOrderReplies(tx, rows);
  if (!reply) throw notFound('Order');
  return reply;
}

/** An unpaid order is placed by its verified payment, never by hand (S38, docs/decisions/0007). */
const unpaid = (orderId: string, to: OrderStatus) =>
  conflict(
    'INVALID_TRANSITION',
    `Cannot move an order from PENDING to ${to}: order ${orderNumber(orderId)} is not paid yet. ` +
      'It is placed when its payment is verified; until then it can only be cancelled.',
  );

/**
 * Moves an order to a new status if docs/design.md's rules allow it (forward only, skipping allowed, cancel
 * before SHIPPED; no move skips payment), with the history entry and the audit record in the same
 * transaction. Cancelling puts the stock back; shipping keeps the courier's details when given.
 */
/** Moves that send the parcel out: a cash-on-delivery order takes them only once its customer confirmed it. */
const SHIPPING_MOVES = new Set<AdminMove>(['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']);

export async function moveOrder(
  db: Database,
  actor: AuthUser,
  orderId: string,
  to: AdminMove,
  now = new Date(),
  shipment?: ShipmentDetails,
): Promise<AdminOrderReply> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    const from = order.status as OrderStatus;
    if (from === 'PENDING' && to !== 'CANCELLED') throw unpaid(orderId, to);
    if (to === 'PLACED' || !canAdminMove(from, to)) throw invalidTransition(from, to);
    if (SHIPPING_MOVES.has(to) && awaitsCodConfirmation(order)) throw codUnconfirmed(orderId);
    if (to === 'CANCELLED') await cancelOrder(tx, orderId, 'admin', now);
    else if (to === 'RETURNED_TO_ORIGIN') await returnToOrigin(tx, orderId, now);
    else await advanceOrder(tx, orderId, to, now, shipment);
    await recordAudit(tx, actor, {
      action: `order.${to.toLowerCase()}`,
      entityType: 'order',
      entityId: orderId,
      before: { status: from },
      after: shipment ? { status: to, shipment } : { status: to },
    });
    return replyFor(tx, orderId);
  });
}

/**
 * The cash of a delivered cash-on-delivery order is in: its payment becomes PAID (paid_at), once, with an
 * audit record. Online orders, undelivered or already collected ones are refused with the reason.
 */
export async function markCashCollected(
  db: Database,
  actor: AuthUser,
  orderId: string,
  now = new Date(),
): Promise<AdminOrderReply> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    const number = orderNumber(orderId);
    if (order.paymentMethod !== 'COD')
      throw conflict('CONFLICT', `Order ${number} is paid online: there is no cash to collect.`);
    if (order.paidAt) throw conflict('CONFLICT', `The cash for order ${number} was collected already.`);
    if (order.status !== 'DELIVERED')
      throw conflict(
        'INVALID_TRANSITION',
        `Order ${number} is ${order.status}: mark it delivered before collecting its cash.`,
      );
    await tx.update(orders).set({ paidAt: now, updatedAt: now }).where(eq(orders.id, orderId));
    // A COD sale is invoiced when its cash is collected (docs/api.md "GST and invoices").
    await issueInvoice(tx, orderId, now);
    await recordAudit(tx, actor, {
      action: 'order.collected',
      entityType: 'order',
      entityId: orderId,
      before: { paymentStatus: 'DUE' },
      after: { paymentStatus: 'PAID' },
    });
    return replyFor(tx, orderId);
  });
}

/**
 * "Delete" archives the order: kept for accounting, hidden from lists. An unpaid PENDING order is cancelled
 * first, which puts its reserved stock back. A paid order still on its way (PLACED, CONFIRMED, SHIPPED) is
 * refused: it must be delivered or cancelled first (S38).
 */
export async function archiveOrder(
  db: Database,
  actor: AuthUser,
  orderId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.archivedAt) throw notFound('Order');
    if (!canArchive(order.status as OrderStatus))
      throw conflict(
        'CONFLICT',
        `Order ${orderNumber(orderId)} is paid and not delivered yet (${order.status}). ` +
          'Deliver or cancel it before deleting it.',
      );
    if (order.status === 'PENDING') await cancelOrder(tx, orderId, 'admin', now);
    await tx.update(orders).set({ archivedAt: now, updatedAt: now }).where(eq(orders.id, orderId));
    const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    await recordAudit(tx, actor, {
      action: 'order.archive',
      entityType: 'order',
      entityId: orderId,
      before: { status: order.status, archivedAt: null },
      after: { status: after?.status ?? order.status, archivedAt: now.toISOString() },
    });
  });
}
