import { canTransition, type OrderStatus } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders, type StatusChange } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { emptyCart } from '../cart/cart.service.ts';
import { issueCreditNote, issueInvoice } from '../gst/documents.ts';
import type { OrderRow } from './order-view.ts';
import { releaseStock } from './stock.ts';

/**
 * The moves of an order's life, shared by the customer's and the admin's routes, the expiry job and the
 * payments module. Each locks the order row first, so two of them never act on one order at once, and
 * each runs inside the caller's transaction.
 */

export type CancelReason =
  | 'expired'
  | 'customer'
  | 'admin'
  | 'payment_link_expired'
  | 'payment_link_cancelled'
  /** An unpaid order without a payment link, replaced by a newer order of the same customer. */
  | 'replaced';

export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

function history(order: OrderRow, status: OrderStatus, at: Date, reason?: string): StatusChange[] {
  const change: StatusChange = { status, at: at.toISOString() };
  if (reason) change.reason = reason;
  return [...order.statusHistory, change];
}

/**
 * A verified payment: PENDING → PLACED (paid at `at`), the customer's cart emptied and the tax invoice issued
 * (numbered now, so numbers follow their dates). The stock reserved at creation simply stays taken. Already placed or later: 'already'; cancelled: 'cancelled'; both change
 * nothing.
 */
export async function placePaidOrder(
  tx: Tx,
  orderId: string,
  at: Date,
): Promise<'placed' | 'already' | 'cancelled'> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  if (order.status === 'CANCELLED') return 'cancelled';
  if (order.status !== 'PENDING') return 'already';
  await tx
    .update(orders)
    .set({ status: 'PLACED', paidAt: at, statusHistory: history(order, 'PLACED', at), updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  await emptyCart(tx, order.userId);
  await issueInvoice(tx, orderId, new Date());
  return 'placed';
}

/**
 * Cancels the order when its state allows (before SHIPPED) and puts its stock back; an invoiced order gets
 * its credit note. The status check and
 * the release happen under the order's row lock, so the stock is released exactly once however many
 * callers race. Returns false, changing nothing, when the order cannot be cancelled.
 */
export async function cancelOrder(
  tx: Tx,
  orderId: string,
  reason: CancelReason,
  at = new Date(),
): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (!order || !canTransition(order.status as OrderStatus, 'CANCELLED')) return false;
  const lines = await tx
    .select({ productId: orderItems.productId, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await releaseStock(tx, lines);
  await tx
    .update(orders)
    .set({
      status: 'CANCELLED',
      statusHistory: history(order, 'CANCELLED', at, reason),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  await issueCreditNote(tx, orderId, new Date(), reason);
  return true;
}

/** A forward move (CONFIRMED, SHIPPED, DELIVERED) if canTransition() allows it; returns the order before. */
export async function advanceOrder(
  tx: Tx,
  orderId: string,
  to: 'CONFIRMED' | 'SHIPPED' | 'DELIVERED',
  at = new Date(),
): Promise<{ moved: boolean; before: OrderRow | undefined }> {
  const order = await lockOrder(tx, orderId);
  if (!order || !canTransition(order.status as OrderStatus, to)) return { moved: false, before: order };
  await tx
    .update(orders)
    .set({ status: to, statusHistory: history(order, to, at), updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  return { moved: true, before: order };
}
