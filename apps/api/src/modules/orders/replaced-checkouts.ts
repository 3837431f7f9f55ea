import { orderNumber, QUANTITY_MAX } from '@shop/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { preparedSql, preparedStatement } from '../../db/prepared.ts';
import { orderItems, orders, users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { sameEmailUserIds } from '../users/same-email.ts';
import { cancelOrder } from './order-lifecycle.ts';
import { type LockedProduct, lockProducts, type StockLine } from './stock.ts';

/**
 * Locks the customer's row until the transaction ends, so one customer's checkouts run one after another:
 * each sees the orders the one before it made. (`no key update` leaves foreign keys to the user free, so
 * the customer's address and cart writes do not wait.)
 */
export async function lockCustomer(tx: Tx, userId: string): Promise<void> {
  // An account and the guest row of its email are two rows: their checkouts also wait for each other on the
  // lower-cased email, so per-customer coupon limits and the hold limit count both (S41, S48). One statement,
  // the row first: the locking CTE yields the row locked before the advisory lock is asked for.
  await lockCustomerAndEmail(tx, { userId });
}

const lockCustomerAndEmail = preparedSql(
  'checkout_lock_customer',
  () => sql`with customer as (select email from ${users} where ${users.id} = ${sql.placeholder('userId')}
      for no key update)
    select pg_advisory_xact_lock(${sql.raw(String(EMAIL_LOCK_SPACE))}, hashtext(lower(email))) from customer`,
);

/** The first key of the email locks (any fixed number, apart from the other advisory locks' keys). */
const EMAIL_LOCK_SPACE = 724_031_907;

/**
 * A new checkout replaces the customer's earlier unpaid orders (reason `replaced`), releasing their stock
 * in the same transaction: those without a payment link, and those whose link the gateway has just
 * cancelled (`unpayableLinks`, asked before this transaction). An order whose link is still live (the
 * gateway could not be reached, or the link was made a moment ago) is kept: it may be paid right now.
 * Every product involved is locked at once, in id order, before any stock moves; answers them as locked.
 */
export async function replaceOlderCheckouts(
  tx: Tx,
  userId: string,
  cartProductIds: string[],
  unpayableLinks: ReadonlySet<string>,
  /** A guest checkout replaces nothing: its email is unproven, so earlier orders of it are someone's else (S74). */
  replace = true,
): Promise<LockedProduct[]> {
  if (!replace) return lockProducts(tx, [...new Set(cartProductIds)]);
  const pending = await lockPendingOrders(tx, { userId });
  const replaced = pending.filter((o) => o.linkId === null || unpayableLinks.has(o.linkId)).map((o) => o.id);
  const replacedItems = replaced.length
    ? await tx
        .select({ productId: orderItems.productId })
        .from(orderItems)
        .where(inArray(orderItems.orderId, replaced))
    : [];
  const ids = new Set(cartProductIds);
  for (const item of replacedItems) if (item.productId) ids.add(item.productId);
  const locked = await lockProducts(tx, [...ids]);
  for (const id of replaced) await cancelOrder(tx, id, 'replaced');
  return locked;
}

/** 'PENDING' is written in the statement, not bound: its generic plan can use orders_user_held_idx (0124). */
const lockPendingOrders = preparedStatement(
  (db) =>
    db
      .select({ id: orders.id, linkId: orders.paymentLinkId })
      .from(orders)
      .where(and(eq(orders.userId, sql.placeholder('userId')), sql`${orders.status} = 'PENDING'`))
      .orderBy(asc(orders.id))
      .for('update'),
  'checkout_lock_pending_orders',
);

/** A cash-on-delivery order in these states has its stock out of the shelf and is not paid yet (S49). */
const COD_UNDELIVERED = ['PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY'];

/**
 * The held lines of the customer's email in these products. The states are written in the statement, not bound:
 * the named statement's generic plan must still match orders_user_held_idx's predicate (decision 0124).
 */
const selectHeldLines = preparedStatement(
  (db) =>
    db
      .select({
        orderId: orderItems.orderId,
        status: orders.status,
        productId: orderItems.productId,
        size: orderItems.size,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          // A guest's orders and the account's of the same email hold together (S49).
          sql`${orders.userId} in ${sameEmailUserIds(sql.placeholder('userId'))}`,
          sql`(${orders.status} = 'PENDING' or (${orders.paymentMethod} = 'COD' and ${orders.status} in (${sql.raw(
            COD_UNDELIVERED.map((s) => `'${s}'`).join(', '),
          )})))`,
          sql`${orderItems.productId} = any(${sql.placeholder('productIds')})`,
        ),
      )
      .orderBy(asc(orderItems.orderId)),
  'checkout_held_lines',
);

/**
 * The backstop against hoarding (S35, S49): per product size, the units the customer's unpaid orders still hold,
 * and those of their cash-on-delivery orders not yet delivered, plus the new order's may not pass QUANTITY_MAX.
 * Called after replaceOlderCheckouts, so only orders that could not be replaced count; otherwise 409 HOLD_LIMIT
 * naming the order that holds them.
 */
export async function checkHoldLimit(
  tx: Tx,
  userId: string,
  lines: StockLine[],
  /** To a guest (an unproven email) the refusal names no order, product, size or count (S73). */
  unprovenEmail = false,
): Promise<void> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  if (productIds.length === 0) return;
  const held = await selectHeldLines(tx, { userId, productIds });
  for (const line of lines) {
    const holding = held.filter((h) => h.productId === line.productId && h.size === line.size);
    const units = holding.reduce((sum, h) => sum + h.quantity, 0);
    const first = holding.find((h) => h.status === 'PENDING') ?? holding[0];
    if (!first || units + line.quantity <= QUANTITY_MAX) continue;
    if (unprovenEmail)
      throw conflict(
        'HOLD_LIMIT',
        'Orders with this email already wait for payment or delivery, as many as we can hold for one email. ' +
          'Pay for an earlier order, sign in, or try again later.',
      );
    const size = line.size.toUpperCase();
    const details = { productId: line.productId, size: line.size, held: units, orderId: first.orderId };
    if (first.status !== 'PENDING')
      throw conflict(
        'HOLD_LIMIT',
        `Your cash-on-delivery orders not yet delivered hold ${units} of ${line.title} in size ${size}. At most ` +
          `${QUANTITY_MAX} of a size can wait for payment: you can order more once they are delivered.`,
        details,
      );
    throw conflict(
      'HOLD_LIMIT',
      `Your unpaid order ${orderNumber(first.orderId)} already holds ${units} of ${line.title} in size ` +
        `${size}, and we could not cancel its payment link just now. Pay for that order, ` +
        `or try again in a few minutes (at most ${QUANTITY_MAX} of a size can wait for payment).`,
      details,
    );
  }
}
