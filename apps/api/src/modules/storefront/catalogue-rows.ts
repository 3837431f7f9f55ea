import type { Product } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shownToShoppers } from '../../lib/shown-to-shoppers.ts';
import { PRODUCT_COLUMNS, type ProductRow, toProduct } from '../catalog/product-row.ts';

/** How many products the shop lists (not deleted, not unlisted). */
export async function countListedProducts(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from products p where ${shownToShoppers(sql`p`)}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** Listed products' ids and last change, oldest first, `limit` from `offset`: the sitemap's product part. */
export async function productChanges(
  db: DbOrTx,
  range: { offset: number; limit: number },
): Promise<{ slug: string; updatedAt: string }[]> {
  const result = await db.execute<{ slug: string; updated_at: Date | string }>(
    sql`select p.slug, p.updated_at from products p where ${shownToShoppers(sql`p`)}
        order by p.created_at, p.id offset ${range.offset} limit ${range.limit}`,
  );
  return result.rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at).toISOString() }));
}

/** Every listed product with its sizes and pictures, oldest first: the product feed. */
export async function allListedProducts(db: DbOrTx): Promise<Product[]> {
  const result = await db.execute<ProductRow>(
    sql`select ${PRODUCT_COLUMNS} from products p where ${shownToShoppers(sql`p`)} order by p.created_at, p.id`,
  );
  return result.rows.map(toProduct);
}
