import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export interface CustomerName {
  firstName: string;
  lastName: string;
  email: string;
}

/** The name and email of each of these accounts, in one query, for the back office's lists. */
export async function customerNames(
  db: DbOrTx,
  userIds: string[],
): Promise<(userId: string) => CustomerName> {
  const ids = [...new Set(userIds)];
  const rows = ids.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const byId = new Map(rows.map(({ id, ...name }) => [id, name]));
  return (userId) => byId.get(userId) ?? { firstName: '', lastName: '', email: '' };
}
