import type pg from 'pg';

/**
 * Rows a batch holds. Few enough that a batch's rows die young: at 500 they lived through two scavenges and were
 * promoted, so the heap grew with each export until a major GC (decision 0122: a year's orders CSV +139 MB RSS at
 * 500, +1 MB at 100; six month downloads of the orders CSV +14 MB each at 100, flat at 40).
 */
const BATCH_ROWS = 40;

/**
 * A query's rows in batches through a server-side cursor, so an export of any size holds one batch in memory
 * (issue 47). The cursor lives in a read-only REPEATABLE READ transaction on a client of its own: every batch reads
 * the same snapshot. A consumer that stops early (the download was cancelled) ends the transaction too.
 */
export async function* cursorBatches<Row>(
  pool: pg.Pool,
  query: { text: string; values?: unknown[] },
  batchSize = BATCH_ROWS,
): AsyncGenerator<Row[]> {
  const client = await pool.connect();
  let open = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    open = true;
    await client.query({
      text: `declare export_rows no scroll cursor for ${query.text}`,
      values: query.values,
    });
    for (;;) {
      const { rows } = await client.query(`fetch ${batchSize} from export_rows`);
      if (rows.length === 0) break;
      yield rows as Row[];
    }
    await client.query('commit');
    open = false;
  } finally {
    // A client whose rollback failed (its connection is gone) is discarded, not handed out again.
    const broken = open
      ? await client.query('rollback').then(
          () => undefined,
          (error: Error) => error,
        )
      : undefined;
    client.release(broken);
  }
}
