import type { AdminOrderReply, OrderReply } from '@shop/contracts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { OrderCancelGuard } from '../../plugins/order-guards.ts';
import { processOrderRefunds, type RefundsContext } from '../refunds/refund-process.ts';
import { type AdminMove, adminOrderReply, moveOrder } from './admin-orders.service.ts';
import type { CancelPayout } from './order-lifecycle.ts';
import { orderReplies } from './order-view.ts';
import { assertMayViewOrder, cancelUserOrder, getOrder } from './orders.service.ts';

/** The refunds' context, and what must be undone elsewhere first (a courier booking, see order-cancel-guards). */
export interface CancelContext extends RefundsContext {
  guards?: readonly OrderCancelGuard[];
}

async function runGuards(ctx: CancelContext, orderId: string): Promise<void> {
  for (const guard of ctx.guards ?? []) await guard(orderId);
}

/*
 * Cancelling an order takes four steps, in this order: the guards (a booking at the courier cancelled, or the
 * cancellation refused while nothing has changed), the move in its own transaction (which records the
 * refund a paid order is owed), the refund sent to the gateway after that commit (a failure is retried by the
 * `refunds.retry-unsent` job), and the order read again so the reply shows the refund's state (when one was sent).
 */

/** `PUT /api/orders/{id}/cancel`: the customer cancels their own order. */
export async function cancelOwnOrder(
  ctx: CancelContext,
  user: { id: string; role: 'customer' | 'admin' },
  orderId: string,
  payout: CancelPayout = 'GATEWAY',
): Promise<OrderReply> {
  // A guard acts outside our database (a courier's booking), so it runs only for someone who may see the order;
  // without guards, cancelUserOrder's own check under the order's lock gives the same "not found".
  if (ctx.guards?.length) {
    await assertMayViewOrder(ctx.db, user, orderId);
    await runGuards(ctx, orderId);
  }
  const cancelled = await cancelUserOrder(ctx.db, user.id, orderId, payout);
  // A refund sent changes what the reply shows (its state): read the order again. Without one (an unpaid
  // order), the row the cancel left is the order as it stands.
  if ((await processOrderRefunds(ctx, orderId)) > 0) return getOrder(ctx.db, user, orderId);
  const [reply] = await orderReplies(ctx.db, [cancelled]);
  if (!reply) throw new Error('order reply missing');
  return reply;
}

/** `PUT /api/admin/orders/{id}/<move>`: the owner's move; a cancel or a return to origin refunds as above. */
export async function moveOrderAndRefund(
  ctx: CancelContext,
  actor: AuthUser,
  orderId: string,
  to: AdminMove,
): Promise<AdminOrderReply> {
  if (to === 'CANCELLED') await runGuards(ctx, orderId);
  const reply = await moveOrder(ctx.db, actor, orderId, to);
  if (to !== 'CANCELLED' && to !== 'RETURNED_TO_ORIGIN') return reply;
  await processOrderRefunds(ctx, orderId);
  return adminOrderReply(ctx.db, orderId);
}
