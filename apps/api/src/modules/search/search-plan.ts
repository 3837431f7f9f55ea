import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Runs a search's statements with sequential scans discouraged, in a transaction of their own. PostgreSQL prices
 * matching a tsvector as almost free and cannot estimate a prefix query (`brac:*`), so on a large catalogue it
 * often reads every product, or walks the whole price index for a rare word, where the search_vector's GIN index
 * finds the matches in a fraction of the time (decision 0010 has the measurements).
 */
export function withSearchPlan<T>(db: DbOrTx, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx);
  });
}
