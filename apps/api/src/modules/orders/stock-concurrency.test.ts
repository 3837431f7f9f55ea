import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, createProduct, placeOrder, postCheckout, stockOf } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { connectDatabase, type DatabaseHandle } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { expireUnpaidOrders } from './order-expiry.ts';

/** Two API instances on one database, each with its own connection pool, as in a scaled-out deployment. */
describe('stock under concurrency', () => {
  let one: TestApp;
  let two: TestApp;
  let secondPool: DatabaseHandle;
  beforeAll(async () => {
    one = await buildTestApp({ template: 'empty' });
    secondPool = connectDatabase(one.database.url, 10);
    two = await buildTestApp({
      database: { url: one.database.url, handle: secondPool, db: secondPool.db, drop: async () => {} },
    });
  });
  afterAll(async () => {
    await two.close();
    await secondPool.close();
    await one.close();
  });

  it('S27 sells the last item once: 20 orders at once across two instances, one 201, the rest 409', async () => {
    const product = await createProduct(one, { sizes: { s: 1, m: 4 } });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(one)));
    for (const buyer of buyers) await addToCart(one, buyer, product.id, 's', 1);

    const results = await Promise.all(buyers.map((buyer, i) => postCheckout(i % 2 === 0 ? one : two, buyer)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: `${product.title} in size s is out of stock`,
      });
    }
    expect(await stockOf(one, product.id, 's')).toEqual({ size: 0, total: 4 });
    const placed = await one.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((b) => b.id),
        ),
      );
    expect(placed).toHaveLength(1);
  });

  it('takes locks in one order, so carts holding the same products in opposite orders never deadlock', async () => {
    const a = await createProduct(one, { sizes: { s: 50, m: 50 } });
    const b = await createProduct(one, { sizes: { s: 50 } });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createUser(one)));
    for (const [i, buyer] of buyers.entries()) {
      const lines: [string, string][] = [
        [a.id, 'm'],
        [b.id, 's'],
        [a.id, 's'],
      ];
      for (const [productId, size] of i % 2 ? lines.reverse() : lines)
        await addToCart(one, buyer, productId, size, 2);
    }
    const results = await Promise.all(buyers.map((buyer, i) => postCheckout(i % 2 === 0 ? one : two, buyer)));
    expect(results.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    expect(await stockOf(one, a.id, 's')).toEqual({ size: 26, total: 52 });
    expect(await stockOf(one, b.id, 's')).toEqual({ size: 26, total: 26 });
  });

  it('S28 expires unpaid orders with the job running on two instances at once, releasing stock exactly once', async () => {
    const product = await createProduct(one, { sizes: { s: 30 } });
    const created = [];
    for (let i = 0; i < 12; i++) {
      const user = await createUser(one);
      created.push(
        await placeOrder(i % 2 ? one : two, user, [{ productId: product.id, size: 's', quantity: 2 }]),
      );
    }
    expect(await stockOf(one, product.id, 's')).toEqual({ size: 6, total: 6 });
    const ids = created.map((o) => o._id);
    await one.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(orders.id, ids));

    const counts = await Promise.all([
      expireUnpaidOrders(one.db),
      expireUnpaidOrders(two.db),
      expireUnpaidOrders(one.db),
      expireUnpaidOrders(two.db),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);
    expect(await stockOf(one, product.id, 's')).toEqual({ size: 30, total: 30 });
    const rows = await one.db.select().from(orders).where(inArray(orders.id, ids));
    for (const row of rows) {
      expect(row.status).toBe('CANCELLED');
      expect(row.statusHistory.filter((s) => s.status === 'CANCELLED')).toHaveLength(1);
    }
    expect(await Promise.all([expireUnpaidOrders(one.db), expireUnpaidOrders(two.db)])).toEqual([0, 0]);
    expect((await stockOf(one, product.id, 's')).size).toBe(30);
    const [first] = rows;
    if (first)
      expect((await one.db.select().from(orders).where(eq(orders.id, first.id)))[0]?.status).toBe(
        'CANCELLED',
      );
  });
});
