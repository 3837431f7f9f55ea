import type { AdminOrderReply, OrderReply } from '@shop/contracts';
import type { AuthUser } from '../../plugins/auth.ts';
import { processOrderRefunds, type RefundsContext } from '../refunds/refund-process.ts';
import { type AdminMove, adminOrderReply, moveOrder } from './admin-orders.service.ts';
import { cancelUserOrder, getOrder } from './orders.service.ts';

/*
 * Cancelling an order takes three steps, in this order: the move in its own transaction (which records the
 * refund a paid order is owed), the refund sent to the gateway after that commit (a failure is retried by the
 * `refunds.retry-unsent` job), and the order read again so the reply shows the refund's state.
 */

/** `PUT /api/orders/{id}/cancel`: the customer cancels their own order. */
export async function cancelOwnOrder(
  ctx: RefundsContext,
  user: { id: string; role: 'customer' | 'admin' },
  orderId: string,
  payout: 'GATEWAY' | 'STORE_CREDIT' = 'GATEWAY',
): Promise<OrderReply> {
  await cancelUserOrder(ctx.db, user.id, orderId, payout);
  await processOrderRefunds(ctx, orderId);
  return getOrder(ctx.db, user, orderId);
}

/** `PUT /api/admin/orders/{id}/<move>`: the owner's move; a cancel or a return to origin refunds as above. */
export async function moveOrderAndRefund(
  ctx: RefundsContext,
  actor: AuthUser,
  orderId: string,
  to: AdminMove,
): Promise<AdminOrderReply> {
  const reply = await moveOrder(ctx.db, actor, orderId, to);
  if (to !== 'CANCELLED' && to !== 'RETURNED_TO_ORIGIN') return reply;
  await processOrderRefunds(ctx, orderId);
  return adminOrderReply(ctx.db, orderId);
}
