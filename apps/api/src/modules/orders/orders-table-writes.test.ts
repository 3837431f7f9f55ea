import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');
/** Drizzle's and plain SQL's ways of writing the orders table (order_items and the rest are other tables). */
const WRITES = [
  /\.(update|insert|delete)\(\s*orders\s*\)/,
  /\bupdate\s+orders\s/i,
  /\binsert\s+into\s+orders\b/i,
  /\bdelete\s+from\s+orders\b/i,
];

function shippedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : shippedFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Issue 41: the orders table is written only through the orders module's named functions. */
describe('writes to the orders table', () => {
  it('happen only in modules/orders', () => {
    const outside = shippedFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !path.startsWith('modules/orders/'))
      .filter((path) => WRITES.some((write) => write.test(readFileSync(join(SRC, path), 'utf8'))));
    expect(outside).toEqual([]);
  });

  it('are found by the guard where they are', () => {
    const inside = shippedFiles(join(SRC, 'modules/orders')).filter((path) =>
      WRITES.some((write) => write.test(readFileSync(path, 'utf8'))),
    );
    expect(inside.map((path) => relative(SRC, path))).toEqual(
      expect.arrayContaining(['modules/orders/order-lifecycle.ts', 'modules/orders/order-owners.ts']),
    );
  });
});
