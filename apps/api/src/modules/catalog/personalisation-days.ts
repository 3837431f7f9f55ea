import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** The most extra days any of these products needs to make a personalised piece (0 when none takes a text). */
export async function personalisationLeadDays(db: DbOrTx, productIds: string[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const [row] = await db
    .select({ days: sql<number>`coalesce(max((${products.personalisation} ->> 'leadDays')::int), 0)::int` })
    .from(products)
    .where(and(inArray(products.id, productIds), isNull(products.deletedAt)));
  return row?.days ?? 0;
}
