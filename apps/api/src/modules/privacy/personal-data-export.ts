import type { PersonalDataExport } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { consentHistory } from '../consents/consent-ledger.ts';
import { customerGrievances } from '../grievances/grievances.service.ts';

type Rows = Record<string, unknown>[];

async function rows(db: DbOrTx, query: SQL): Promise<Rows> {
  return (await db.execute<{ row: Record<string, unknown> }>(query)).rows.map((r) => r.row);
}

/**
 * Everything the shop holds on one account (DPDP Act, 2023, s.11), read by its id only: nothing of anyone else,
 * not even of a guest row of the same email, which its owner has not joined to the account (S67, S72). Secrets
 * (password hash, token hashes) are not data about the person and stay out.
 */
export async function exportPersonalData(db: DbOrTx, userId: string): Promise<PersonalDataExport> {
  const [profile] = await rows(
    db,
    sql`select json_build_object('id', id, 'email', email, 'firstName', first_name, 'lastName', last_name,
          'createdAt', created_at) as row from users where id = ${userId}`,
  );
  if (!profile) throw notFound('User');
  const [addresses, orders, returns, reviews, wishlist, cart] = await Promise.all([
    rows(
      db,
      sql`select json_build_object('firstName', first_name, 'lastName', last_name, 'phoneNumber', phone_number,
            'streetAddress', street_address, 'landmark', landmark, 'city', city, 'state', state,
            'pincode', pincode, 'email', email, 'createdAt', created_at) as row
          from addresses where user_id = ${userId} order by created_at`,
    ),
    rows(
      db,
      sql`select json_build_object('id', o.id, 'status', o.status, 'createdAt', o.created_at,
            'shippingAddress', o.shipping_address, 'paymentMethod', o.payment_method, 'paidAt', o.paid_at,
            'totalPrice', o.total_discounted_price_paise / 100.0, 'deliveryCharge', o.delivery_charge_paise / 100.0,
            'couponCode', o.coupon_code, 'gift', o.gift, 'statusHistory', o.status_history,
            'items', (select coalesce(json_agg(json_build_object('title', i.title, 'size', i.size,
                        'quantity', i.quantity, 'unitPrice', i.unit_discounted_price_paise / 100.0)), '[]'::json)
                      from order_items i where i.order_id = o.id)) as row
          from orders o where o.user_id = ${userId} order by o.created_at`,
    ),
    rows(
      db,
      sql`select json_build_object('orderId', order_id, 'status', status, 'reason', reason, 'items', items,
            'refundAmount', refund_amount_paise / 100.0, 'payout', payout, 'createdAt', created_at) as row
          from order_returns where user_id = ${userId} order by created_at`,
    ),
    rows(
      db,
      sql`select json_build_object('productId', product_id, 'authorName', author_name, 'rating', rating,
            'text', text, 'createdAt', created_at) as row from reviews where user_id = ${userId} order by created_at`,
    ),
    rows(
      db,
      sql`select json_build_object('productId', w.product_id, 'title', p.title, 'addedAt', w.created_at) as row
          from wishlist_items w join products p on p.id = w.product_id where w.user_id = ${userId}`,
    ),
    rows(
      db,
      sql`select json_build_object('productId', i.product_id, 'title', p.title, 'size', i.size,
            'quantity', i.quantity) as row
          from carts c join cart_items i on i.cart_id = c.id join products p on p.id = i.product_id
          where c.user_id = ${userId}`,
    ),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: profile as PersonalDataExport['profile'],
    addresses,
    orders,
    returns,
    reviews,
    wishlist,
    cart,
    consents: await consentHistory(db, userId),
    grievances: await customerGrievances(db, userId),
    // Store credit lives in another module (its ledger joins this export when it is merged; see docs/law.md).
    wallet: [],
  };
}
