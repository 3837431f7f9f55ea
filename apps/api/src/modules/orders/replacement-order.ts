import { v7 as uuidv7 } from 'uuid';
import type { Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { issueInvoice } from '../gst/documents.ts';
import { taxBreakup } from '../gst/tax-breakup.ts';
import { queueOrderMail } from './order-mails.ts';
import type { OrderRow } from './order-view.ts';

/** One exchanged line: the original order's item, sent again in another size. */
export interface ReplacementLine {
  item: typeof orderItems.$inferSelect;
  size: string;
  quantity: number;
}

/**
 * An exchange's replacement order (decision 0097): the same products in the new sizes, ₹0 to pay, CONFIRMED at
 * once (ready to pack) with its own ₹0 tax invoice; the original sale's invoice stays as it was, since nothing
 * is refunded. The new sizes' stock was taken when the exchange was asked for, so it is simply this order's
 * now (a cancel of it gives the stock back like any order's). Once per return (unique exchange_for_return_id).
 */
export async function createReplacementOrder(
  tx: Tx,
  original: OrderRow,
  returnId: string,
  lines: ReplacementLine[],
  now = new Date(),
): Promise<string> {
  const priced = lines.map((line) => ({ ...line, itemId: uuidv7() }));
  const rateOf = (itemId: string) => original.tax?.lines.find((l) => l.itemId === itemId)?.rate ?? 3;
  const hsnOf = (itemId: string) => original.tax?.lines.find((l) => l.itemId === itemId)?.hsn ?? '7117';
  const breakup = taxBreakup({
    lines: priced.map((line) => ({
      itemId: line.itemId,
      title: line.item.title,
      hsn: hsnOf(line.item.id),
      quantity: line.quantity,
      rate: rateOf(line.item.id),
      pricePaise: 0,
    })),
    discountPaise: 0,
    deliveryPaise: 0,
    shippingState: original.shippingAddress.state,
    sellerState: original.tax?.seller.state ?? '',
  });
  const at = now.toISOString();
  const [order] = await tx
    .insert(orders)
    .values({
      userId: original.userId,
      status: 'CONFIRMED',
      shippingAddress: original.shippingAddress,
      totalPricePaise: 0,
      totalDiscountedPricePaise: 0,
      deliveryChargePaise: 0,
      totalItem: priced.reduce((sum, l) => sum + l.quantity, 0),
      tax: original.tax
        ? { ...breakup, seller: original.tax.seller, invoicePrefix: original.tax.invoicePrefix }
        : null,
      statusHistory: [
        { status: 'PLACED', at, reason: 'exchange' },
        { status: 'CONFIRMED', at },
      ],
      expiresAt: now,
      paidAt: now,
      exchangeForReturnId: returnId,
      accessRef: original.accessRef,
      accessTokenHash: original.accessTokenHash,
      createdAt: now,
    })
    .returning();
  if (!order) throw new Error('replacement order insert returned no row');
  await tx.insert(orderItems).values(
    priced.map((line) => ({
      id: line.itemId,
      orderId: order.id,
      productId: line.item.productId,
      size: line.size,
      quantity: line.quantity,
      title: line.item.title,
      imageUrl: line.item.imageUrl,
      color: line.item.color,
      unitPricePaise: 0,
      unitDiscountedPricePaise: 0,
      discountPercent: 0,
    })),
  );
  await issueInvoice(tx, order.id, now);
  await queueOrderMail(tx, order, 'orderPlaced');
  return order.id;
}
