import { paiseToRupees, type Report } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ReportRange } from './report-range.ts';

/** Orders that count as sold: placed or further, not cancelled, not come back undelivered; archived ones left out. */
const SOLD = sql.raw(
  `o.archived_at is null and o.status in ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED')`,
);
const DAY = sql.raw(`(o.created_at at time zone 'Asia/Kolkata')::date`);

const rupees = (paise: number | string | null | undefined) => paiseToRupees(Number(paise ?? 0));
const average = (paise: number, orders: number) => (orders === 0 ? 0 : rupees(Math.round(paise / orders)));
const share = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;

/** The reports page's figures for a range of India dates (docs/api.md "Back office at scale"). */
export async function buildReport(db: DbOrTx, range: ReportRange): Promise<Report> {
  const inRange = sql`${DAY} between ${range.from}::date and ${range.to}::date`;
  const unit = sql.raw(`'${range.groupBy}'`);
  const [series, products, categories, payments, rates, repeat, coupons] = await Promise.all([
    db.execute<{ period: string; orders: number; units: number; revenue: string }>(sql`
      with sold as (
        select date_trunc(${unit}, ${DAY})::date as period, o.order_total_paise as total,
               -- total_item is the sum of the order's line quantities, kept at creation (a lookup per order was
               -- most of this query at 200,000 orders: issue 47).
               o.total_item as units
        from orders o where ${SOLD} and ${inRange})
      select to_char(p.period, 'YYYY-MM-DD') as period, count(s.period)::int as orders,
             coalesce(sum(s.units), 0)::int as units, coalesce(sum(s.total), 0)::bigint as revenue
      from generate_series(date_trunc(${unit}, ${range.from}::date), ${range.to}::date, ('1 ' || ${range.groupBy})::interval) as p(period)
      left join sold s on s.period = p.period::date
      group by p.period order by p.period`),
    db.execute<{ product_id: string | null; title: string; units: number; revenue: string }>(sql`
      select i.product_id, (array_agg(i.title order by o.created_at desc))[1] as title,
             sum(i.quantity)::int as units, sum(i.unit_discounted_price_paise * i.quantity)::bigint as revenue
      from order_items i join orders o on o.id = i.order_id
      where ${SOLD} and ${inRange}
      group by i.product_id order by revenue desc, units desc limit 10`),
    db.execute<{ category: string; units: number; revenue: string }>(sql`
      select coalesce(p.third_level_category, 'unknown') as category, sum(i.quantity)::int as units,
             sum(i.unit_discounted_price_paise * i.quantity)::bigint as revenue
      from order_items i join orders o on o.id = i.order_id left join products p on p.id = i.product_id
      where ${SOLD} and ${inRange}
      group by 1 order by revenue desc`),
    db.execute<{ method: string; orders: number; revenue: string }>(sql`
      select o.payment_method as method, count(*)::int as orders, sum(o.order_total_paise)::bigint as revenue
      from orders o where ${SOLD} and ${inRange} group by 1`),
    db.execute<{ delivered: number; returned: number; shipped: number; rto: number }>(sql`
      select count(*) filter (where o.status = 'DELIVERED')::int as delivered,
             count(*) filter (where o.status = 'DELIVERED' and exists (
               select 1 from order_returns r where r.order_id = o.id and r.status not in ('REQUESTED', 'REJECTED')))::int as returned,
             count(*) filter (where o.status in ('DELIVERED', 'RETURNED_TO_ORIGIN'))::int as shipped,
             count(*) filter (where o.status = 'RETURNED_TO_ORIGIN')::int as rto
      from orders o where o.archived_at is null and ${inRange}`),
    // One pass: per customer, sold orders in the range and up to its end (a count per customer was 20,000 lookups).
    db.execute<{ customers: number; repeat: number }>(sql`
      select count(*) filter (where c.in_range > 0)::int as customers,
             count(*) filter (where c.in_range > 0 and c.up_to_end > 1)::int as repeat
      from (select o.user_id, count(*) filter (where ${inRange}) as in_range, count(*) as up_to_end
            from orders o where ${SOLD} and ${DAY} <= ${range.to}::date and o.user_id is not null
            group by o.user_id) c`),
    db.execute<{ code: string; orders: number; discount: string }>(sql`
      select o.coupon_code as code, count(*)::int as orders, sum(o.coupon_discount_paise)::bigint as discount
      from orders o where ${SOLD} and ${inRange} and o.coupon_code is not null
      group by 1 order by orders desc, code`),
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
  const r = rates.rows[0] ?? { delivered: 0, returned: 0, shipped: 0, rto: 0 };
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
