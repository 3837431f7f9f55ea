import { ORDER_STATUSES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codCollected, codConfirmed } from '../../../test/helpers/cod.ts';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { askForReturn, oneOfFirstLine } from '../../../test/helpers/returns.ts';
import { addToCart, createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { grantCredit, useCredit } from '../../../test/helpers/wallet.ts';
import { indiaToday } from '../../lib/india-date.ts';
import { foldOrderDayDeltas, vacuumOrderDayDeltas } from './order-days.ts';

const SOLD = `('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED')`;
const DAY = `(created_at at time zone 'Asia/Kolkata')::date`;
const FROM = '2026-03-01';

/**
 * Decision 0115: the dashboard and the reports read per-day figures kept by a trigger's deltas and a fold. These
 * tests compare what they show with the same figures counted straight from `orders`, while the changes are only
 * deltas, after the fold, and with both at once.
 */
describe('the per-day figures of the dashboard and reports are exact', () => {
  let t: TestApp;
  let admin: TestUser;
  let ringId: string;
  let studsId: string;

  const today = () => indiaToday(new Date());
  const inject = (method: 'GET' | 'PUT' | 'DELETE', url: string, user = admin) =>
    t.app.inject({ method, url, headers: user.headers });
  const adminPut = async (url: string, payload?: object) => {
    const res = await t.app.inject({ method: 'PUT', url, headers: admin.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const adminMove = async (orderId: string, move: string) => {
    const res = await inject(move === 'delete' ? 'DELETE' : 'PUT', `/api/admin/orders/${orderId}/${move}`);
    expect(res.statusCode, res.body).toBe(200);
  };
  const dated = (orderId: string, day: string) =>
    t.db.execute(
      sql`update orders set created_at = (${day}::date + time '11:00') at time zone 'Asia/Kolkata' where id = ${orderId}`,
    );
  const deltas = async () =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from order_day_deltas`)).rows[0]?.n;
  const rows = async <T>(text: string) => (await t.db.execute(sql.raw(text))).rows as T[];

  /** The dashboard's and the report's order figures, as the API shows them. */
  async function shown() {
    const stats = (await inject('GET', '/api/admin/stats')).json();
    const res = await inject('GET', `/api/admin/reports?from=${FROM}&to=${today()}&groupBy=day`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    return {
      ordersByStatus: stats.ordersByStatus,
      replacedCheckouts: stats.replacedCheckouts,
      sales: stats.sales,
      revenue: stats.revenue,
      collected: stats.collectedRevenue,
      cashDue: stats.cashDue,
      rtoRate: stats.rtoRate.all,
      lastDays: stats.lastDays.filter((d: { orders: number }) => d.orders > 0),
      series: report.series.filter((p: { orders: number }) => p.orders > 0),
      totals: report.totals,
      paymentSplit: report.paymentSplit,
      coupons: report.coupons,
      reportRtoRate: report.rtoRate,
      returnRate: report.returnRate,
      topProducts: report.topProducts,
      topCategories: report.topCategories,
      repeatCustomerRate: report.repeatCustomerRate,
    };
  }

  /** The same figures counted straight from the orders table. */
  async function straight() {
    const byStatus = await rows<{ status: string; n: number }>(
      `select status, count(*)::int as n from orders where archived_at is null
         and not (status = 'CANCELLED' and coalesce(status_history -> -1 ->> 'reason' = 'replaced', false))
       group by 1`,
    );
    const [all] = await rows<Record<string, number>>(
      `select count(*) filter (where status = 'CANCELLED' and status_history -> -1 ->> 'reason' = 'replaced')::int as replaced,
              count(*) filter (where status in ${SOLD})::int as sales,
              coalesce(sum(order_total_paise) filter (where status in ${SOLD}), 0)::int as revenue,
              coalesce(sum(order_total_paise) filter (where status in ${SOLD} and paid_at is not null), 0)::int as paid,
              coalesce(sum(payable_paise) filter (where status in ${SOLD} and paid_at is null and payment_method = 'COD'), 0)::int as due,
              (select coalesce(sum(r.refund_amount_paise), 0) from order_returns r join orders ro on ro.id = r.order_id
               where r.status = 'REFUNDED' and ro.archived_at is null)::int as refunded,
              count(*) filter (where status = 'DELIVERED' and ${DAY} >= '${FROM}')::int as delivered_in_range,
              count(*) filter (where status = 'DELIVERED' and ${DAY} >= '${FROM}' and exists (
                select 1 from order_returns r where r.order_id = orders.id and r.status not in ('REQUESTED', 'REJECTED')))::int as returned_in_range,
              count(*) filter (where status in ('SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'RETURNED_TO_ORIGIN'))::int as left_shop,
              count(*) filter (where status = 'RETURNED_TO_ORIGIN')::int as rto,
              count(*) filter (where status in ('DELIVERED', 'RETURNED_TO_ORIGIN') and ${DAY} >= '${FROM}')::int as shipped_in_range,
              count(*) filter (where status = 'RETURNED_TO_ORIGIN' and ${DAY} >= '${FROM}')::int as rto_in_range
       from orders where archived_at is null`,
    );
    const days = await rows<{ day: string; orders: number; units: number; paise: number }>(
      `select to_char(${DAY}, 'YYYY-MM-DD') as day, count(*)::int as orders, sum(total_item)::int as units,
              sum(order_total_paise)::int as paise
       from orders where archived_at is null and status in ${SOLD} and ${DAY} >= '${FROM}' group by 1 order by 1`,
    );
    const methods = await rows<{ method: string; orders: number; paise: number }>(
      `select payment_method as method, count(*)::int as orders, sum(order_total_paise)::int as paise
       from orders where archived_at is null and status in ${SOLD} and ${DAY} >= '${FROM}' group by 1`,
    );
    const coupons = await rows<{ code: string; orders: number; paise: number }>(
      `select coupon_code as code, count(*)::int as orders, sum(coupon_discount_paise)::int as paise
       from orders where archived_at is null and status in ${SOLD} and ${DAY} >= '${FROM}' and coupon_code is not null
       group by 1 order by 2 desc, 1`,
    );
    const lines = `from order_items i join orders o on o.id = i.order_id
      where o.archived_at is null and o.status in ${SOLD} and (o.created_at at time zone 'Asia/Kolkata')::date >= '${FROM}'`;
    const products = await rows<{ productId: string; title: string; units: number; paise: number }>(
      `select i.product_id as "productId", (array_agg(i.title order by o.created_at desc))[1] as title,
              sum(i.quantity)::int as units, sum(i.unit_discounted_price_paise * i.quantity)::int as paise
       ${lines} group by 1 order by 4 desc, 3 desc limit 10`,
    );
    const categories = await rows<{ category: string; units: number; paise: number }>(
      `select coalesce(p.third_level_category, 'unknown') as category, sum(i.quantity)::int as units,
              sum(i.unit_discounted_price_paise * i.quantity)::int as paise
       ${lines.replace('where', 'left join products p on p.id = i.product_id where')} group by 1 order by 3 desc`,
    );
    const [repeat] = await rows<{ customers: number; repeat: number }>(
      `select count(*) filter (where in_range > 0)::int as customers,
              count(*) filter (where in_range > 0 and up_to_end > 1)::int as repeat
       from (select user_id, count(*) filter (where ${DAY} >= '${FROM}') as in_range, count(*) as up_to_end
             from orders where archived_at is null and status in ${SOLD} group by 1) c`,
    );
    const a = all as Record<string, number>;
    const rupees = (paise: number) => paise / 100;
    const share = (part: number, whole: number, places: number) =>
      whole === 0 ? 0 : Math.round((part / whole) * 10 ** places) / 10 ** places;
    const method = (name: string) => methods.find((m) => m.method === name);
    const orders = days.reduce((sum, d) => sum + d.orders, 0);
    const paise = days.reduce((sum, d) => sum + d.paise, 0);
    const last30 = new Date(Date.parse(`${today()}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    return {
      ordersByStatus: Object.fromEntries(
        ORDER_STATUSES.map((status) => [status, byStatus.find((s) => s.status === status)?.n ?? 0]),
      ),
      replacedCheckouts: a.replaced,
      sales: a.sales,
      revenue: rupees(a.revenue ?? 0),
      collected: rupees((a.paid ?? 0) - (a.refunded ?? 0)),
      cashDue: rupees(a.due ?? 0),
      rtoRate: share(a.rto ?? 0, a.left_shop ?? 0, 3),
      lastDays: days
        .filter((d) => d.day >= last30)
        .map((d) => ({ date: d.day, orders: d.orders, revenue: rupees(d.paise) })),
      series: days.map((d) => ({
        period: d.day,
        orders: d.orders,
        units: d.units,
        revenue: rupees(d.paise),
        averageOrderValue: rupees(Math.round(d.paise / d.orders)),
      })),
      totals: {
        orders,
        units: days.reduce((sum, d) => sum + d.units, 0),
        revenue: rupees(paise),
        averageOrderValue: orders === 0 ? 0 : rupees(Math.round(paise / orders)),
      },
      paymentSplit: {
        online: { orders: method('ONLINE')?.orders ?? 0, revenue: rupees(method('ONLINE')?.paise ?? 0) },
        cod: { orders: method('COD')?.orders ?? 0, revenue: rupees(method('COD')?.paise ?? 0) },
      },
      coupons: coupons.map((c) => ({ code: c.code, orders: c.orders, discount: rupees(c.paise) })),
      reportRtoRate: share(a.rto_in_range ?? 0, a.shipped_in_range ?? 0, 4),
      returnRate: share(a.returned_in_range ?? 0, a.delivered_in_range ?? 0, 4),
      topProducts: products.map((p) => ({
        productId: p.productId,
        title: p.title,
        units: p.units,
        revenue: rupees(p.paise),
      })),
      topCategories: categories.map((c) => ({
        category: c.category,
        units: c.units,
        revenue: rupees(c.paise),
      })),
      repeatCustomerRate: share(repeat?.repeat ?? 0, repeat?.customers ?? 0, 4),
    };
  }

  const shownEqualsStraight = async () => {
    const expected = await straight();
    expect(await shown()).toEqual(expected);
    return expected;
  };

  beforeAll(async () => {
    ({ t, admin } = await startAdminApp());
    ringId = (
      await createProduct(t, { title: 'Lotus Ring', price: 1000, discountedPrice: 800, sizes: { s: 50 } })
    ).id;
    studsId = (
      await createProduct(t, { title: 'Moon Studs', price: 500, discountedPrice: 400, sizes: { s: 50 } })
    ).id;
    await createCoupon(t, admin, { code: 'FEST10', kind: 'percent', value: 10 });
  });
  afterAll(async () => t.close());

  it('while the changes are deltas, after the fold, and with folded and unfolded figures together', async () => {
    const asha = await createUser(t);
    const ravi = await createUser(t);
    const meera = await createUser(t);
    // Asha: two rings paid online, later shipped and delivered; a second order paid and cancelled below.
    const first = await placeOrder(t, asha, [{ productId: ringId, size: 's', quantity: 2 }]);
    await payOrder(t, asha, first._id);
    const second = await placeOrder(t, asha, [{ productId: studsId, size: 's' }]);
    await payOrder(t, asha, second._id);
    // Ravi: studs on cash on delivery with a coupon; then an unpaid checkout replaced by his next one.
    await addToCart(t, ravi, studsId, 's', 1);
    expect((await applyCoupon(t, ravi, 'FEST10')).statusCode).toBe(200);
    const cod = await placeOrder(t, ravi, []);
    await codConfirmed(t, ravi, cod._id);
    // The ring renamed: the report names a product by its latest sold line.
    await t.db.execute(sql`update products set title = 'Lotus Ring II' where id = ${ringId}`);
    const replaced = await placeOrder(t, ravi, [{ productId: ringId, size: 's' }]);
    const again = await placeOrder(t, ravi, []);
    // Meera: a ring paid online, dated into March.
    const march = await placeOrder(t, meera, [{ productId: ringId, size: 's' }]);
    await payOrder(t, meera, march._id);
    await dated(march._id, '2026-03-10');

    expect(await deltas()).toBeGreaterThan(0);
    const before = await shownEqualsStraight();
    expect(before).toMatchObject({ sales: 4, replacedCheckouts: 1 });
    expect(before.coupons).toEqual([{ code: 'FEST10', orders: 1, discount: 40 }]);
    expect(before.repeatCustomerRate).toBeGreaterThan(0);

    expect(await foldOrderDayDeltas(t.db)).toBeGreaterThan(0);
    expect(await deltas()).toBe(0);
    expect(await shown()).toEqual(before);
    await shownEqualsStraight();

    // More moves on folded orders: shipped, delivered, cash collected, cancelled, returned to origin, archived.
    await adminMove(first._id, 'ship');
    await adminMove(first._id, 'deliver');
    await adminMove(cod._id, 'ship');
    await adminMove(cod._id, 'returned-to-origin');
    const cancelled = await inject('PUT', `/api/orders/${second._id}/cancel`, asha);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await adminMove(march._id, 'deliver');
    await adminMove(march._id, 'delete');
    await payOrder(t, ravi, again._id);
    await dated(first._id, '2026-03-11'); // a folded, delivered order moved to another day
    expect(await deltas()).toBeGreaterThan(0);
    const mixed = await shownEqualsStraight();
    expect(mixed).toMatchObject({ sales: 2, replacedCheckouts: 1 });
    expect(mixed.series.map((p) => p.period)).toContain('2026-03-11');
    expect(mixed.topProducts.map((p) => p.title)).toContain('Lotus Ring II');
    expect(replaced._id).not.toBe(again._id);

    await foldOrderDayDeltas(t.db);
    expect(await shown()).toEqual(mixed);
    await shownEqualsStraight();
    // The job then vacuums the deltas: the pages the folded rows filled are given back, so reads scan none.
    await vacuumOrderDayDeltas(t.db);
    const [sizes] = await rows<{ days: number; lines: number }>(
      `select pg_relation_size('order_day_deltas')::int as days, pg_relation_size('order_item_day_deltas')::int as lines`,
    );
    expect(sizes).toEqual({ days: 0, lines: 0 });
    expect(await shown()).toEqual(mixed);
  });

  it('returns, refunds and store credit: the day figures equal a recount before and after the fold', async () => {
    await foldOrderDayDeltas(t.db);
    // Cash on delivery partly paid by store credit: the cash due is what the courier collects, not the total.
    const kiran = await createUser(t);
    await grantCredit(t, admin, kiran, 300);
    await addToCart(t, kiran, ringId, 's', 1);
    expect((await useCredit(t, kiran)).statusCode).toBe(200);
    const onCredit = await placeOrder(t, kiran, []);
    expect((await codConfirmed(t, kiran, onCredit._id)).statusCode).toBe(200);
    const due = await shownEqualsStraight();
    const [row] = await rows<{ total: number; payable: number }>(
      `select order_total_paise::int as total, payable_paise::int as payable from orders where id = '${onCredit._id}'`,
    );
    expect(row?.payable).toBe((row?.total ?? 0) - 30_000);
    expect(due.cashDue).toBeGreaterThanOrEqual((row?.payable ?? 0) / 100);

    // Two delivered orders returned: one refunded to store credit, one only approved; a third asked and rejected.
    const returns: string[] = [];
    for (const payout of ['STORE_CREDIT', 'STORE_CREDIT', 'STORE_CREDIT']) {
      const buyer = await createUser(t);
      const order = await placeOrder(t, buyer, [{ productId: studsId, size: 's', quantity: 2 }]);
      await codCollected(t, admin, buyer, order._id);
      const asked = await askForReturn(
        t,
        buyer.headers,
        order._id,
        oneOfFirstLine(order, 'Too big', { method: payout }),
      );
      expect(asked.statusCode, asked.body).toBe(201);
      returns.push(asked.json()._id);
    }
    const [refunded, approved, rejected] = returns;
    const asked = await shownEqualsStraight();
    expect(asked.returnRate).toBe(0);
    await adminPut(`/api/admin/returns/${refunded}/approve`);
    expect(await adminPut(`/api/admin/returns/${refunded}/receive`)).toMatchObject({ status: 'REFUNDED' });
    await adminPut(`/api/admin/returns/${approved}/approve`);
    await adminPut(`/api/admin/returns/${rejected}/reject`, { reason: 'Worn' });
    const moved = await shownEqualsStraight();
    expect(moved.returnRate).toBeGreaterThan(0);
    expect(moved.collected).toBeLessThan(asked.collected);

    await foldOrderDayDeltas(t.db);
    expect(await shown()).toEqual(moved);
    // A returned order archived: its return and refund leave the figures with it.
    const [archived] = await rows<{ order_id: string }>(
      `select order_id from order_returns where id = '${refunded}'`,
    );
    await adminMove(archived?.order_id ?? '', 'delete');
    const after = await shownEqualsStraight();
    // Its payment goes with its refund: collected drops by what was kept of it.
    const [kept] = await rows<{ paise: number }>(
      `select (o.order_total_paise - r.refund_amount_paise)::int as paise from orders o
       join order_returns r on r.order_id = o.id where r.id = '${refunded}'`,
    );
    expect(after.collected).toBe(moved.collected - (kept?.paise ?? 0) / 100);
    await foldOrderDayDeltas(t.db);
    await shownEqualsStraight();
  });

  it('a checkout waits on neither another open checkout nor the fold, and the fold leaves it for next time', async () => {
    // Two customers: a customer's own orders share their row of days (decision 0115), other checkouts do not.
    const buyer = await createUser(t);
    const another = await createUser(t);
    const open = new pg.Client({ connectionString: t.database.url });
    const other = new pg.Client({ connectionString: t.database.url });
    await open.connect();
    await other.connect();
    const insert = (client: pg.Client, userId: string) =>
      client.query(
        `insert into orders (id, user_id, status, shipping_address, total_price_paise, total_discounted_price_paise,
           total_item, expires_at, paid_at)
         values (gen_random_uuid(), $1, 'PLACED', '{}'::jsonb, 100000, 80000, 1, now() + interval '1 hour', now())`,
        [userId],
      );
    try {
      await open.query('begin');
      await insert(open, buyer.id); // a checkout in a sale, its delta written and not yet committed
      // Another checkout of the same day and group, and a fold, each finish without waiting for it.
      await other.query(`set statement_timeout = '5s'`);
      await insert(other, another.id);
      expect(await foldOrderDayDeltas(t.db)).toBeGreaterThan(0);
      await open.query('commit');
      expect(await deltas()).toBe(1);
      await shownEqualsStraight();
      expect(await foldOrderDayDeltas(t.db)).toBe(1);
      await shownEqualsStraight();
    } finally {
      await open.query('rollback').catch(() => {});
      await open.end();
      await other.end();
    }
  });
});
