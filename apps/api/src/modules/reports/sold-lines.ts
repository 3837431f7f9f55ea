import { type SQL, sql } from 'drizzle-orm';

/**
 * The sold lines' units and revenue per product for a range of India days (decision 0115), as a table for one
 * query: the range's whole calendar months from the month rows, its other days from the day rows, and the deltas
 * not yet folded. One statement, one snapshot: exact at every moment, like ORDER_DAYS.
 */
export function soldLines(from: string, to: string): SQL {
  // [whole_from, whole_to): the first day of the range's first whole month, and the day after its last.
  return sql`(
    with whole as (
      select (date_trunc('month', ${from}::date - 1) + interval '1 month')::date as whole_from,
             date_trunc('month', ${to}::date + 1)::date as whole_to)
    select t.product_id, t.units, t.revenue_paise from order_item_totals t, whole w
    where (t.span = 'month' and t.period >= w.whole_from and t.period < w.whole_to)
       or (t.span = 'day' and t.period between ${from}::date and ${to}::date
           and not (t.period >= w.whole_from and t.period < w.whole_to))
    union all
    select product_id, units, revenue_paise from order_item_day_deltas
    where day between ${from}::date and ${to}::date)`;
}

/**
 * The title of a product's latest sold line in the range (the report names a product as it was last sold): its
 * last day with sales, from the day figures, then that day's orders. `product` is the outer query's column.
 */
export function lastSoldTitle(product: SQL, from: string, to: string): SQL {
  const same = (column: SQL) => sql`(${column} = ${product} or (${product} is null and ${column} is null))`;
  const lastDay = sql`
    select d.day from (
      -- Two branches, so each reads order_item_totals_product_day_idx (an OR of both would read every day row).
      select period as day, units from order_item_totals
      where span = 'day' and product_id = ${product} and period between ${from}::date and ${to}::date
      union all
      select period as day, units from order_item_totals
      where span = 'day' and ${product} is null and product_id is null and period between ${from}::date and ${to}::date
      union all
      select day, units from order_item_day_deltas
      where ${same(sql`product_id`)} and day between ${from}::date and ${to}::date) d
    group by d.day having sum(d.units) > 0 order by d.day desc limit 1`;
  return sql`(select (
    select i.title from orders o join order_items i on i.order_id = o.id
    where ${same(sql`i.product_id`)} and o.archived_at is null
      and o.status in ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED')
      and o.created_at >= (last.day::timestamp at time zone 'Asia/Kolkata')
      and o.created_at < ((last.day + 1)::timestamp at time zone 'Asia/Kolkata')
    order by o.created_at desc limit 1) from (${lastDay}) last)`;
}
