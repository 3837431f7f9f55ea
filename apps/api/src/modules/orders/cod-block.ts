import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Who placed an order, as cash on delivery sees a customer: the account, and the email and phone on the parcel. */
export interface CodCustomer {
  userId: string;
  email: string;
  phoneNumber: string;
}

/**
 * Cash-on-delivery parcels of this customer that came back undelivered (RETURNED_TO_ORIGIN), matched by the
 * account or by the email (any case) or phone of any of its parcels: a new account with the same phone counts.
 */
export async function returnedCodParcels(db: DbOrTx, customer: CodCustomer): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from orders
    where payment_method = 'COD' and status = 'RETURNED_TO_ORIGIN'
      and (user_id = ${customer.userId}
           or lower(shipping_address->>'email') = lower(${customer.email})
           or shipping_address->>'phoneNumber' = ${customer.phoneNumber})`);
  return result.rows[0]?.n ?? 0;
}
