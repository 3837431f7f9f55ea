import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * The orders of the users `fromUsers` (a subquery of user ids) move to `accountId`, in the caller's transaction
 * (a guest's orders joined to the account that proved the email). Answers how many moved.
 */
export async function moveOrdersToAccount(tx: DbOrTx, fromUsers: SQL, accountId: string, now: Date) {
  const moved = await tx
    .update(orders)
    .set({ userId: accountId, updatedAt: now })
    .where(sql`${orders.userId} in ${fromUsers}`)
    .returning({ id: orders.id });
  return moved.length;
}

/**
 * An erased account's orders stay for the legal retention period without the person: the shipping address is
 * replaced by `anonymised(column)` (the privacy module's erased name and contact) and a gift message is dropped.
 */
export async function redactOrdersOf(tx: DbOrTx, userId: string, anonymised: (column: string) => SQL) {
  await tx.execute(sql`
    update orders set shipping_address = ${anonymised('shipping_address')},
      gift = case when gift is null then null else gift || '{"message": null}'::jsonb end
    where user_id = ${userId}`);
}
