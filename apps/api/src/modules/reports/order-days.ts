import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';

const GROUP = 'day, status, replaced, cod, paid, coupon_code';
const SUMS = 'orders, units, total_paise, coupon_discount_paise, payable_paise, returned, refunded_paise';

/**
 * The orders' figures per India day and group (decision 0115): the folded totals and the deltas not yet folded,
 * read in one statement, so one snapshot sees each delta exactly once (in the deltas, or in the totals after the
 * fold's commit). Use it as a table in a single query: `select … from ${ORDER_DAYS} d where …`.
 */
export const ORDER_DAYS = sql.raw(
  `(select ${GROUP}, ${SUMS} from order_day_totals union all select ${GROUP}, ${SUMS} from order_day_deltas)`,
);

/**
 * Moves every delta this statement sees into the totals, one statement per table: a checkout's delta committed
 * meanwhile is not seen, so it stays for the next fold. Returns how many deltas were folded.
 */
export async function foldOrderDayDeltas(db: DbOrTx): Promise<number> {
  const days = await db.execute<{ folded: number }>(sql`
    with moved as (delete from order_day_deltas returning ${sql.raw(`${GROUP}, ${SUMS}`)}),
    summed as (
      insert into order_day_totals (${sql.raw(`${GROUP}, ${SUMS}`)})
      select ${sql.raw(GROUP)}, sum(orders), sum(units), sum(total_paise), sum(coupon_discount_paise),
             sum(payable_paise), sum(returned), sum(refunded_paise)
      from moved group by ${sql.raw(GROUP)}
      on conflict on constraint order_day_totals_key do update set
        orders = order_day_totals.orders + excluded.orders,
        units = order_day_totals.units + excluded.units,
        total_paise = order_day_totals.total_paise + excluded.total_paise,
        coupon_discount_paise = order_day_totals.coupon_discount_paise + excluded.coupon_discount_paise,
        payable_paise = order_day_totals.payable_paise + excluded.payable_paise,
        returned = order_day_totals.returned + excluded.returned,
        refunded_paise = order_day_totals.refunded_paise + excluded.refunded_paise)
    select count(*)::int as folded from moved`);
  // The lines: each day's sums, and the same again into their months.
  const lines = await db.execute<{ folded: number }>(sql`
    with moved as (delete from order_item_day_deltas returning day, product_id, units, revenue_paise),
    by_day as (
      select day, product_id, sum(units) as units, sum(revenue_paise) as revenue from moved group by 1, 2),
    summed as (
      insert into order_item_totals (span, period, product_id, units, revenue_paise)
      select 'day', day, product_id, units, revenue from by_day
      union all
      select 'month', date_trunc('month', day)::date, product_id, sum(units), sum(revenue) from by_day group by 2, 3
      on conflict on constraint order_item_totals_key do update set
        units = order_item_totals.units + excluded.units,
        revenue_paise = order_item_totals.revenue_paise + excluded.revenue_paise)
    select count(*)::int as folded from moved`);
  return (days.rows[0]?.folded ?? 0) + (lines.rows[0]?.folded ?? 0);
}

/**
 * Clears the dead rows each fold leaves in the deltas and tells the planner their size: a read would otherwise scan
 * every page the deltas ever filled, and plan it (in parallel, compiled) as if those rows were still there. Not in a
 * transaction (VACUUM cannot be); the fold job calls it after a fold that moved something.
 */
export async function vacuumOrderDayDeltas(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) order_day_deltas, order_item_day_deltas`);
}
