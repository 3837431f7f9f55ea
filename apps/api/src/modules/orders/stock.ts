import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
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
  return selectLockedProducts(tx, { ids: productIds });
}

/** Stock changes run on every order and cancel: their statements are named (decision 0124), ids as one array. */
const anyOf = (column: typeof products.id, name: string) => sql`${column} = any(${sql.placeholder(name)})`;

const selectLockedProducts = preparedStatement(
  (db) =>
    db
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
      .where(anyOf(products.id, 'ids'))
      .orderBy(asc(products.id))
      .for('no key update'),
  'stock_lock_products',
);

const updateTotals = preparedStatement(
  (db) =>
    db
      .update(products)
      .set({
        totalQuantity: summedSizeQuantity(products.id),
        version: nextProductVersion(),
        updatedAt: sql`${sql.placeholder('now')}`,
      })
      .where(anyOf(products.id, 'ids')),
  'stock_update_totals',
);

const takeSize = preparedStatement(
  (db) =>
    db
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} - ${sql.placeholder('quantity')}` })
      .where(
        and(
          eq(productSizes.productId, sql.placeholder('productId')),
          eq(productSizes.name, sql.placeholder('size')),
          sql`${productSizes.quantity} >= ${sql.placeholder('quantity')}`,
        ),
      )
      .returning({ id: productSizes.id }),
  'stock_take_size',
);

const putBackSize = preparedStatement(
  (db) =>
    db
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} + ${sql.placeholder('quantity')}` })
      .where(
        and(
          eq(productSizes.productId, sql.placeholder('productId')),
          eq(productSizes.name, sql.placeholder('size')),
        ),
      ),
  'stock_put_back_size',
);

const sizeOf = ({ productId, size, quantity }: StockLine) => ({ productId, size, quantity });

/**
 * Keeps `products.total_quantity` equal to the sum of the sizes' stock, and raises the product's version, so
 * an admin form loaded before this stock change can no longer be saved over it (S34).
 */
async function refreshTotals(tx: Tx, productIds: string[]) {
  if (productIds.length === 0) return;
  await updateTotals(tx, { ids: productIds, now: new Date().toISOString() });
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
    const taken = await takeSize(tx, sizeOf(line));
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
    await putBackSize(tx, sizeOf(line));
  }
  await refreshTotals(tx, productIds);
}
