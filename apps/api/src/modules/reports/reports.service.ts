import { paiseToRupees, type Report } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ORDER_DAYS } from './order-days.ts';
import type { ReportRange } from './report-range.ts';
import { lastSoldTitle, soldLines } from './sold-lines.ts';

/** Orders that count as sold: placed or further, not cancelled, not come back undelivered (ORDER_DAYS holds no
 * archived order). */
const SOLD_DAYS = sql.raw(`d.status in ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED')`);

const rupees = (paise: number | string | null | undefined) => paiseToRupees(Number(paise ?? 0));
const average = (paise: number, orders: number) => (orders === 0 ? 0 : rupees(Math.round(paise / orders)));
const share = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

/** The reports page's figures for a range of India dates (docs/api.md "Back office at scale"). */
export async function buildReport(db: DbOrTx, range: ReportRange): Promise<Report> {
  const daysInRange = sql`d.day between ${range.from}::date and ${range.to}::date`;
  const lines = soldLines(range.from, range.to);
  const unit = sql.raw(`'${range.groupBy}'`);
  const [series, products, categories, payments, rates, repeat, coupons] = await Promise.all([
    // The per-day figures (decision 0115): a few rows per day of the range, not its orders.
    db.execute<{ period: string; orders: number; units: number; revenue: string }>(sql`
      with sold as (
        select date_trunc(${unit}, d.day)::date as period, d.orders, d.units, d.total_paise as total
        from ${ORDER_DAYS} d where ${SOLD_DAYS} and ${daysInRange})
      select to_char(p.period, 'YYYY-MM-DD') as period, coalesce(sum(s.orders), 0)::int as orders,
             coalesce(sum(s.units), 0)::int as units, coalesce(sum(s.total), 0)::bigint as revenue
      from generate_series(date_trunc(${unit}, ${range.from}::date), ${range.to}::date, ('1 ' || ${range.groupBy})::interval) as p(period)
      left join sold s on s.period = p.period::date
      group by p.period order by p.period`),
    db.execute<{ product_id: string | null; title: string; units: number; revenue: string }>(sql`
      with top as (
        select l.product_id, sum(l.units)::int as units, sum(l.revenue_paise)::bigint as revenue
        from ${lines} l group by l.product_id having sum(l.units) > 0 order by revenue desc, units desc limit 10)
      select top.product_id, ${lastSoldTitle(sql`top.product_id`, range.from, range.to)} as title, top.units, top.revenue
      from top order by top.revenue desc, top.units desc`),
    db.execute<{ category: string; units: number; revenue: string }>(sql`
      select coalesce(p.third_level_category, 'unknown') as category, sum(l.units)::int as units,
             sum(l.revenue_paise)::bigint as revenue
      from ${lines} l left join products p on p.id = l.product_id
      group by 1 having sum(l.units) > 0 order by revenue desc`),
    db.execute<{ method: string; orders: number; revenue: string }>(sql`
      select case when d.cod then 'COD' else 'ONLINE' end as method, sum(d.orders)::int as orders,
             sum(d.total_paise)::bigint as revenue
      from ${ORDER_DAYS} d where ${SOLD_DAYS} and ${daysInRange} group by 1`),
    // Delivered orders with a return under way or done: counted in their day's group (decision 0122).
    db.execute<{ delivered: number; shipped: number; rto: number; returned: number }>(sql`
      select coalesce(sum(d.orders) filter (where d.status = 'DELIVERED'), 0)::int as delivered,
             coalesce(sum(d.orders) filter (where d.status in ('DELIVERED', 'RETURNED_TO_ORIGIN')), 0)::int as shipped,
             coalesce(sum(d.orders) filter (where d.status = 'RETURNED_TO_ORIGIN'), 0)::int as rto,
             coalesce(sum(d.returned) filter (where d.status = 'DELIVERED'), 0)::int as returned
      from ${ORDER_DAYS} d where ${daysInRange}`),
    // Per customer, their sold orders' days, sorted: how many fall before the range and up to its end are two
    // binary searches (width_bucket counts the days at or before a date), not a pass over their orders.
    db.execute<{ customers: number; repeat: number }>(sql`
      select count(*) filter (where c.up_to_end > c.before)::int as customers,
             count(*) filter (where c.up_to_end > c.before and c.up_to_end > 1)::int as repeat
      from (select width_bucket(${range.to}::date, days) as up_to_end,
                   width_bucket(${range.from}::date - 1, days) as before
            from customer_order_days) c`),
    db.execute<{ code: string; orders: number; discount: string }>(sql`
      select d.coupon_code as code, sum(d.orders)::int as orders, sum(d.coupon_discount_paise)::bigint as discount
      from ${ORDER_DAYS} d where ${SOLD_DAYS} and ${daysInRange} and d.coupon_code is not null
      group by 1 having sum(d.orders) > 0 order by orders desc, code`),
  ]);

  const points = series.rows.map((r) => ({
    period: r.period,
    orders: r.orders,
    units: r.units,
    revenue: rupees(r.revenue),
    averageOrderValue: average(Number(r.revenue), r.orders),
  }));
  const totalOrders = series.rows.reduce((sum, r) => sum + r.orders, 0);
  const totalPaise = series.rows.reduce((sum, r) => sum + Number(r.revenue), 0);
  const split = (method: string) => {
    const row = payments.rows.find((r) => r.method === method);
    return { orders: row?.orders ?? 0, revenue: rupees(row?.revenue) };
  };
  const r = { delivered: 0, shipped: 0, rto: 0, returned: 0, ...rates.rows[0] };
  const c = repeat.rows[0] ?? { customers: 0, repeat: 0 };
  return {
    ...range,
    series: points,
    totals: {
      orders: totalOrders,
      units: series.rows.reduce((sum, row) => sum + row.units, 0),
      revenue: rupees(totalPaise),
      averageOrderValue: average(totalPaise, totalOrders),
    },
    topProducts: products.rows.map((p) => ({
      productId: p.product_id,
      title: p.title,
      units: p.units,
      revenue: rupees(p.revenue),
    })),
    topCategories: categories.rows.map((p) => ({
      category: p.category,
      units: p.units,
      revenue: rupees(p.revenue),
    })),
    paymentSplit: { online: split('ONLINE'), cod: split('COD') },
    returnRate: share(r.returned, r.delivered),
    rtoRate: share(r.rto, r.shipped),
    repeatCustomerRate: share(c.repeat, c.customers),
    coupons: coupons.rows.map((row) => ({
      code: row.code,
      orders: row.orders,
      discount: rupees(row.discount),
    })),
  };
}
