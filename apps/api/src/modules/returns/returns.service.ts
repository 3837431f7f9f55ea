import {
  type AdminReturnReply,
  type AdminReturnsQuery,
  formatPaise,
  orderNumber,
  paiseToRupees,
  type ReturnInput,
  type ReturnReply,
} from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { orderItems, orderReturns, orders, type ReturnLine, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { mailSettings } from '../mail/mail-settings.ts';
import { queueMail } from '../mail/outbox.service.ts';
import { lockOrder } from '../orders/order-lifecycle.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { releaseStock } from '../orders/stock.ts';
import { recordRefund } from '../refunds/refund-record.ts';
import { returnPaise } from './return-amounts.ts';
import { adminReturnReplies, type ReturnRow, returnReplies } from './return-view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function deliveredAt(order: OrderRow): Date | undefined {
  const delivered = order.statusHistory.findLast((change) => change.status === 'DELIVERED');
  return delivered ? new Date(delivered.at) : undefined;
}

const windowClosed = (message: string) => conflict('RETURN_WINDOW_CLOSED', message);

/** Units of each line in returns that are asked for or approved (a rejected return gives its units back). */
async function returnedUnits(tx: Tx, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ items: orderReturns.items })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, 'REJECTED')));
  const units = new Map<string, number>();
  for (const row of rows)
    for (const line of row.items) units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
  return units;
}

/**
 * The customer asks to return some items of their delivered order, within `windowDays` of its delivery. Under
 * the order's row lock: never more units of a line than were bought minus those already in returns, and
 * the refund worked out per line from what was paid for it (return-amounts.ts).
 */
export async function requestReturn(
  db: Database,
  user: AuthUser,
  orderId: string,
  input: ReturnInput,
  windowDays: number,
  now = new Date(),
): Promise<ReturnReply> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== user.id || order.archivedAt) throw notFound('Order');
    const number = orderNumber(orderId);
    const delivered = deliveredAt(order);
    if (order.status !== 'DELIVERED' || !delivered)
      throw windowClosed(`Order ${number} is ${order.status}: items can be returned once it is delivered.`);
    if (now.getTime() - delivered.getTime() > windowDays * DAY_MS)
      throw windowClosed(
        `Order ${number} was delivered more than ${windowDays} days ago: its return window has closed.`,
      );
    if (order.paymentMethod !== 'ONLINE' || !order.paidAt)
      throw conflict('CONFLICT', `Order ${number} was paid in cash: please write to us to return its items.`);

    const wanted = new Map<string, number>();
    for (const line of input.items) wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0) + line.quantity);
    const items = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...wanted.keys()])));
    const before = await returnedUnits(tx, orderId);
    const lines: ReturnLine[] = [];
    for (const [itemId, quantity] of wanted) {
      const item = items.find((i) => i.id === itemId);
      if (!item) throw notFound('Order item');
      const returned = before.get(itemId) ?? 0;
      const left = item.quantity - returned;
      if (quantity > left)
        throw conflict(
          'CONFLICT',
          left === 0
            ? `"${item.title}" (${item.size}) is already being returned in full.`
            : `Only ${left} of "${item.title}" (${item.size}) can still be returned.`,
          { itemId, returnable: left },
        );
      lines.push({ itemId, quantity, refundPaise: returnPaise(order, item, returned, quantity) });
    }
    const refundAmountPaise = lines.reduce((sum, l) => sum + l.refundPaise, 0);
    const [row] = await tx
      .insert(orderReturns)
      .values({ orderId, userId: user.id, reason: input.reason, items: lines, refundAmountPaise })
      .returning();
    if (!row) throw new Error('return insert returned nothing');
    await recordAudit(tx, user, {
      action: 'return.request',
      entityType: 'order',
      entityId: orderId,
      after: { returnId: row.id, items: lines, reason: input.reason },
    });
    const [reply] = await returnReplies(tx, [row]);
    if (!reply) throw notFound('Return');
    return reply;
  });
}

/** The customer's returns of one of their orders, oldest first; another customer's order is not found. */
export async function listOrderReturns(
  db: Database,
  userId: string,
  orderId: string,
): Promise<ReturnReply[]> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.userId !== userId || order.archivedAt) throw notFound('Order');
  const rows = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.createdAt));
  return returnReplies(db, rows);
}

export async function listAdminReturns(db: Database, query: AdminReturnsQuery) {
  const where = query.status ? eq(orderReturns.status, query.status) : undefined;
  const rows = await db
    .select()
    .from(orderReturns)
    .where(where)
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
    .limit(query.pageSize)
    .offset(query.pageNumber * query.pageSize);
  const [total] = await db.select({ n: count() }).from(orderReturns).where(where);
  const totalElements = total?.n ?? 0;
  return {
    content: await adminReturnReplies(db, rows),
    totalPages: Math.ceil(totalElements / query.pageSize),
    totalElements,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}

export async function adminReturnById(db: Database, id: string): Promise<AdminReturnReply | undefined> {
  const rows = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  const [reply] = await adminReturnReplies(db, rows);
  return reply;
}

/** Locks the return's order (the lock every change of an order takes first), then the return. */
async function lockReturn(tx: Tx, returnId: string): Promise<{ order: OrderRow; ret: ReturnRow }> {
  const [found] = await tx
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId));
  if (!found) throw notFound('Return');
  const order = await lockOrder(tx, found.orderId);
  const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
  if (!order || !ret) throw notFound('Return');
  if (ret.status !== 'REQUESTED')
    throw conflict('INVALID_TRANSITION', `This return was ${ret.status.toLowerCase()} already.`);
  return { order, ret };
}

async function customerOf(tx: Tx, userId: string) {
  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return customer;
}

/**
 * Approves a return once: the items' stock goes back, their refund is recorded (capped at what is left of the
 * payment, S42) for the caller to send after the commit, the customer is told, and the activity log has it.
 */
export async function approveReturn(
  db: Database,
  actor: AuthUser,
  returnId: string,
  now = new Date(),
): Promise<AdminReturnReply> {
  return db.transaction(async (tx) => {
    const { order, ret } = await lockReturn(tx, returnId);
    const items = await tx
      .select({ id: orderItems.id, productId: orderItems.productId, size: orderItems.size })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    await releaseStock(
      tx,
      ret.items.map((line) => {
        const item = items.find((i) => i.id === line.itemId);
        return { productId: item?.productId ?? null, size: item?.size ?? '', quantity: line.quantity };
      }),
    );
    if (ret.refundAmountPaise > 0) await recordRefund(tx, order.id, ret.refundAmountPaise, ret.id);
    const [row] = await tx
      .update(orderReturns)
      .set({ status: 'APPROVED', decidedAt: now })
      .where(eq(orderReturns.id, returnId))
      .returning();
    const customer = await customerOf(tx, order.userId);
    if (customer)
      await queueMail(tx, customer.email, 'returnApproved', {
        firstName: customer.firstName,
        orderNumber: orderNumber(order.id),
        amount: formatPaise(ret.refundAmountPaise),
        orderUrl: `${mailSettings().appUrl}/account/order/${order.id}`,
      });
    await recordAudit(tx, actor, {
      action: 'return.approve',
      entityType: 'order',
      entityId: order.id,
      before: { returnId, status: 'REQUESTED' },
      after: { returnId, status: 'APPROVED', refundAmount: paiseToRupees(ret.refundAmountPaise) },
    });
    const [reply] = await adminReturnReplies(tx, row ? [row] : []);
    if (!reply) throw notFound('Return');
    return reply;
  });
}

/** Rejects a return once, with the reason the customer is sent. */
export async function rejectReturn(
  db: Database,
  actor: AuthUser,
  returnId: string,
  reason: string,
  now = new Date(),
): Promise<AdminReturnReply> {
  return db.transaction(async (tx) => {
    const { order } = await lockReturn(tx, returnId);
    const [row] = await tx
      .update(orderReturns)
      .set({ status: 'REJECTED', rejectReason: reason, decidedAt: now })
      .where(eq(orderReturns.id, returnId))
      .returning();
    const customer = await customerOf(tx, order.userId);
    if (customer)
      await queueMail(tx, customer.email, 'returnRejected', {
        firstName: customer.firstName,
        orderNumber: orderNumber(order.id),
        reason,
        orderUrl: `${mailSettings().appUrl}/account/order/${order.id}`,
      });
    await recordAudit(tx, actor, {
      action: 'return.reject',
      entityType: 'order',
      entityId: order.id,
      before: { returnId, status: 'REQUESTED' },
      after: { returnId, status: 'REJECTED', reason },
    });
    const [reply] = await adminReturnReplies(tx, row ? [row] : []);
    if (!reply) throw notFound('Return');
    return reply;
  });
}
