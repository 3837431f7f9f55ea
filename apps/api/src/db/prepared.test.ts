import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { preparedSql, preparedStatement } from './prepared.ts';
import { products } from './schema/index.ts';

const selectTitle = preparedStatement(
  (db) =>
    db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, sql.placeholder('id'))),
  'test_product_title',
);

const preparedHere = preparedSql<{ name: string }>(
  'test_prepared_here',
  () =>
    sql`select name from pg_prepared_statements where name = any(${sql.placeholder('names')}) order by name`,
);

describe('named statements (decision 0124)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ template: 'empty' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("runs in the caller's transaction, on its connection, as a statement prepared there", async () => {
    const product = await createProduct(t, {});
    const inside = t.db.transaction(async (tx) => {
      await tx.update(products).set({ title: 'Seen only inside' }).where(eq(products.id, product.id));
      expect(await selectTitle(tx, { id: product.id })).toEqual([{ title: 'Seen only inside' }]);
      const names = await preparedHere(tx, { names: ['test_product_title', 'test_prepared_here'] });
      expect(names.map((r) => r.name)).toEqual(['test_prepared_here', 'test_product_title']);
      tx.rollback();
    });
    await expect(inside).rejects.toThrow(TransactionRollbackError);
    expect(await selectTitle(t.db, { id: product.id })).toEqual([{ title: product.title }]);
  });

  it('takes its values at each call, not from the first one', async () => {
    const [a, b] = [await createProduct(t, {}), await createProduct(t, {})];
    for (let i = 0; i < 7; i++) {
      expect(await selectTitle(t.db, { id: a.id })).toEqual([{ title: a.title }]);
      expect(await selectTitle(t.db, { id: b.id })).toEqual([{ title: b.title }]);
    }
  });
});
