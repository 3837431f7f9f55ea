import { parseOrderSearch } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

/**
 * The orders search's condition. Each kind reads an expression index of its own (orders_number_idx,
 * orders_email_idx, orders_phone_idx): the order's number is its id's last 8 hex digits, email and phone are the
 * ones the order was placed with (kept in its address copy, so a guest's order is found like a customer's).
 */
export function orderSearchCondition(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const search = parseOrderSearch(q);
  if (!search) return sql`false`; // the query schema refuses such text before it gets here
  if (search.by === 'number') return sql`right(${orders.id}::text, 8) = ${search.value}`;
  if (search.by === 'email') return sql`lower(${orders.shippingAddress} ->> 'email') = ${search.value}`;
  return sql`(${orders.shippingAddress} ->> 'phoneNumber') = ${search.value}`;
}
