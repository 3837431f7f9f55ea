import { ORDER_STATUSES, type OrderStatus } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, placeOrder, stockOf, type TestProduct } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { auditLog, orders } from '../../db/schema/index.ts';

const PATHS: Record<Exclude<OrderStatus, 'PENDING'>, string> = {
  PLACED: 'placed',
  CONFIRMED: 'confirmed',
  SHIPPED: 'ship',
  DELIVERED: 'deliver',
  CANCELLED: 'cancel',
};

/** DESIGN.md "Order states", written out rather than taken from canTransition(), so the rule itself is checked. */
const ALLOWED: Record<OrderStatus, OrderStatus[]> = {
  PENDING: ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'],
  PLACED: ['CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'],
  CONFIRMED: ['SHIPPED', 'DELIVERED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

describe('admin orders', () => {
  let t: TestApp;
  let admin: TestUser;
  let product: TestProduct;
  beforeAll(async () => {
    t = await buildTestApp({ template: 'empty' });
    admin = await createUser(t, { role: 'admin', email: `admin-${Date.now()}@example.com` });
    product = await createProduct(t, { sizes: { s: 1000 } });
  });
  afterAll(async () => t.close());

  // The spec's client: no body, no content type.
  const move = (id: string, to: Exclude<OrderStatus, 'PENDING'>, user: TestUser = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/${PATHS[to]}`, headers: user.headers });
  const list = (query = '', user: TestUser = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/orders/${query}`, headers: user.headers });

  /** A new customer's order brought to `status` through the admin API itself. */
  async function orderIn(status: OrderStatus) {
    const customer = await createUser(t);
    const order = await placeOrder(t, customer, [{ productId: product.id, size: 's' }]);
    if (status !== 'PENDING') expect((await move(order._id, status)).statusCode).toBe(200);
    return { order, customer };
  }

  for (const from of ORDER_STATUSES) {
    for (const to of Object.keys(PATHS) as (keyof typeof PATHS)[]) {
      const allowed = ALLOWED[from].includes(to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, async () => {
        const { order } = await orderIn(from);
        const stockBefore = (await stockOf(t, product.id, 's')).size ?? 0;
        const res = await move(order._id, to);
        const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
        const stockAfter = (await stockOf(t, product.id, 's')).size ?? 0;
        if (!allowed) {
          expect(res.statusCode).toBe(409);
          expect(res.json()).toMatchObject({
            code: 'INVALID_TRANSITION',
            message: `Cannot move an order from ${from} to ${to}`,
          });
          expect(row?.status).toBe(from);
          expect(stockAfter).toBe(stockBefore);
          return;
        }
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.orderStatus).toBe(to);
        expect(body.statusHistory.at(-1)).toMatchObject({ status: to });
        expect(body.statusHistory).toHaveLength(row?.statusHistory.length ?? -1);
        expect(body.user).toMatchObject({ firstName: 'Asha', lastName: 'Verma' });
        expect(stockAfter - stockBefore).toBe(to === 'CANCELLED' ? 1 : 0);
        if (to === 'PLACED')
          expect(body.paymentDetails).toMatchObject({ status: 'PAID', paidAt: expect.any(String) });
        const audit = await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, `order.${to.toLowerCase()}`)));
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({
          actorId: admin.id,
          before: { status: from },
          after: { status: to },
        });
      });
    }
  }

  it('accepts the calls with a JSON content type and an empty body too', async () => {
    const { order } = await orderIn('PENDING');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/confirmed`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().orderStatus).toBe('CONFIRMED');
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await move('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', 'SHIPPED')).statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/orders/abc/ship',
      headers: admin.headers,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('S03 S04 refuses the calls without a token (401) and to a customer (403), changing nothing', async () => {
    const { order, customer } = await orderIn('PENDING');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/orders/' });
    expect(anonymous.statusCode).toBe(401);
    expect((await list('', customer)).statusCode).toBe(403);
    for (const to of Object.keys(PATHS) as (keyof typeof PATHS)[]) {
      const res = await move(order._id, to, customer);
      expect(res.statusCode).toBe(403);
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/orders/${order._id}/delete`,
      headers: customer.headers,
    });
    expect(del.statusCode).toBe(403);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'PENDING', archivedAt: null });
  });

  it('lists orders as a bare array, newest first, with the customer, filtered by status and paged', async () => {
    const customer = await createUser(t, { firstName: 'Ravi', lastName: 'Kumar' });
    const older = await placeOrder(t, customer, [{ productId: product.id, size: 's' }]);
    const newer = await placeOrder(t, customer, [{ productId: product.id, size: 's' }]);
    await move(newer._id, 'CONFIRMED');
    const res = await list();
    expect(res.statusCode).toBe(200);
    const all = res.json();
    expect(Array.isArray(all)).toBe(true);
    const times = all.map((o: { createdAt: string }) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all[0]).toMatchObject({
      _id: newer._id,
      user: { firstName: 'Ravi', lastName: 'Kumar', email: customer.email },
    });
    expect(all[1]._id).toBe(older._id);
    const noSlash = await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: admin.headers });
    expect(noSlash.json()).toEqual(all);

    const confirmed = (await list('?status=CONFIRMED')).json();
    expect(confirmed.length).toBeGreaterThan(0);
    expect(confirmed.every((o: { orderStatus: string }) => o.orderStatus === 'CONFIRMED')).toBe(true);
    expect((await list('?status=null&pageNumber=&pageSize=undefined')).json()).toEqual(all);
    const page = (await list('?pageNumber=1&pageSize=1')).json();
    expect(page.map((o: { _id: string }) => o._id)).toEqual([older._id]);
    expect((await list('?status=LOST')).statusCode).toBe(400);
    expect((await list('?pageSize=1000')).statusCode).toBe(400);
  });

  describe('delete (archive)', () => {
    const archive = (id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/orders/${id}/delete`, headers: admin.headers });

    it('archives an unpaid PENDING order, releasing its stock, and hides it from lists', async () => {
      const { order, customer } = await orderIn('PENDING');
      const stockBefore = (await stockOf(t, product.id, 's')).size ?? 0;
      const res = await archive(order._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Order deleted' });
      expect((await stockOf(t, product.id, 's')).size).toBe(stockBefore + 1);
      const ids = (await list()).json().map((o: { _id: string }) => o._id);
      expect(ids).not.toContain(order._id);
      const mine = await t.app.inject({ method: 'GET', url: '/api/orders/user', headers: customer.headers });
      expect(mine.json()).toEqual([]);
      const kept = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: customer.headers,
      });
      expect(kept.json().orderStatus).toBe('CANCELLED');
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.archive')));
      expect(audit).toHaveLength(1);
      expect((await archive(order._id)).statusCode).toBe(404);
      expect((await stockOf(t, product.id, 's')).size).toBe(stockBefore + 1);
    });

    it('archives a paid order without touching its stock or status', async () => {
      const { order } = await orderIn('DELIVERED');
      const stockBefore = (await stockOf(t, product.id, 's')).size;
      expect((await archive(order._id)).statusCode).toBe(200);
      expect((await stockOf(t, product.id, 's')).size).toBe(stockBefore);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row?.status).toBe('DELIVERED');
      expect(row?.archivedAt).toBeInstanceOf(Date);
    });
  });
});
