import type { AdminStats, AuditEntry, CustomerSummary, Page } from '@shop/contracts';
import { ORDER_STATUSES, paiseToRupees } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Orders that were paid for: placed or further along, never cancelled. */
const PAID = sql`status in ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED')`;
const DAYS = 30;

const toPage = <T>(content: T[], total: number, pageNumber: number, pageSize: number): Page<T> => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / pageSize),
  pageNumber,
  pageSize,
});

/** The dashboard's figures, straight from the orders, users and products tables. */
export async function dashboardStats(db: Database, now = new Date()): Promise<AdminStats> {
  const [totals, byStatus, people, days, returned] = await Promise.all([
    // Collected nets the refunds of returned items (online refunds and cash paid out alike).
    db.execute<{ sales: number; revenue: number; collected: number; due: number }>(sql`
      select count(*)::int as sales, coalesce(sum(order_total_paise), 0)::bigint as revenue,
             (coalesce(sum(order_total_paise) filter (where paid_at is not null), 0)
              - (select coalesce(sum(r.refund_amount_paise), 0) from order_returns r
                 join orders ro on ro.id = r.order_id
                 where r.status = 'REFUNDED' and ro.archived_at is null))::bigint as collected,
             coalesce(sum(order_total_paise) filter (where payment_method = 'COD' and paid_at is null), 0)::bigint as due
      from orders where archived_at is null and ${PAID}`),
    // An unpaid checkout replaced by the customer's next one (reason 'replaced') is not a cancellation.
    db.execute<{ status: string; n: number }>(sql`
      select case when status = 'CANCELLED' and status_history -> -1 ->> 'reason' = 'replaced'
                  then 'REPLACED' else status end as status, count(*)::int as n
      from orders where archived_at is null group by 1`),
    db.execute<{ customers: number; products: number; sold_out: number }>(sql`
      select (select count(*)::int from users where role = 'customer') as customers,
             (select count(*)::int from products where deleted_at is null) as products,
             (select count(*)::int from products where deleted_at is null and total_quantity = 0) as sold_out`),
    db.execute<{ day: string; orders: number; revenue: number }>(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, count(o.id)::int as orders,
             coalesce(sum(o.order_total_paise), 0)::bigint as revenue
      from generate_series((${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date - ${DAYS - 1}::int,
                           (${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date, interval '1 day') as d(day)
      left join orders o on (o.created_at at time zone 'Asia/Kolkata')::date = d.day and o.archived_at is null
        and o.status in ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED')
      group by d.day order by d.day`),
    db.execute<{ left_all: number; back_all: number; left_cod: number; back_cod: number }>(sql`
      select count(*)::int as left_all,
             (count(*) filter (where status = 'RETURNED_TO_ORIGIN'))::int as back_all,
             (count(*) filter (where payment_method = 'COD'))::int as left_cod,
             (count(*) filter (where payment_method = 'COD' and status = 'RETURNED_TO_ORIGIN'))::int as back_cod
      from orders
      where archived_at is null
        and status in ('SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'RETURNED_TO_ORIGIN')`),
  ]);
  const rto = returned.rows[0];
  const share = (part = 0, whole = 0) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);
  const sales = totals.rows[0]?.sales ?? 0;
  const revenuePaise = totals.rows[0]?.revenue ?? 0;
  const ordersByStatus = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, 0]),
  ) as AdminStats['ordersByStatus'];
  let replacedCheckouts = 0;
  for (const row of byStatus.rows) {
    if (row.status === 'REPLACED') replacedCheckouts = row.n;
    else ordersByStatus[row.status as keyof typeof ordersByStatus] = row.n;
  }
  return {
    sales,
    revenue: paiseToRupees(revenuePaise),
    collectedRevenue: paiseToRupees(totals.rows[0]?.collected ?? 0),
    cashDue: paiseToRupees(totals.rows[0]?.due ?? 0),
    averageOrderValue: sales === 0 ? 0 : paiseToRupees(Math.round(revenuePaise / sales)),
    ordersByStatus,
    replacedCheckouts,
    rtoRate: { all: share(rto?.back_all, rto?.left_all), cod: share(rto?.back_cod, rto?.left_cod) },
    customers: people.rows[0]?.customers ?? 0,
    products: people.rows[0]?.products ?? 0,
    outOfStockProducts: people.rows[0]?.sold_out ?? 0,
    lastDays: days.rows.map((d) => ({ date: d.day, orders: d.orders, revenue: paiseToRupees(d.revenue) })),
  };
}

/** Customers, newest first, with how many paid orders they placed and what they spent. */
export async function listCustomers(
  db: Database,
  pageNumber: number,
  pageSize: number,
): Promise<Page<CustomerSummary>> {
  const result = await db.execute<{
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    created_at: Date;
    orders: number;
    spent: number;
    total: number;
  }>(sql`
    select u.id, u.first_name, u.last_name, u.email, u.created_at,
           coalesce(o.orders, 0)::int as orders, coalesce(o.spent, 0)::bigint as spent, count(*) over ()::int as total
    from users u
    left join lateral (
      select count(*) as orders, sum(order_total_paise) as spent
      from orders where user_id = u.id and ${PAID}
    ) o on true
    where u.role = 'customer'
    order by u.created_at desc, u.id desc
    limit ${pageSize} offset ${pageNumber * pageSize}`);
  const total = result.rows[0]?.total ?? (await countCustomers(db));
  return toPage(
    result.rows.map((r) => ({
      _id: r.id,
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      joinedAt: new Date(r.created_at).toISOString(),
      orders: r.orders,
      totalSpent: paiseToRupees(r.spent),
    })),
    total,
    pageNumber,
    pageSize,
  );
}

async function countCustomers(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where role = 'customer'`,
  );
  return result.rows[0]?.n ?? 0;
}

/** The admin audit log, newest first, optionally of one kind of entity. */
export async function listAudit(
  db: Database,
  kind: string | undefined,
  pageNumber: number,
  pageSize: number,
): Promise<Page<AuditEntry>> {
  const where = kind ? sql`where entity_type = ${kind}` : sql``;
  const [rows, count] = await Promise.all([
    db.execute<{
      id: string;
      actor_email: string;
      action: string;
      entity_type: string;
      entity_id: string;
      before: unknown;
      after: unknown;
      created_at: Date;
    }>(sql`select id, actor_email, action, entity_type, entity_id, before, after, created_at from audit_log ${where}
           order by created_at desc, id desc limit ${pageSize} offset ${pageNumber * pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log ${where}`),
  ]);
  return toPage(
    rows.rows.map((r) => ({
      id: r.id,
      actorEmail: r.actor_email,
      action: r.action,
      entityType: r.entity_type,
      entityId: r.entity_id,
      before: r.before,
      after: r.after,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    count.rows[0]?.n ?? 0,
    pageNumber,
    pageSize,
  );
}
