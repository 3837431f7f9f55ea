import { ORDER_STATUSES, type OrderStatus } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderTools, PATHS } from '../../../test/fixtures/admin-orders.ts';
import { clientOf } from '../../../test/helpers/client.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { placeOrder, stockOf } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { auditLog, orders } from '../../db/schema/index.ts';

/**
 * docs/design.md "Order states", written out rather than taken from canTransition(), so the rule itself is checked.
 * No move skips payment (S38): an unpaid order is placed only by its payment, so an admin can only cancel it.
 */
const ALLOWED: Record<OrderStatus, OrderStatus[]> = {
  PENDING: ['CANCELLED'],
  PLACED: ['CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'],
  CONFIRMED: ['SHIPPED', 'DELIVERED', 'CANCELLED'],
  SHIPPED: ['OUT_FOR_DELIVERY', 'DELIVERED', 'RETURNED_TO_ORIGIN'],
  OUT_FOR_DELIVERY: ['DELIVERED', 'RETURNED_TO_ORIGIN'],
  DELIVERED: [],
  CANCELLED: [],
  RETURNED_TO_ORIGIN: [],
};

describe('admin orders', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin', email: `admin-${Date.now()}@example.com` });
  const product = setUpProduct(t, { sizes: { s: 1000 } });

  const { move, list, orderIn } = adminOrderTools(() => ({ t, admin, productId: product.id }));

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
          expect(res.json().code).toBe('INVALID_TRANSITION');
          expect(res.json().message).toMatch(new RegExp(`^Cannot move an order from ${from} to ${to}\\b`));
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
        expect(stockAfter - stockBefore).toBe(to === 'CANCELLED' || to === 'RETURNED_TO_ORIGIN' ? 1 : 0);
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

  it('S38 never moves an unpaid order forward: PENDING → PLACED, CONFIRMED, SHIPPED, DELIVERED are 409', async () => {
    const { order, customer } = await orderIn('PENDING');
    const stockBefore = (await stockOf(t, product.id, 's')).size;
    for (const to of ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED'] as const) {
      const res = await move(order._id, to);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INVALID_TRANSITION' });
      expect(res.json().message).toContain('is not paid yet');
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'PENDING', paidAt: null });
    expect((await stockOf(t, product.id, 's')).size).toBe(stockBefore);
    // Its payment still places it, as the only way out of PENDING besides cancelling.
    expect((await payOrder(t, customer, order._id)).orderStatus).toBe('PLACED');
  });

  it('accepts the calls with a JSON content type and an empty body too', async () => {
    const { order } = await orderIn('PLACED');
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
    const malformed = await clientOf(t, admin).put('/api/admin/orders/abc/ship');
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
    // A second checkout replaces an unpaid order, so the older one is paid first.
    await payOrder(t, customer, older._id);
    const newer = await placeOrder(t, customer, [{ productId: product.id, size: 's' }]);
    await payOrder(t, customer, newer._id);
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
});
