import { canTransition, type OrderStatus } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { orderItems, orders, type Shipment, type StatusChange } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { emptyCart } from '../cart/cart.service.ts';
import { releaseCouponUse } from '../coupons/coupon-use.ts';
import { issueCreditNote, issueInvoice } from '../gst/documents.ts';
import { recordRefund, refundablePaise } from '../refunds/refund-record.ts';
import { giveBackWalletPayment } from '../wallet/pay-with-wallet.ts';
import { addCreditEntry } from '../wallet/store-credit.ts';
import { queueOrderMail } from './order-mails.ts';
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
  | 'replaced'
  /** Cash on delivery not confirmed by the customer in COD_CONFIRM_HOURS (cod-confirmation.ts). */
  | 'cod_unconfirmed';

export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await lockOrderRow(tx, { id: orderId });
  return row;
}

/** Every move of an order starts here (a cancel, a payment, the owner's moves): a named statement. */
const lockOrderRow = preparedStatement(
  (db) =>
    db
      .select()
      .from(orders)
      .where(eq(orders.id, sql.placeholder('id')))
      .for('update'),
  'order_lock',
);

/** Marks the order changed (its updated_at) when something of it kept elsewhere changed, such as its booking. */
export async function touchOrder(tx: Tx, orderId: string, now: Date): Promise<void> {
  await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId));
}

export function history(order: OrderRow, status: OrderStatus, at: Date, reason?: string): StatusChange[] {
  const change: StatusChange = { status, at: at.toISOString() };
  if (reason) change.reason = reason;
  return [...order.statusHistory, change];
}

/**
 * A verified payment: PENDING → PLACED (paid at `at`), the customer's cart emptied, the tax invoice issued
 * (numbered now, so numbers follow their dates) and the "order placed" mail queued. The stock reserved at
 * creation simply stays taken. Already placed or later: 'already'; cancelled: 'cancelled'; both change
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
    .set({
      status: 'PLACED',
      paidAt: at,
      // A payment that came through while the customer was switching to cash on delivery wins.
      paymentMethod: 'ONLINE',
      statusHistory: history(order, 'PLACED', at),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  await emptyCart(tx, order.userId);
  await queueOrderMail(tx, order, 'orderPlaced');
  await issueInvoice(tx, orderId, new Date());
  return 'placed';
}

/** How a cancelled order paid online is refunded: to the gateway, or as store credit the customer asked for. */
export type CancelPayout = 'GATEWAY' | 'STORE_CREDIT';

/**
 * Cancels the order when its state allows (before SHIPPED), puts its stock back, gives its coupon use back
 * and issues a credit note for an invoiced order. The status check and the release happen under the order's
 * row lock, so they happen exactly once however many callers race. A paid order's customer is told by mail
 * (an unpaid one was never confirmed to them), and an order paid online gets a refund of its whole payment
 * recorded, for the caller to send with processOrderRefunds() after the commit (cash on delivery is never
 * paid before delivery, so it has nothing to refund). Returns false, changing nothing, when the order cannot
 * be cancelled.
 */
export async function cancelOrder(
  tx: Tx,
  orderId: string,
  reason: CancelReason,
  at = new Date(),
  payout: CancelPayout = 'GATEWAY',
): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  return order !== undefined && (await cancelLockedOrderRow(tx, order, reason, at, payout)) !== undefined;
}

const selectStockLines = preparedStatement(
  (db) =>
    db
      .select({ productId: orderItems.productId, size: orderItems.size, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, sql.placeholder('orderId'))),
  'order_stock_lines',
);

const markCancelled = preparedStatement(
  (db) =>
    db
      .update(orders)
      .set({
        status: 'CANCELLED',
        // Placeholders in sql`` skip the columns' encoders: the caller passes the JSON and the ISO time.
        statusHistory: sql`${sql.placeholder('statusHistory')}::jsonb`,
        updatedAt: sql`${sql.placeholder('updatedAt')}`,
      })
      .where(eq(orders.id, sql.placeholder('id')))
      .returning(),
  'order_mark_cancelled',
);

/**
 * cancelOrder() for a caller that holds the order's row lock already (lockOrder) and passes the row it read: answers
 * the order's row as the cancel left it, or undefined when it could not cancel.
 */
export async function cancelLockedOrderRow(
  tx: Tx,
  order: OrderRow,
  reason: CancelReason,
  at = new Date(),
  payout: CancelPayout = 'GATEWAY',
): Promise<OrderRow | undefined> {
  const orderId = order.id;
  if (!canTransition(order.status as OrderStatus, 'CANCELLED')) return undefined;
  const lines = await selectStockLines(tx, { orderId });
  await releaseStock(tx, lines);
  await releaseCouponUse(tx, orderId, at);
  const [cancelled] = await markCancelled(tx, {
    id: orderId,
    statusHistory: JSON.stringify(history(order, 'CANCELLED', at, reason)),
    updatedAt: new Date().toISOString(),
  });
  await issueCreditNote(tx, orderId, new Date(), reason);
  // What store credit and a gift card paid goes back to them, paid or not (they were taken at checkout).
  await giveBackWalletPayment(tx, order, at);
  if (order.paidAt) {
    await queueOrderMail(tx, order, 'cancelled');
    if (payout === 'STORE_CREDIT') await refundToCredit(tx, order, at);
    else await recordRefund(tx, orderId, 'rest');
  }
  // Nothing after the update above writes the order's row in this transaction.
  return cancelled;
}

/** The order's online payment, all that is left of it, paid out as store credit instead of a gateway refund. */
async function refundToCredit(tx: Tx, order: OrderRow, at: Date): Promise<void> {
  const left = await refundablePaise(tx, order.id);
  await addCreditEntry(
    tx,
    { userId: order.userId, amountPaise: left, reason: 'cancel', orderId: order.id },
    at,
  );
}

export type ForwardMove = 'CONFIRMED' | 'SHIPPED' | 'OUT_FOR_DELIVERY' | 'DELIVERED';

const MAIL_OF_MOVE = {
  CONFIRMED: undefined,
  SHIPPED: 'shipped',
  OUT_FOR_DELIVERY: 'outForDelivery',
  DELIVERED: 'delivered',
} as const;

export interface ShipmentDetails {
  courier: string;
  trackingNumber: string;
  trackingUrl?: string | undefined;
}

/**
 * A forward move if canTransition() allows it, with the customer's mail (all but CONFIRMED). Shipping
 * records the shipment, with the courier's details when given. Returns the order before.
 */
export async function advanceOrder(
  tx: Tx,
  orderId: string,
  to: ForwardMove,
  at = new Date(),
  details?: ShipmentDetails,
): Promise<{ moved: boolean; before: OrderRow | undefined }> {
  const order = await lockOrder(tx, orderId);
  if (!order || !canTransition(order.status as OrderStatus, to)) return { moved: false, before: order };
  const shipment: Shipment | undefined =
    to === 'SHIPPED'
      ? {
          courier: details?.courier ?? null,
          trackingNumber: details?.trackingNumber ?? null,
          trackingUrl: details?.trackingUrl ?? null,
          shippedAt: at.toISOString(),
        }
      : undefined;
  const [after] = await tx
    .update(orders)
    .set({
      status: to,
      statusHistory: history(order, to, at),
      updatedAt: new Date(),
      ...(shipment ? { shipment } : {}),
    })
    .where(eq(orders.id, orderId))
    .returning();
  const mail = MAIL_OF_MOVE[to];
  if (mail && after) await queueOrderMail(tx, after, mail);
  return { moved: true, before: order };
}
