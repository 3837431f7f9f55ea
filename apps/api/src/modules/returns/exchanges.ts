import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderItems, orderReturns, productSizes, type ReturnLine } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { createReplacementOrder } from '../orders/replacement-order.ts';
import { releaseStock, reserveStock } from '../orders/stock.ts';

/**
 * Exchanges (decision 0097): a return line with `exchangeSize` asks for the same product in another size
 * instead of a refund. The new size is taken from stock inside the return request's transaction (S66: 409
 * OUT_OF_STOCK and nothing held otherwise); on receipt it becomes a ₹0 replacement order; a rejected or lapsed
 * exchange gives it back, once, guarded by the return's `exchange_held` flag.
 */

type ItemRow = typeof orderItems.$inferSelect;

/** Checks the sizes asked for and takes them from stock; the caller's transaction rolls back on OUT_OF_STOCK. */
export async function holdExchangeSizes(
  tx: Tx,
  items: ItemRow[],
  lines: { itemId: string; quantity: number; exchangeSize?: string | undefined }[],
): Promise<void> {
  const wanted = lines.flatMap((line) => {
    const item = items.find((i) => i.id === line.itemId);
    return line.exchangeSize && item ? [{ item, size: line.exchangeSize, quantity: line.quantity }] : [];
  });
  for (const { item, size } of wanted) {
    if (!item.productId)
      throw badRequest(`"${item.title}" is no longer sold: it can be returned but not exchanged.`, {
        field: 'items',
      });
    if (size === item.size)
      throw badRequest(`Choose a size other than ${item.size} to exchange "${item.title}".`, {
        field: 'items',
      });
    const [known] = await tx
      .select({ name: productSizes.name })
      .from(productSizes)
      .where(and(eq(productSizes.productId, item.productId), eq(productSizes.name, size)));
    if (!known) throw badRequest(`"${item.title}" does not come in size ${size}.`, { field: 'items' });
  }
  await reserveStock(
    tx,
    wanted.map(({ item, size, quantity }) => ({
      productId: item.productId ?? '',
      size,
      quantity,
      title: item.title,
    })),
  );
}

async function exchangeLines(tx: Tx, orderId: string, lines: ReturnLine[]) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return lines.flatMap((line) => {
    const item = items.find((i) => i.id === line.itemId);
    return line.exchangeSize && item ? [{ item, size: line.exchangeSize, quantity: line.quantity }] : [];
  });
}

/** Clears the hold once: true only for the caller that cleared it. */
async function clearHold(tx: Tx, returnId: string): Promise<boolean> {
  const cleared = await tx
    .update(orderReturns)
    .set({ exchangeHeld: false })
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.exchangeHeld, true)))
    .returning({ id: orderReturns.id });
  return cleared.length > 0;
}

/** A rejected or lapsed exchange: the held sizes go back into stock, exactly once. */
export async function releaseExchangeHold(
  tx: Tx,
  ret: { id: string; orderId: string; items: ReturnLine[] },
): Promise<void> {
  if (!(await clearHold(tx, ret.id))) return;
  const lines = await exchangeLines(tx, ret.orderId, ret.items);
  await releaseStock(
    tx,
    lines.map(({ item, size, quantity }) => ({ productId: item.productId, size, quantity })),
  );
}

/** The return is received: the held sizes ship as a ₹0 replacement order. Answers its id (none: no exchange). */
export async function shipExchange(
  tx: Tx,
  order: OrderRow,
  ret: { id: string; items: ReturnLine[] },
  now: Date,
): Promise<string | null> {
  if (!(await clearHold(tx, ret.id))) return null;
  const lines = await exchangeLines(tx, order.id, ret.items);
  return createReplacementOrder(tx, order, ret.id, lines, now);
}
