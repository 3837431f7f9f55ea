import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payOrder } from '../../../test/helpers/pay.ts';
import { createProduct, placeOrder, stockOf } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { orders } from '../../db/schema/index.ts';

describe('my orders', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('S01 shows an order to its owner and to an admin, and answers 404 to anyone else', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const product = await createProduct(t);
    const order = await placeOrder(t, owner, [{ productId: product.id, size: 'm' }]);
    const as = (user: TestUser) =>
      t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers });
    expect((await as(owner)).json()).toEqual(order);
    expect((await as(admin)).statusCode).toBe(200);
    const denied = await as(other);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    expect(denied.body).not.toContain(order.shippingAddress.phoneNumber);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}` });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/orders/12', headers: owner.headers });
    expect(malformed.statusCode).toBe(400);
  });

  it("lists the user's own orders, newest first", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const product = await createProduct(t, { sizes: { s: 10 } });
    const first = await placeOrder(t, user, [{ productId: product.id, size: 's' }]);
    // Paid, so the second checkout does not replace it (replaced orders are left out of My Orders).
    await payOrder(t, user, first._id);
    const second = await placeOrder(t, user, [{ productId: product.id, size: 's' }]);
    await placeOrder(t, other, [{ productId: product.id, size: 's' }]);
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/user', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((o: { _id: string }) => o._id)).toEqual([second._id, first._id]);
    const none = await createUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/user', headers: none.headers })).json(),
    ).toEqual([]);
  });

  describe('cancel by the customer', () => {
    const cancel = (user: TestUser, id: string, extra: object = {}) =>
      t.app.inject({ method: 'PUT', url: `/api/orders/${id}/cancel`, headers: user.headers, ...extra });

    it('cancels a PENDING order and puts its stock back once', async () => {
      const user = await createUser(t);
      const product = await createProduct(t, { sizes: { s: 4, m: 1 } });
      const order = await placeOrder(t, user, [
        { productId: product.id, size: 's', quantity: 3 },
        { productId: product.id, size: 'm' },
      ]);
      expect(await stockOf(t, product.id, 's')).toEqual({ size: 1, total: 1 });
      const res = await cancel(user, order._id);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.orderStatus).toBe('CANCELLED');
      expect(body.paymentDetails.status).toBe('CANCELLED');
      expect(body.statusHistory.map((s: { status: string }) => s.status)).toEqual(['PENDING', 'CANCELLED']);
      expect(body.statusHistory[1].reason).toBe('customer');
      // Built from the row the cancel left (no refund to send): the same as the order read back.
      const readBack = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: user.headers,
      });
      expect(body).toEqual(readBack.json());
      expect(await stockOf(t, product.id, 's')).toEqual({ size: 4, total: 5 });
      const again = await cancel(user, order._id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'INVALID_TRANSITION',
        message: 'Cannot move an order from CANCELLED to CANCELLED',
      });
      expect(await stockOf(t, product.id, 's')).toEqual({ size: 4, total: 5 });
    });

    it('works with no body, and with a JSON content type and an empty body', async () => {
      const user = await createUser(t);
      const product = await createProduct(t, { sizes: { s: 4 } });
      const a = await placeOrder(t, user, [{ productId: product.id, size: 's' }]);
      expect((await cancel(user, a._id)).statusCode).toBe(200);
      const b = await placeOrder(t, user, [{ productId: product.id, size: 's' }]);
      const withType = await cancel(user, b._id, {
        headers: { ...user.headers, 'content-type': 'application/json' },
      });
      expect(withType.statusCode).toBe(200);
    });

    it('refuses once the order has shipped (409) and keeps the stock sold', async () => {
      const user = await createUser(t);
      const product = await createProduct(t, { sizes: { s: 4 } });
      const order = await placeOrder(t, user, [{ productId: product.id, size: 's' }]);
      await t.db.update(orders).set({ status: 'SHIPPED' }).where(eq(orders.id, order._id));
      const res = await cancel(user, order._id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'INVALID_TRANSITION',
        message: 'Cannot move an order from SHIPPED to CANCELLED',
      });
      expect((await stockOf(t, product.id, 's')).size).toBe(3);
    });

    it("S02 answers 404 for another user's order and changes nothing", async () => {
      const owner = await createUser(t);
      const other = await createUser(t);
      const product = await createProduct(t, { sizes: { s: 4 } });
      const order = await placeOrder(t, owner, [{ productId: product.id, size: 's' }]);
      const res = await cancel(other, order._id);
      expect(res.statusCode).toBe(404);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
      expect(row?.status).toBe('PENDING');
      expect((await stockOf(t, product.id, 's')).size).toBe(3);
    });
  });
});
