import type { AdminStats, AuditEntry, CustomerSummary, Page } from '@shop/contracts';
import { ORDER_STATUSES, paiseToRupees } from '@shop/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { indiaToday } from '../../lib/india-date.ts';
import { ORDER_DAYS } from '../reports/order-days.ts';

/** Orders that were paid for: placed or further along, never cancelled. */
const PAID = sql`status in ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED')`;
const PAID_STATUSES = new Set(['PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']);
/** Orders that left with the courier: the RTO rate's whole. */
const LEFT_THE_SHOP = new Set(['SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'RETURNED_TO_ORIGIN']);
const DAYS = 30;

const toPage = <T>(content: T[], total: number, pageNumber: number, pageSize: number): Page<T> => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / pageSize),
  pageNumber,
  pageSize,
});

/** The dashboard's figures: the orders' from their per-day figures, the rest from users and products. */
export async function dashboardStats(db: Database, now = new Date()): Promise<AdminStats> {
  const last = indiaToday(now);
  const first = new Date(Date.parse(`${last}T00:00:00Z`) - (DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [groups, people, days] = await Promise.all([
    // The orders' figures per day and group (decision 0115): a few rows per day of the shop's life, not its orders.
    // An unpaid checkout replaced by the customer's next one (reason 'replaced') is not a cancellation. Refunded
    // returns are in their order's group too (decision 0122).
    db.execute<{
      status: string;
      replaced: boolean;
      cod: boolean;
      paid: boolean;
      n: number;
      total: number;
      payable: number;
      refunded: number;
    }>(sql`
      select status, replaced, cod, paid, sum(orders)::int as n, coalesce(sum(total_paise), 0)::bigint as total,
             coalesce(sum(payable_paise), 0)::bigint as payable, coalesce(sum(refunded_paise), 0)::bigint as refunded
      from ${ORDER_DAYS} d group by 1, 2, 3, 4`),
    db.execute<{ customers: number; products: number; sold_out: number }>(sql`
      select (select count(*)::int from users where role = 'customer') as customers,
             (select count(*)::int from products where deleted_at is null) as products,
             (select count(*)::int from products where deleted_at is null and total_quantity = 0) as sold_out`),
    db.execute<{ day: string; orders: number; revenue: number }>(sql`
      select to_char(g.day, 'YYYY-MM-DD') as day, coalesce(sum(d.orders), 0)::int as orders,
             coalesce(sum(d.total_paise), 0)::bigint as revenue
      from generate_series(${first}::date, ${last}::date, interval '1 day') as g(day)
      left join ${ORDER_DAYS} d on d.day = g.day
        and d.status in ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED')
      group by g.day order by g.day`),
  ]);
  const share = (part = 0, whole = 0) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);
  const ordersByStatus = Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, 0]),
  ) as AdminStats['ordersByStatus'];
  let replacedCheckouts = 0;
  let sales = 0;
  let revenuePaise = 0;
  let paidPaise = 0;
  let duePaise = 0;
  let refundedPaise = 0;
  const rto = { leftAll: 0, backAll: 0, leftCod: 0, backCod: 0 };
  for (const g of groups.rows) {
    // Collected nets the refunds of returned items (online refunds and cash paid out alike).
    refundedPaise += g.refunded;
    if (g.replaced) replacedCheckouts += g.n;
    else ordersByStatus[g.status as keyof typeof ordersByStatus] += g.n;
    if (PAID_STATUSES.has(g.status)) {
      sales += g.n;
      revenuePaise += g.total;
      if (g.paid) paidPaise += g.total;
      // What the courier collects: store credit and a gift card have paid the rest.
      else if (g.cod) duePaise += g.payable;
    }
    if (LEFT_THE_SHOP.has(g.status)) {
      const back = g.status === 'RETURNED_TO_ORIGIN' ? g.n : 0;
      rto.leftAll += g.n;
      rto.backAll += back;
      if (g.cod) {
        rto.leftCod += g.n;
        rto.backCod += back;
      }
    }
  }
  return {
    sales,
    revenue: paiseToRupees(revenuePaise),
    collectedRevenue: paiseToRupees(paidPaise - refundedPaise),
    cashDue: paiseToRupees(duePaise),
    averageOrderValue: sales === 0 ? 0 : paiseToRupees(Math.round(revenuePaise / sales)),
    ordersByStatus,
    replacedCheckouts,
    rtoRate: { all: share(rto.backAll, rto.leftAll), cod: share(rto.backCod, rto.leftCod) },
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
  // The page of customers first (users_customers_created_idx), then the figures of those twenty only: counting
  // over the whole list in the same query (count(*) over ()) would total every customer's orders first.
  const [result, total] = await Promise.all([
    db.execute<{
      id: string;
      first_name: string;
      last_name: string;
      email: string;
      created_at: Date;
      orders: number;
      spent: number;
    }>(sql`
      select u.id, u.first_name, u.last_name, u.email, u.created_at,
             coalesce(o.orders, 0)::int as orders, coalesce(o.spent, 0)::bigint as spent
      from (select * from users where role = 'customer'
            order by created_at desc, id desc limit ${pageSize} offset ${pageNumber * pageSize}) u
      left join lateral (
        select count(*) as orders, sum(order_total_paise) as spent
        from orders where user_id = u.id and ${PAID}
      ) o on true
      order by u.created_at desc, u.id desc`),
    countCustomers(db),
  ]);
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
  const where = kind ? eq(auditLog.entityType, kind) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    db.$count(auditLog, where),
  ]);
  const entries = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return toPage(entries, total, pageNumber, pageSize);
}
