import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema/index.ts';
import { placeOrder } from './shop.ts';
import type { TestApp } from './test-app.ts';
import { createUser, type TestUser } from './users.ts';

/** A new customer to whom an order of one `productId` in size s was delivered: one who may review it. */
export async function deliveredTo(
  t: Pick<TestApp, 'app' | 'db'>,
  productId: string,
  names: { firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const user = await createUser(t, names);
  const order = await placeOrder(t, user, [{ productId, size: 's' }]);
  await t.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, order._id));
  return user;
}
