import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderReturns } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockOrder } from '../orders/order-lifecycle.ts';
import { releaseExchangeHold } from './exchanges.ts';
import { queueReturnRejectedMail } from './return-mails.ts';

export const LAPSED_REASON =
  'The pickup did not happen in time, so the size we held for your exchange has gone back on sale.';

/**
 * Exchanges whose items were not received within EXCHANGE_HOLD_DAYS lapse: the return is rejected and the
 * held sizes go back into stock (S66), under the order's lock like every return step, so a lapse racing the
 * owner's receive or reject happens at most once. Answers how many lapsed.
 */
export async function lapseExchanges(db: Database, holdDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - holdDays * 86_400_000);
  const due = await db
    .select({ id: orderReturns.id, orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.exchangeHeld, true),
        inArray(orderReturns.status, ['REQUESTED', 'APPROVED']),
        lt(orderReturns.createdAt, before),
      ),
    )
    .limit(100);
  let lapsed = 0;
  for (const { id, orderId } of due)
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for('update');
      if (!order || !ret?.exchangeHeld || !['REQUESTED', 'APPROVED'].includes(ret.status)) return;
      await releaseExchangeHold(tx, ret);
      await tx
        .update(orderReturns)
        .set({ status: 'REJECTED', rejectReason: LAPSED_REASON, decidedAt: now, updatedAt: now })
        .where(eq(orderReturns.id, id));
      await queueReturnRejectedMail(tx, order, LAPSED_REASON);
      await recordAudit(
        tx,
        { id: ret.userId, email: 'exchange-hold-expiry' },
        {
          action: 'return.lapse',
          entityType: 'order',
          entityId: orderId,
          before: { returnId: id, status: ret.status },
          after: { returnId: id, status: 'REJECTED' },
        },
      );
      lapsed++;
    });
  return lapsed;
}
