import type { AdminOrderReply } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockOrder } from './order-lifecycle.ts';
import { adminOrderReplies } from './order-view.ts';

/**
 * A personalised line is not returnable (409 NOT_RETURNABLE) unless the owner accepts its return, e.g. when it
 * arrived damaged or misspelt: this is that override, audited, under the order's row lock.
 */
export async function acceptItemReturn(
  db: Database,
  actor: AuthUser,
  orderId: string,
  itemId: string,
  accepted: boolean,
): Promise<AdminOrderReply> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
    if (!item) throw notFound('Order item');
    if (item.personalisationText === null)
      throw badRequest(`"${item.title}" is not personalised: it is returnable like any other item`);
    await tx
      .update(orderItems)
      .set({ returnAcceptedAt: accepted ? new Date() : null })
      .where(eq(orderItems.id, itemId));
    await recordAudit(tx, actor, {
      action: accepted ? 'order.item.return-accepted' : 'order.item.return-refused',
      entityType: 'order',
      entityId: orderId,
      after: { itemId, accepted },
    });
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
    const [reply] = await adminOrderReplies(tx, row ? [row] : []);
    if (!reply) throw notFound('Order');
    return reply;
  });
}
