import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { repriced } from '../gst/tax-breakup.ts';
import { history } from './order-lifecycle.ts';
import type { codPrice } from './order-pricing.ts';
import type { OrderRow } from './order-view.ts';

/**
 * The writes of a PENDING order's switch to cash on delivery (checkout/place-cod-order.ts runs the steps). The
 * order is marked COD while its payment link is cancelled with the gateway, so the gateway's "cancelled" does
 * not cancel the order; false when the order is no longer PENDING.
 */
export async function markCodUnderWay(db: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ paymentMethod: 'COD', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')))
    .returning({ id: orders.id });
  return claimed.length > 0;
}

/** The payment link could not be closed: the still PENDING order is an online one again. */
export async function undoCodUnderWay(db: DbOrTx, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentMethod: 'ONLINE' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')));
}

/**
 * The locked PENDING order is PLACED with cash due on delivery: the COD fee and round-off join its total, the
 * prepaid discount leaves it, and its tax breakup is priced again when either changed it.
 */
export async function placeAsCod(
  tx: Tx,
  locked: OrderRow,
  cod: ReturnType<typeof codPrice>,
  feePaise: number,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      status: 'PLACED',
      paymentMethod: 'COD',
      codFeePaise: cod.feePaise,
      codRoundOffPaise: cod.roundOffPaise,
      prepaidDiscountPaise: 0,
      tax:
        locked.tax && (feePaise > 0 || locked.prepaidDiscountPaise > 0)
          ? repriced(locked.tax, { chargePaise: feePaise, discountRemovedPaise: locked.prepaidDiscountPaise })
          : locked.tax,
      statusHistory: history(locked, 'PLACED', now),
      updatedAt: now,
    })
    .where(eq(orders.id, locked.id));
}
