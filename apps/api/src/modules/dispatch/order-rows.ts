import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DbOrTx } from '../../db/client.ts';
import type { GiftCopy, ShippingAddressCopy } from '../../db/schema/index.ts';
import { cursorBatches } from '../../lib/cursor-batches.ts';

const dialect = new PgDialect();

/** What an order was made of and came to, in paise: the same columns in the dispatch rows and the CSV export. */
type OrderAmounts = {
  id: string;
  status: string;
  created_at: Date;
  paid_at: Date | null;
  payment_method: string;
  coupon_code: string | null;
  subtotal: number;
  coupon_discount: number;
  delivery: number;
  cod_fee: number;
  prepaid_discount: number;
  gift_wrap: number;
  cod_round_off: number;
  /** What the order comes to (orders.order_total_paise). */
  total: number;
};

export type DispatchOrder = OrderAmounts & {
  shipping_address: ShippingAddressCopy;
  /** What is left after store credit and a gift card paid their part: the courier's cash for COD. */
  payable: number;
  gift: GiftCopy | null;
  /** `personalisation`: "Engraving: ANU" for a personalised line (issue 45), else null. */
  items: { title: string; size: string; quantity: number; personalisation: string | null }[];
};

/** The columns of OrderAmounts, in both lists below. */
const AMOUNT_COLUMNS = sql`o.id, o.status, o.created_at, o.paid_at, o.payment_method, o.coupon_code,
  o.total_discounted_price_paise::bigint as subtotal, o.coupon_discount_paise::bigint as coupon_discount,
  o.delivery_charge_paise::bigint as delivery, o.cod_fee_paise::bigint as cod_fee,
  o.prepaid_discount_paise::bigint as prepaid_discount, o.gift_wrap_paise::bigint as gift_wrap,
  o.cod_round_off_paise::bigint as cod_round_off, o.order_total_paise as total`;

const COLUMNS = sql`${AMOUNT_COLUMNS}, o.shipping_address, o.gift, o.payable_paise as payable,
  coalesce((select json_agg(json_build_object('title', i.title, 'size', i.size, 'quantity', i.quantity,
              'personalisation', case when i.personalisation_text is null then null
                else coalesce(i.personalisation_label, 'Personalisation') || ': ' || i.personalisation_text end) order by i.title, i.size)
            from order_items i where i.order_id = o.id), '[]'::json) as items`;

/** An order as the CSV export reads it: only its cells' fields, the address and lines summed up in SQL. */
export type ExportOrder = OrderAmounts & {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  /** How many lines, and the units of them all. */
  lines: number;
  units: number;
  /** The personalised lines' "Engraving: ANU", joined by " | " (null: none). */
  personalisation: string | null;
  gift_message: string | null;
};

const EXPORT_COLUMNS = sql`${AMOUNT_COLUMNS},
  o.shipping_address ->> 'firstName' as first_name, o.shipping_address ->> 'lastName' as last_name,
  o.shipping_address ->> 'email' as email, o.shipping_address ->> 'phoneNumber' as phone,
  o.shipping_address ->> 'city' as city, o.shipping_address ->> 'state' as state,
  o.shipping_address ->> 'pincode' as pincode,
  i.lines, i.units, i.personalisation, o.gift ->> 'message' as gift_message`;

/**
 * Orders placed on India dates from `from` to `to` (both included), oldest first, unpaid ones too, in batches
 * through a cursor (an export of any month holds one batch). The range is written on created_at itself, not on
 * its India date, so it reads orders_created_idx instead of every order. Each row carries only what its CSV row
 * shows (not the whole address, gift and lines as JSON): the less a batch parses, the flatter the server's
 * memory while a month streams (decision 0122).
 */
export async function* ordersPlacedBetween(
  pool: pg.Pool,
  from: string,
  to: string,
): AsyncGenerator<ExportOrder[]> {
  const query = dialect.sqlToQuery(sql`select ${EXPORT_COLUMNS} from orders o
    cross join lateral (
      select count(*)::int as lines, coalesce(sum(quantity), 0)::int as units,
             string_agg(case when personalisation_text is not null
               then coalesce(personalisation_label, 'Personalisation') || ': ' || personalisation_text end,
               ' | ' order by title, size) as personalisation
      from order_items where order_id = o.id) i
    where o.created_at >= (${from}::date::timestamp at time zone 'Asia/Kolkata')
      and o.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Kolkata')
    order by o.created_at, o.id`);
  yield* cursorBatches<ExportOrder>(pool, { text: query.sql, values: query.params });
}

/** The orders of `ids` in the order given; unknown ids are left out. */
export async function ordersByIds(db: DbOrTx, ids: string[]): Promise<DispatchOrder[]> {
  const rows = await db.execute<DispatchOrder>(
    sql`select ${COLUMNS} from orders o where o.id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  const byId = new Map(rows.rows.map((r) => [r.id, numbers(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// bigint columns arrive as text from node-postgres.
const numbers = (r: DispatchOrder): DispatchOrder => ({
  ...r,
  subtotal: Number(r.subtotal),
  coupon_discount: Number(r.coupon_discount),
  delivery: Number(r.delivery),
  cod_fee: Number(r.cod_fee),
  prepaid_discount: Number(r.prepaid_discount),
  gift_wrap: Number(r.gift_wrap),
  cod_round_off: Number(r.cod_round_off),
  total: Number(r.total),
  payable: Number(r.payable),
});
