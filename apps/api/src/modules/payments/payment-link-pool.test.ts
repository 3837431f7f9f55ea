import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askForLink } from '../../../test/helpers/payments.ts';
import { createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { connectDatabase } from '../../db/client.ts';

/**
 * A request must never hold a pool connection while it waits for another one (or for the network): with a
 * pool of N and N such requests at once, each would wait for the others forever (until the pool's timeout).
 * The simulated gateway writes its links through the pool, exactly like a second request would.
 */
describe('payment links on a small connection pool', () => {
  let t: TestApp;
  let closeSmallPool: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase('empty');
    const small = connectDatabase(database.url, 2);
    closeSmallPool = async () => {
      await small.close();
      await database.drop();
    };
    t = await buildTestApp({ database: { ...database, handle: small, db: small.db } });
  });
  afterAll(async () => {
    await t.close();
    await closeSmallPool();
  });

  it('12 payment-link requests at once on a pool of 2 all succeed, one link each', async () => {
    const product = await createProduct(t, { sizes: { m: 50 } });
    const customers = await Promise.all(Array.from({ length: 12 }, () => createUser(t)));
    const orders: { user: (typeof customers)[number]; id: string }[] = [];
    for (const user of customers) {
      orders.push({ user, id: (await placeOrder(t, user, [{ productId: product.id, size: 'm' }]))._id });
    }
    const replies = await Promise.all(orders.map(({ user, id }) => askForLink(t, user.headers, id)));
    expect(replies.map((r) => r.statusCode)).toEqual(orders.map(() => 200));
    // Had any request waited for a second connection while holding one, the pool's 5-second wait would have
    // ended in errors (503) instead.
    expect(new Set(replies.map((r) => r.json().Payment_link_id)).size).toBe(12);
  });
});
