import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { orders } from '../../db/schema/index.ts';
import type { LinkState } from '../../gateways/payments/gateway.ts';
import type { PaymentsLog } from '../../lib/payments-log.ts';
import { cancelOrder } from '../orders/order-lifecycle.ts';
import type { PaymentsContext } from './payments.service.ts';
import { checkPaidLink, lockOrder, type PaymentNews, settlePayment } from './settle.ts';

export type LinkOutcome = 'placed' | 'cancelled' | 'unchanged';

/**
 * Applies what the gateway said about an order's link, in a short transaction of its own (the gateway was
 * asked before it, so no connection or lock is held across the network): paid, verified as on the return,
 * places the order; expired or cancelled cancels it. Only a PENDING order whose link this is changes, so a
 * repeat or a race with the webhook or another instance changes nothing.
 */
export async function applyLinkState(
  db: Database,
  input: PaymentNews & { orderId: string; link: LinkState },
  log: PaymentsLog,
): Promise<LinkOutcome> {
  const { orderId, link, ...news } = input;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'PENDING' || order.paymentLinkId !== link.id) return 'unchanged';
    if (link.status === 'paid') {
      const check = checkPaidLink(order, link);
      if (!check.ok) {
        if (check.mismatch) log.error({ orderId, ...check.mismatch }, 'payment amount mismatch');
        else log.warn({ orderId, reason: check.reason }, 'paid link not accepted');
        return 'unchanged';
      }
      const result = await settlePayment(tx, { ...news, order, payment: check.payment }, log);
      return result === 'placed' ? 'placed' : 'unchanged';
    }
    // A PENDING order switching to cash on delivery had its link cancelled on purpose: it is not cancelled.
    if (link.status === 'cancelled' && order.paymentMethod === 'COD') return 'unchanged';
    if (link.status === 'expired' || link.status === 'cancelled') {
      const reason = link.status === 'expired' ? 'payment_link_expired' : 'payment_link_cancelled';
      return (await cancelOrder(tx, orderId, reason, news.at)) ? 'cancelled' : 'unchanged';
    }
    return 'unchanged';
  });
}

export interface LinkedOrder {
  id: string;
  linkId: string | null;
}

/** The customer's unpaid orders that have a payment link, in id order: those a checkout would cancel the link of. */
export async function unpaidLinkedOrders(db: Database, userId: string): Promise<LinkedOrder[]> {
  return selectLinkedOrders(db, { userId });
}

/**
 * On every checkout: a named statement (decision 0124). 'PENDING' is written in the statement, not bound, so its
 * generic plan can still use the partial index orders_user_held_idx.
 */
const selectLinkedOrders = preparedStatement(
  (db) =>
    db
      .select({ id: orders.id, linkId: orders.paymentLinkId })
      .from(orders)
      .where(
        and(
          eq(orders.userId, sql.placeholder('userId')),
          sql`${orders.status} = 'PENDING'`,
          isNotNull(orders.paymentLinkId),
        ),
      )
      .orderBy(asc(orders.id)),
  'orders_linked_unpaid',
);

/**
 * Before a new checkout replaces the customer's unpaid orders, their payment links are cancelled with the
 * gateway, one by one and outside any transaction (S35). A link the gateway reports paid meanwhile is applied
 * as a verified payment: that order is placed, not replaced. Answers the ids of the links now known to be
 * unpayable (cancelled or expired), whose orders the checkout may cancel, and the orders placed this way; a
 * link the gateway could not be asked about stays live, and its order keeps its stock.
 */
export async function cancelUnpaidLinks(
  ctx: Pick<PaymentsContext, 'db' | 'gateway' | 'log'>,
  userId: string,
  now = new Date(),
  /** The customer's linked unpaid orders when the caller has just read them (unpaidLinkedOrders). */
  known?: LinkedOrder[],
): Promise<{ unpayable: Set<string>; placed: string[] }> {
  const linked = known ?? (await unpaidLinkedOrders(ctx.db, userId));
  const unpayable = new Set<string>();
  const placed: string[] = [];
  for (const { id, linkId } of linked) {
    if (!linkId) continue;
    try {
      const link = await ctx.gateway.cancelLink(linkId);
      if (link.status === 'cancelled' || link.status === 'expired') unpayable.add(linkId);
      else if (link.status === 'paid') {
        const source = 'replaced checkout';
        const input = { orderId: id, link, gateway: ctx.gateway.name, at: now, source };
        if ((await applyLinkState(ctx.db, input, ctx.log)) === 'placed') placed.push(id);
      }
    } catch (error) {
      ctx.log.warn(
        { orderId: id, linkId, err: error },
        'could not cancel the payment link of an older order',
      );
    }
  }
  return { unpayable, placed };
}
