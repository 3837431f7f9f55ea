import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, orders } from '../../db/schema/index.ts';

/** The phone a customer gave last: their newest order's, else their newest saved address's. */
export async function lastPhone(tx: DbOrTx, userId: string): Promise<string | undefined> {
  const [order] = await tx
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (order) return order.address.phoneNumber;
  const [saved] = await tx
    .select({ phone: addresses.phoneNumber })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.updatedAt))
    .limit(1);
  return saved?.phone;
}
