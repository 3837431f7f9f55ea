import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { history, lockOrder } from './order-lifecycle.ts';

/**
 * The courier's booking of a SHIPPED order was cancelled at Shiprocket before it was picked up (the owner
 * cancelled it in Shiprocket's panel): the parcel never left, so the order goes back to CONFIRMED without its
 * shipment, ready to ship again or to cancel (decision 0087). Stock, invoice and payment stay as they are.
 * Returns whether it moved.
 */
export async function unshipOrder(tx: Tx, orderId: string, at: Date): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (order?.status !== 'SHIPPED') return false;
  await tx
    .update(orders)
    .set({
      status: 'CONFIRMED',
      shipment: null,
      statusHistory: history(order, 'CONFIRMED', at, 'courier_cancelled'),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  return true;
}
