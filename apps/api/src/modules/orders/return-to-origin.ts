import { canTransition, type OrderStatus } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { issueCreditNote } from '../gst/documents.ts';
import { recordRefund } from '../refunds/refund-record.ts';
import { giveBackWalletPayment } from '../wallet/pay-with-wallet.ts';
import { history, lockOrder } from './order-lifecycle.ts';
import { releaseStock } from './stock.ts';

/**
 * The parcel came back to the shop undelivered (refused at the door, nobody reachable): RETURNED_TO_ORIGIN from
 * SHIPPED or OUT_FOR_DELIVERY, under the order's row lock so it happens once. The pieces go back into stock; an
 * invoiced order gets its credit note; an order paid online has its whole payment refunded (recorded here, sent
 * by the caller after the commit with processOrderRefunds). Cash on delivery was never collected, so its payment
 * simply ends. The coupon's use stays counted: the customer did order. Returns false, changing nothing, when the
 * order cannot come back.
 */
export async function returnToOrigin(tx: Tx, orderId: string, at = new Date()): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (!order || !canTransition(order.status as OrderStatus, 'RETURNED_TO_ORIGIN')) return false;
  const lines = await tx
    .select({ productId: orderItems.productId, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await releaseStock(tx, lines);
  await tx
    .update(orders)
    .set({
      status: 'RETURNED_TO_ORIGIN',
      statusHistory: history(order, 'RETURNED_TO_ORIGIN', at),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
  await issueCreditNote(tx, orderId, at, 'returned to origin');
  await giveBackWalletPayment(tx, order, at);
  if (order.paidAt) await recordRefund(tx, orderId, 'rest');
  return true;
}
