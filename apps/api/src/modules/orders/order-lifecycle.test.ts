import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orderOf } from '../../../test/helpers/payments.ts';
import { createProduct, placeOrder, stockOf } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { buildTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { orders } from '../../db/schema/index.ts';
import { expireUnpaidOrders, LINKED_ORDER_GRACE_MINUTES } from './order-expiry.ts';
import { cancelOrder, placePaidOrder } from './order-lifecycle.ts';

describe('order lifecycle', () => {
  const t = setUpTestApp({ template: 'empty' });

  const cartOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers })).json();
  const statusOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  describe('placePaidOrder', () => {
    it('places a PENDING order once, records when it was paid, keeps the stock taken and empties the cart', async () => {
      const user = await createUser(t);
      const product = await createProduct(t, { sizes: { s: 3 } });
      const order = await placeOrder(t, user, [{ productId: product.id, size: 's', quantity: 2 }]);
      expect((await cartOf(user)).totalItem).toBe(2);
      const at = new Date('2030-01-02T03:04:05.000Z');
      expect(await t.db.transaction((tx) => placePaidOrder(tx, order._id, at))).toBe('placed');
      expect(await t.db.transaction((tx) => placePaidOrder(tx, order._id, new Date()))).toBe('already');
      expect(await orderOf(t, user, order._id)).toMatchObject({
        orderStatus: 'PLACED',
        paymentDetails: { status: 'PAID', paidAt: at.toISOString() },
        statusHistory: [{ status: 'PENDING' }, { status: 'PLACED', at: at.toISOString() }],
      });
      expect((await cartOf(user)).cartItems).toEqual([]);
      expect(await stockOf(t, product.id, 's')).toEqual({ size: 1, total: 1 });
    });

    it("answers 'cancelled' for a cancelled order and 'already' for a later one, changing nothing", async () => {
      const user = await createUser(t);
      const product = await createProduct(t, { sizes: { s: 3 } });
      const cancelled = await placeOrder(t, user, [{ productId: product.id, size: 's' }]);
      await t.db.transaction((tx) => cancelOrder(tx, cancelled._id, 'payment_link_expired'));
      expect(await t.db.transaction((tx) => placePaidOrder(tx, cancelled._id, new Date()))).toBe('cancelled');
      expect((await statusOf(cancelled._id))?.status).toBe('CANCELLED');
      expect((await statusOf(cancelled._id))?.paidAt).toBeNull();

      const shipped = await placeOrder(t, user, [{ productId: product.id, size: 's' }]);
      await t.db.update(orders).set({ status: 'SHIPPED' }).where(eq(orders.id, shipped._id));
      expect(await t.db.transaction((tx) => placePaidOrder(tx, shipped._id, new Date()))).toBe('already');
      expect((await statusOf(shipped._id))?.status).toBe('SHIPPED');
      expect((await cartOf(user)).totalItem).toBe(2);
    });
  });

  describe('cancelOrder', () => {
    it('cancels before SHIPPED, releasing the stock exactly once even when called concurrently', async () => {
      const user = await createUser(t);
      const product = await createProduct(t, { sizes: { s: 5, m: 5 } });
      const order = await placeOrder(t, user, [
        { productId: product.id, size: 's', quantity: 2 },
        { productId: product.id, size: 'm', quantity: 3 },
      ]);
      expect(await stockOf(t, product.id, 's')).toEqual({ size: 3, total: 5 });
      const results = await Promise.all(
        Array.from({ length: 4 }, () => t.db.transaction((tx) => cancelOrder(tx, order._id, 'customer'))),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await stockOf(t, product.id, 's')).toEqual({ size: 5, total: 10 });
      expect(await stockOf(t, product.id, 'm')).toEqual({ size: 5, total: 10 });
      const row = await statusOf(order._id);
      expect(row?.statusHistory.map((s) => s.status)).toEqual(['PENDING', 'CANCELLED']);
      expect(row?.statusHistory[1]?.reason).toBe('customer');
    });

    it('refuses after SHIPPED and for an unknown order, changing nothing', async () => {
      const user = await createUser(t);
      const product = await createProduct(t, { sizes: { s: 5 } });
      const order = await placeOrder(t, user, [{ productId: product.id, size: 's' }]);
      await t.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, order._id));
      expect(await t.db.transaction((tx) => cancelOrder(tx, order._id, 'admin'))).toBe(false);
      expect((await statusOf(order._id))?.status).toBe('DELIVERED');
      expect((await stockOf(t, product.id, 's')).size).toBe(4);
      const unknown = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
      expect(await t.db.transaction((tx) => cancelOrder(tx, unknown, 'admin'))).toBe(false);
    });
  });

  describe('expiry', () => {
    it('cancels only PENDING orders past their expiry and releases their stock', async () => {
      const product = await createProduct(t, { sizes: { s: 10 } });
      const due = await placeOrder(t, await createUser(t), [
        { productId: product.id, size: 's', quantity: 2 },
      ]);
      const fresh = await placeOrder(t, await createUser(t), [{ productId: product.id, size: 's' }]);
      const paid = await placeOrder(t, await createUser(t), [{ productId: product.id, size: 's' }]);
      const past = new Date(Date.now() - 60_000);
      await t.db.update(orders).set({ expiresAt: past }).where(eq(orders.id, due._id));
      await t.db.update(orders).set({ expiresAt: past }).where(eq(orders.id, paid._id));
      await t.db.transaction((tx) => placePaidOrder(tx, paid._id, new Date()));
      expect((await stockOf(t, product.id, 's')).size).toBe(6);

      expect(await expireUnpaidOrders(t.db)).toBe(1);
      expect((await statusOf(due._id))?.status).toBe('CANCELLED');
      expect((await statusOf(due._id))?.statusHistory.at(-1)?.reason).toBe('expired');
      expect((await statusOf(fresh._id))?.status).toBe('PENDING');
      expect((await statusOf(paid._id))?.status).toBe('PLACED');
      expect(await stockOf(t, product.id, 's')).toEqual({ size: 8, total: 8 });
      expect(await expireUnpaidOrders(t.db)).toBe(0);
      expect((await stockOf(t, product.id, 's')).size).toBe(8);
    });

    it('leaves an order with a payment link to the gateway check until the grace period has passed', async () => {
      const product = await createProduct(t, { sizes: { s: 4 } });
      const order = await placeOrder(t, await createUser(t), [{ productId: product.id, size: 's' }]);
      const justExpired = new Date(Date.now() - 60_000);
      await t.db
        .update(orders)
        .set({
          expiresAt: justExpired,
          paymentLinkId: 'plink_test',
          paymentLinkUrl: 'http://x/pay/plink_test',
        })
        .where(eq(orders.id, order._id));
      expect(await expireUnpaidOrders(t.db)).toBe(0);
      expect((await statusOf(order._id))?.status).toBe('PENDING');

      const pastGrace = new Date(Date.now() - (LINKED_ORDER_GRACE_MINUTES + 1) * 60_000);
      await t.db.update(orders).set({ expiresAt: pastGrace }).where(eq(orders.id, order._id));
      expect(await expireUnpaidOrders(t.db)).toBe(1);
      expect(await stockOf(t, product.id, 's')).toEqual({ size: 4, total: 4 });
    });

    it('runs on its own every JOB_INTERVAL_SECONDS and stops when the app closes', async () => {
      const shop = await buildTestApp({ database: t.database, env: { JOB_INTERVAL_SECONDS: '1' } });
      try {
        const user = await createUser(shop);
        const product = await createProduct(shop, { sizes: { s: 2 } });
        const order = await placeOrder(shop, user, [{ productId: product.id, size: 's' }]);
        await shop.db
          .update(orders)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(orders.id, order._id));
        await vi.waitFor(async () => expect((await statusOf(order._id))?.status).toBe('CANCELLED'), {
          timeout: 5000,
          interval: 100,
        });
        expect((await stockOf(shop, product.id, 's')).size).toBe(2);
      } finally {
        await shop.close();
      }
    });
  });
});
