import { type AdminReturnReply, paiseToRupees, type ReturnStatus } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { orderItems, orderReturns } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockOrder } from '../orders/order-lifecycle.ts';
import { adminReturnReplies, type ReturnRow, sharesReply } from '../orders/order-returns-view.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { orderReturnShares } from '../orders/return-shares.ts';
import { releaseStock } from '../orders/stock.ts';
import type { ReturnShares } from '../wallet/pay-with-wallet.ts';
import { releaseExchangeHold, shipExchange } from './exchanges.ts';
import { queueReturnApprovedMail, queueReturnPaidOutMail, queueReturnRejectedMail } from './return-mails.ts';
import { payReturnRefund } from './return-payout.ts';

/**
 * The shop's steps of a return (docs/decisions/0044): REQUESTED → APPROVED (pickup arranged) → RECEIVED (the
 * stock is back) → REFUNDED (money back, partial credit note), or REJECTED before the items are received.
 * Each step runs once, under the order's row lock, and is written to the activity log; a step out of turn
 * is refused with 409 INVALID_TRANSITION and changes nothing.
 */

const STEP_WORDS: Record<ReturnStatus, string> = {
  REQUESTED: 'requested',
  APPROVED: 'approved',
  RECEIVED: 'received',
  REFUNDED: 'refunded',
  REJECTED: 'rejected',
};

const AUDIT_VERBS: Record<ReturnStatus, string> = {
  REQUESTED: 'request',
  APPROVED: 'approve',
  RECEIVED: 'receive',
  REFUNDED: 'refund',
  REJECTED: 'reject',
};

interface Locked {
  order: OrderRow;
  ret: ReturnRow;
}

/** Locks the return's order (the lock every change of an order takes first), then the return, in `from`. */
async function lockReturn(tx: Tx, returnId: string, from: ReturnStatus[], to: ReturnStatus): Promise<Locked> {
  const [found] = await tx
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId));
  if (!found) throw notFound('Return');
  const order = await lockOrder(tx, found.orderId);
  const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
  if (!order || !ret) throw notFound('Return');
  const status = ret.status as ReturnStatus;
  if (!from.includes(status))
    throw conflict(
      'INVALID_TRANSITION',
      `This return is ${STEP_WORDS[status]}: it cannot be marked ${STEP_WORDS[to]} now` +
        (from.length ? ` (only a ${from.map((s) => STEP_WORDS[s]).join(' or ')} return can).` : '.'),
      { status },
    );
  return { order, ret };
}

/** Runs one step: locks, changes the row, logs it; answers the return as the admin sees it. */
async function step(
  db: Database,
  actor: AuthUser,
  returnId: string,
  from: ReturnStatus[],
  to: ReturnStatus,
  change: (tx: Tx, locked: Locked) => Promise<Partial<typeof orderReturns.$inferInsert>>,
  details: (locked: Locked) => Record<string, unknown> = () => ({}),
): Promise<AdminReturnReply> {
  return db.transaction(async (tx) => {
    const locked = await lockReturn(tx, returnId, from, to);
    const set = await change(tx, locked);
    const [row] = await tx
      .update(orderReturns)
      .set({ status: to, ...set, updatedAt: new Date() })
      .where(eq(orderReturns.id, returnId))
      .returning();
    await recordAudit(tx, actor, {
      action: `return.${AUDIT_VERBS[to]}`,
      entityType: 'order',
      entityId: locked.order.id,
      before: { returnId, status: locked.ret.status },
      after: { returnId, status: to, ...details(locked) },
    });
    const [reply] = await adminReturnReplies(tx, row ? [row] : []);
    if (!reply) throw notFound('Return');
    return reply;
  });
}

/** Approves a return: a pickup is arranged, nothing is refunded yet; the customer is told. */
export function approveReturn(db: Database, actor: AuthUser, returnId: string, now = new Date()) {
  return step(db, actor, returnId, ['REQUESTED'], 'APPROVED', async (tx, { order, ret }) => {
    await queueReturnApprovedMail(tx, order, ret);
    return { decidedAt: now };
  });
}

/**
 * The returned items are back in the studio: their units go back into stock; an exchange's held sizes ship as
 * a ₹0 replacement order; a refund to store credit is paid at once (the return is then REFUNDED).
 */
export function receiveReturn(db: Database, actor: AuthUser, returnId: string, now = new Date()) {
  return step(db, actor, returnId, ['APPROVED'], 'RECEIVED', async (tx, { order, ret }) => {
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
    const replacementOrderId = await shipExchange(tx, order, ret, now);
    const done = { receivedAt: now, ...(replacementOrderId ? { replacementOrderId } : {}) };
    if (ret.payout?.method !== 'STORE_CREDIT') return done;
    const shares = await payReturnRefund(tx, order, ret, now);
    await queueReturnPaidOutMail(tx, order, ret, shares);
    return { ...done, status: 'REFUNDED', refundedAt: now };
  });
}

/**
 * Refunds a received return, with a credit note for its items against the order's invoice. Paid online:
 * the refund is recorded (capped at what is left of the payment, S42) for the caller to send to the gateway
 * after the commit, and the "refunded" mail follows the gateway's answer. Cash on delivery: the shop paid the
 * customer's UPI ID or account by hand — the cash share only, when credit or a gift card paid part — and gives
 * the transfer's reference; the customer is told at once.
 */
export function refundReturn(
  db: Database,
  actor: AuthUser,
  returnId: string,
  payoutReference: string | undefined,
  now = new Date(),
) {
  let shares: ReturnShares | undefined;
  return step(
    db,
    actor,
    returnId,
    ['RECEIVED'],
    'REFUNDED',
    async (tx, { order, ret }) => {
      // Only the cash share is the owner's to transfer: credit's and a gift card's go back to them.
      const planned = await orderReturnShares(tx, order, ret.refundAmountPaise);
      const cash = order.paymentMethod === 'COD' && planned.otherPaise > 0;
      if (cash && !payoutReference)
        throw badRequest('Give the reference (UTR) of the transfer you made to the customer.', {
          field: 'payoutReference',
        });
      if (order.paymentMethod !== 'COD' && payoutReference)
        throw badRequest('This order was paid online: its refund goes back through the gateway.', {
          field: 'payoutReference',
        });
      shares = await payReturnRefund(tx, order, ret, now);
      if (!cash) return { refundedAt: now };
      await queueReturnPaidOutMail(tx, order, ret, shares);
      return { refundedAt: now, payoutReference: payoutReference ?? null };
    },
    ({ ret }) => ({ refundAmount: paiseToRupees(ret.refundAmountPaise), refundShares: sharesReply(shares) }),
  );
}

/** Rejects a return before its items are received, with the reason the customer is sent. */
export function rejectReturn(
  db: Database,
  actor: AuthUser,
  returnId: string,
  reason: string,
  now = new Date(),
) {
  return step(
    db,
    actor,
    returnId,
    ['REQUESTED', 'APPROVED'],
    'REJECTED',
    async (tx, { order, ret }) => {
      await releaseExchangeHold(tx, ret);
      await queueReturnRejectedMail(tx, order, reason);
      return { rejectReason: reason, decidedAt: now };
    },
    () => ({ reason }),
  );
}
