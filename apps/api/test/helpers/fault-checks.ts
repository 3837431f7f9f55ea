import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { addressFields } from './shop.ts';

/** A checkout of the buyer's cart over HTTP on `port`: the status, or `cut` when the connection failed. */
export function checkoutOverHttp(port: number, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${port}/api/orders/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(addressFields()),
  }).then(
    (res) => res.status,
    () => 'cut' as const,
  );
}

/** Size s of the product in stock and held by live orders adds up to `stock`: no unit lost or made twice. */
export async function expectStockBalanced(db: Database, productId: string, stock: number) {
  const result = await db.execute<{ available: number; reserved: number }>(sql`
    select (select quantity from product_sizes where product_id = ${productId} and name = 's') as available,
           (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
             where i.product_id = ${productId} and o.status <> 'CANCELLED') as reserved`);
  const row = result.rows[0];
  expect(row ? row.available + row.reserved : -1).toBe(stock);
}
