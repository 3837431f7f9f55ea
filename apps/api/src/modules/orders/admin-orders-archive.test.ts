import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminOrderTools } from '../../../test/fixtures/admin-orders.ts';
import { askForLink } from '../../../test/helpers/payments.ts';
import { stockOf } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { auditLog, orders } from '../../db/schema/index.ts';

describe('admin orders: delete (archive)', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });
  const product = setUpProduct(t, { sizes: { s: 1000 } });

  const { list, orderIn } = adminOrderTools(() => ({ t, admin, productId: product.id }));

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

  it('archives a delivered or cancelled order without touching its stock or status', async () => {
    for (const status of ['DELIVERED', 'CANCELLED'] as const) {
      const { order } = await orderIn(status);
      const stockBefore = (await stockOf(t, product.id, 's')).size;
      expect((await archive(order._id)).statusCode).toBe(200);
      expect((await stockOf(t, product.id, 's')).size).toBe(stockBefore);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row?.status).toBe(status);
      expect(row?.archivedAt).toBeInstanceOf(Date);
    }
  });

  it('S38 refuses to archive a paid order on its way (PLACED, CONFIRMED, SHIPPED), changing nothing', async () => {
    for (const status of ['PLACED', 'CONFIRMED', 'SHIPPED'] as const) {
      const { order } = await orderIn(status);
      const res = await archive(order._id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT' });
      expect(res.json().message).toContain('Deliver or cancel it before deleting it');
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row).toMatchObject({ status, archivedAt: null });
      const listed = (await list()).json().map((o: { _id: string }) => o._id);
      expect(listed).toContain(order._id);
    }
  });

  it('S38 a customer cannot cancel (or pay) an order the shop archived: 404, nothing changes', async () => {
    const { order, customer } = await orderIn('PENDING');
    // Archived while the customer had it open: it is cancelled by the archive itself.
    expect((await archive(order._id)).statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/cancel`,
      headers: customer.headers,
    });
    expect(cancel.statusCode).toBe(404);
    const link = await askForLink(t, customer.headers, order._id);
    expect(link.statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.statusHistory.filter((c) => c.status === 'CANCELLED')).toHaveLength(1);

    // A delivered order the shop archived: the customer's cancel is refused the same way.
    const delivered = await orderIn('DELIVERED');
    expect((await archive(delivered.order._id)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${delivered.order._id}/cancel`,
      headers: delivered.customer.headers,
    });
    expect(again.statusCode).toBe(404);

    // A paid order archived under the old rules (data from before S38): still not the customer's to cancel.
    const paid = await orderIn('PLACED');
    await t.db.update(orders).set({ archivedAt: new Date() }).where(eq(orders.id, paid.order._id));
    const stockBefore = (await stockOf(t, product.id, 's')).size;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${paid.order._id}/cancel`,
      headers: paid.customer.headers,
    });
    expect(refused.statusCode).toBe(404);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, paid.order._id));
    expect(kept?.status).toBe('PLACED');
    expect((await stockOf(t, product.id, 's')).size).toBe(stockBefore);
  });
});
