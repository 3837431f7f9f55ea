import { type AnyColumn, sql } from 'drizzle-orm';
import { productSizes, products } from '../../db/schema/index.ts';

/** Every write to a product raises its version, so an edit form loaded before it is refused (S34). */
export const nextProductVersion = () => sql`${products.version} + 1`;

/** The product's total quantity kept in its row for the listing: the sum of its sizes' stock. */
export const summedSizeQuantity = (productId: string | AnyColumn) =>
  sql`(select coalesce(sum(s.quantity), 0) from ${productSizes} s where s.product_id = ${productId})`;

/** What a change of a product's sizes writes to its row: the total recounted and the version raised. */
export const recountedStock = (productId: string) => ({
  totalQuantity: summedSizeQuantity(productId),
  version: nextProductVersion(),
});
