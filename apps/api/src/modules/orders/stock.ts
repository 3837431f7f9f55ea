import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productSizes, products } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { outOfStockMessage } from '../cart/cart.service.ts';
import { nextProductVersion, summedSizeQuantity } from '../catalog/product-counters.ts';

export interface StockLine {
  productId: string;
  size: string;
  quantity: number;
  title: string;
}

/** A product locked for a stock change, with what an order keeps a copy of. */
export type LockedProduct = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'deletedAt'
  | 'title'
  | 'imageUrl'
  | 'color'
  | 'pricePaise'
  | 'discountedPricePaise'
  | 'hsn'
  | 'huid'
  | 'gstRate'
>;

const byProductThenSize = (a: StockLine, b: StockLine) =>
  a.productId < b.productId
    ? -1
    : a.productId > b.productId
      ? 1
      : a.size < b.size
        ? -1
        : a.size > b.size
          ? 1
          : 0;

/**
 * Locks the products (id order) before their sizes, the order every stock change and the catalogue's
 * product edit use, so concurrent orders, cancellations and edits queue instead of deadlocking. Answers them
 * with what an order keeps a copy of, read under the lock (so a checkout needs no second read of its prices).
 */
export async function lockProducts(tx: Tx, productIds: string[]): Promise<LockedProduct[]> {
  if (productIds.length === 0) return [];
  return tx
    .select({
      id: products.id,
      deletedAt: products.deletedAt,
      title: products.title,
      imageUrl: products.imageUrl,
      color: products.color,
      pricePaise: products.pricePaise,
      discountedPricePaise: products.discountedPricePaise,
      hsn: products.hsn,
      huid: products.huid,
      gstRate: products.gstRate,
    })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('no key update');
}

/**
 * Keeps `products.total_quantity` equal to the sum of the sizes' stock, and raises the product's version, so
 * an admin form loaded before this stock change can no longer be saved over it (S34).
 */
async function refreshTotals(tx: Tx, productIds: string[]) {
  if (productIds.length === 0) return;
  await tx
    .update(products)
    .set({
      totalQuantity: summedSizeQuantity(products.id),
      version: nextProductVersion(),
    })
    .where(inArray(products.id, productIds));
}

/**
 * Takes the lines' quantities out of stock, or throws 409 OUT_OF_STOCK naming the first line that cannot be
 * had (the caller's transaction then rolls back, so nothing stays reserved). Each size is decremented only
 * when it has enough (`quantity >= n`): the row count, not a read, decides. A caller that has already locked
 * the lines' products (lockProducts) passes them.
 */
export async function reserveStock(
  tx: Tx,
  lines: StockLine[],
  lockedBefore?: readonly LockedProduct[],
): Promise<void> {
  const sorted = [...lines].sort(byProductThenSize);
  const productIds = [...new Set(sorted.map((l) => l.productId))];
  const locked = lockedBefore ?? (await lockProducts(tx, productIds));
  const available = new Set(locked.filter((p) => p.deletedAt === null).map((p) => p.id));
  for (const line of sorted) {
    if (!available.has(line.productId)) {
      throw conflict(
        'OUT_OF_STOCK',
        `${line.title} is no longer available. Please remove it from your cart.`,
      );
    }
    const taken = await tx
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} - ${line.quantity}` })
      .where(
        and(
          eq(productSizes.productId, line.productId),
          eq(productSizes.name, line.size),
          sql`${productSizes.quantity} >= ${line.quantity}`,
        ),
      )
      .returning({ id: productSizes.id });
    if (taken.length === 0) {
      const [row] = await tx
        .select({ quantity: productSizes.quantity })
        .from(productSizes)
        .where(and(eq(productSizes.productId, line.productId), eq(productSizes.name, line.size)));
      throw conflict('OUT_OF_STOCK', outOfStockMessage(line.title, line.size, row?.quantity ?? 0), {
        productId: line.productId,
        size: line.size,
        available: row?.quantity ?? 0,
      });
    }
  }
  await refreshTotals(tx, productIds);
}

/** Puts the lines' quantities back. Sizes or products removed since are skipped: there is nothing to return to. */
export async function releaseStock(
  tx: Tx,
  lines: { productId: string | null; size: string; quantity: number }[],
) {
  const known = lines.filter((l): l is StockLine => l.productId !== null).map((l) => ({ ...l, title: '' }));
  const sorted = known.sort(byProductThenSize);
  const productIds = [...new Set(sorted.map((l) => l.productId))];
  await lockProducts(tx, productIds);
  for (const line of sorted) {
    await tx
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} + ${line.quantity}` })
      .where(and(eq(productSizes.productId, line.productId), eq(productSizes.name, line.size)));
  }
  await refreshTotals(tx, productIds);
}
