import {
  type AdminReturnReply,
  type AdminReturnsQuery,
  orderNumber,
  type ReturnInput,
  type ReturnReply,
} from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { orderItems, orderReturns, orders, type ReturnLine } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockOrder } from '../orders/order-lifecycle.ts';
import { adminReturnReplies, returnReplies } from '../orders/order-returns-view.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { assertCanHoldCredit } from '../wallet/store-credit.ts';
import { holdExchangeSizes } from './exchanges.ts';
import { returnPaise } from './return-amounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function deliveredAt(order: OrderRow): Date | undefined {
  const delivered = order.statusHistory.findLast((change) => change.status === 'DELIVERED');
  return delivered ? new Date(delivered.at) : undefined;
}

const windowClosed = (message: string) => conflict('RETURN_WINDOW_CLOSED', message);

/** Units of each line in returns not rejected (a rejected return gives its units back). */
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
 * An online order is refunded to its payment, so it takes no payout details; a cash order needs them (a UPI
 * ID or a bank account), and its cash must have been collected: there is nothing to refund before.
 */
async function checkPayout(tx: Tx, order: OrderRow, input: ReturnInput): Promise<void> {
  const number = orderNumber(order.id);
  if (input.payout?.method === 'STORE_CREDIT') {
    if (!order.paidAt)
      throw conflict('CONFLICT', `Order ${number} is not paid yet: there is nothing to refund.`);
    await assertCanHoldCredit(tx, order.userId);
    return;
  }
  // Only exchanges: nothing is refunded, so nothing is paid out.
  if (input.items.every((line) => line.exchangeSize)) return;
  if (order.paymentMethod === 'ONLINE') {
    if (input.payout)
      throw badRequest(`Order ${number} was paid online: its refund goes back to that payment.`, {
        field: 'payout',
      });
    if (!order.paidAt) throw conflict('CONFLICT', `Order ${number} is not paid.`);
    return;
  }
  if (!order.paidAt)
    throw conflict(
      'CONFLICT',
      `The cash for order ${number} has not been recorded yet: please write to us to return its items.`,
    );
  if (!input.payout)
    throw badRequest(`Order ${number} was paid in cash: give a UPI ID or a bank account for the refund.`, {
      field: 'payout',
    });
}

/**
 * The customer asks to return some items of their delivered order, within `windowDays` of its delivery. Under
 * the order's row lock: never more units of a line than were bought minus those already in returns, and
 * the refund worked out per line from what was paid for it (return-amounts.ts).
 */
export async function requestReturn(
  db: Database,
  user: Pick<AuthUser, 'id' | 'email'>,
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
    await checkPayout(tx, order, input);

    const wanted = new Map<string, number>();
    const exchangeOf = new Map<string, string | undefined>();
    for (const line of input.items) {
      if (exchangeOf.has(line.itemId) && exchangeOf.get(line.itemId) !== line.exchangeSize)
        throw badRequest('Give each item once, with one size to exchange it for.', { field: 'items' });
      exchangeOf.set(line.itemId, line.exchangeSize);
      wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0) + line.quantity);
    }
    const items = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...wanted.keys()])));
    const before = await returnedUnits(tx, orderId);
    const lines: ReturnLine[] = [];
    for (const [itemId, quantity] of wanted) {
      const item = items.find((i) => i.id === itemId);
      if (!item) throw notFound('Order item');
      if (item.personalisationText !== null && item.returnAcceptedAt === null)
        throw conflict(
          'NOT_RETURNABLE',
          `"${item.title}" was personalised for you, so it cannot be returned or exchanged. Please write to us if something is wrong with it.`,
          { itemId },
        );
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
      const exchangeSize = exchangeOf.get(itemId);
      lines.push(
        exchangeSize
          ? { itemId, quantity, refundPaise: 0, exchangeSize }
          : { itemId, quantity, refundPaise: returnPaise(order, item, returned, quantity) },
      );
    }
    // S66: the new sizes are taken now, in this transaction; OUT_OF_STOCK rolls the whole request back.
    await holdExchangeSizes(tx, items, lines);
    const refundAmountPaise = lines.reduce((sum, l) => sum + l.refundPaise, 0);
    const [row] = await tx
      .insert(orderReturns)
      .values({
        orderId,
        userId: user.id,
        reason: input.reason,
        items: lines,
        refundAmountPaise,
        payout: input.payout ?? null,
        exchangeHeld: lines.some((line) => line.exchangeSize),
      })
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
