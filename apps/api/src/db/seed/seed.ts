import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../client.ts';
import { productImages, productSizes, products } from '../schema/index.ts';
import { type DemoProduct, demoCatalogue } from './demo-catalogue.ts';

/** Inserts products with their sizes and images in one transaction. */
export async function insertProducts(db: DbOrTx, items: DemoProduct[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const item of items) {
      const [row] = await tx
        .insert(products)
        .values({
          title: item.title,
          detail: item.detail,
          description: item.description,
          color: item.color,
          pricePaise: item.pricePaise,
          discountedPricePaise: item.discountedPricePaise,
          discountPercent: item.discountPercent,
          topLevelCategory: item.topLevelCategory,
          secondLevelCategory: 'jewellery',
          thirdLevelCategory: item.thirdLevelCategory,
          imageUrl: item.images[0] ?? '',
          totalQuantity: item.sizes.reduce((sum, size) => sum + size.quantity, 0),
          // Sterling silver is jewellery of precious metal (7113); plated pieces are imitation jewellery (7117).
          hsn: item.hsn ?? (item.color === 'silver' ? '7113' : '7117'),
          gstRate: item.gstRate ?? 3,
          ...item.facts,
        })
        .returning({ id: products.id });
      if (!row) throw new Error('insert returned no row');
      ids.push(row.id);
      await tx
        .insert(productSizes)
        .values(item.sizes.map((size, position) => ({ productId: row.id, ...size, position })));
      await tx
        .insert(productImages)
        .values(item.images.map((src, position) => ({ productId: row.id, src, position })));
    }
    return ids;
  });
}

/** Seeds the demo catalogue into a shop with no products; a shop that has any is left alone. */
export async function seedDemoCatalogueIfEmpty(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Instances starting together on an empty database: one seeds, the others wait and then find products.
    await tx.execute(sql`select pg_advisory_xact_lock(724031906)`);
    const result = await tx.execute<{ exists: boolean }>(
      sql`select exists(select 1 from products) as "exists"`,
    );
    if (result.rows[0]?.exists) return 0;
    const ids = await insertProducts(tx, demoCatalogue());
    return ids.length;
  });
}
