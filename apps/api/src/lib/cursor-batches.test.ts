import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../db/client.ts';
import { cursorBatches } from './cursor-batches.ts';

// One client in the pool: a client the cursor kept, or a transaction it left open, would show in the next query.
const handle = connectDatabase(inject('pgAdminUrl'), 1);
afterAll(() => handle.close());

/** Whether the pool's client answers outside any earlier transaction (its transaction began with this statement). */
async function freshClient(): Promise<boolean> {
  const { rows } = await handle.pool.query('select now() = statement_timestamp() as fresh');
  return rows[0].fresh;
}

describe('cursorBatches (issue 47: exports stream)', () => {
  it('yields every row once, in order, in batches of the size asked, with parameters', async () => {
    const batches: number[][] = [];
    const query = { text: 'select g from generate_series(1, $1::int) g order by g', values: [10] };
    for await (const batch of cursorBatches<{ g: number }>(handle.pool, query, 3))
      batches.push(batch.map((row) => row.g));
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]);
    expect(await freshClient()).toBe(true);
  });

  it('ends its transaction and gives the client back when the reader stops early or the query fails', async () => {
    for await (const batch of cursorBatches<{ g: number }>(
      handle.pool,
      { text: 'select g from generate_series(1, 100) g' },
      5,
    )) {
      expect(batch).toHaveLength(5);
      break; // a download cancelled after its first batch
    }
    expect(await freshClient()).toBe(true);
    const failing = cursorBatches(
      handle.pool,
      { text: 'select 1 / (g - 3) from generate_series(1, 5) g' },
      10,
    );
    await expect(failing.next()).rejects.toThrow(/division by zero/);
    expect(await freshClient()).toBe(true);
  });
});
