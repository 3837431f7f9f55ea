import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { products } from '../../db/schema/index.ts';

// search_vector is kept by a trigger that runs only when a column it is made of is written (migration 0042), so
// the stock updates of every order do not compute it again.
describe('a product’s search words', () => {
  const t = setUpTestApp({ template: 'empty' });

  const vectorOf = async (id: string) => {
    const [row] = await t.db
      .select({
        vector: products.searchVector,
        computed: sql<string>`product_search_vector(title, color, third_level_category, description)`,
      })
      .from(products)
      .where(eq(products.id, id));
    if (!row) throw new Error('no product');
    return row;
  };
  const matches = async (id: string, word: string) => {
    const [row] = await t.db
      .select({ found: sql<boolean>`search_vector @@ to_tsquery('english', ${word})` })
      .from(products)
      .where(eq(products.id, id));
    return row?.found;
  };

  it('are set on insert and follow an edit of the title, colour, category or description', async () => {
    const product = await createProduct(t, { title: 'Moonstone Ring' });
    expect(await matches(product.id, 'moonstone')).toBe(true);

    await t.db.update(products).set({ title: 'Opal Ring' }).where(eq(products.id, product.id));
    expect(await matches(product.id, 'opal')).toBe(true);
    expect(await matches(product.id, 'moonstone')).toBe(false);

    await t.db
      .update(products)
      .set({ description: 'Set in sterling silver', thirdLevelCategory: 'women_earings' })
      .where(eq(products.id, product.id));
    expect(await matches(product.id, 'sterling')).toBe(true);
    // The category's words, spelt right: women_earings reads "women earrings".
    expect(await matches(product.id, 'earrings')).toBe(true);
    const { vector, computed } = await vectorOf(product.id);
    expect(vector).toBe(computed);
  });

  it('stay as they are through a stock change, and a direct write of them is replaced by the computed words', async () => {
    const product = await createProduct(t, { title: 'Pearl Drop Chain' });
    const before = await vectorOf(product.id);
    await t.db
      .update(products)
      .set({ totalQuantity: sql`${products.totalQuantity} + 1`, version: sql`${products.version} + 1` })
      .where(eq(products.id, product.id));
    expect((await vectorOf(product.id)).vector).toBe(before.vector);

    await t.db.update(products).set({ searchVector: "'forged':1A" }).where(eq(products.id, product.id));
    const after = await vectorOf(product.id);
    expect(after.vector).toBe(before.vector);
    expect(await matches(product.id, 'forged')).toBe(false);
  });
});
