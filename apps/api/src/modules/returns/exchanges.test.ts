import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { placeOrder, stockOf } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { orderReturns, orders, productSizes, refunds, taxDocuments } from '../../db/schema/index.ts';
import { lapseExchanges } from './exchange-lapse.ts';

describe('exchanges: a return whose item asks for another size', () => {
  const t = setUpTestApp({ template: 'empty', env: { RETURN_WINDOW_DAYS: '7' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1200, discountedPrice: 1200, sizes: { m: 50, l: 3 } });

  const adminPut = (url: string) => t.app.inject({ method: 'PUT', url, headers: admin.headers });
  const deliveredRing = async (user: TestUser) => {
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm' }]);
    await payOrder(t, user, order._id);
    expect((await adminPut(`/api/admin/orders/${order._id}/deliver`)).statusCode).toBe(200);
    return order;
  };
  const askExchange = (user: TestUser, order: { _id: string; orderItems: { _id: string }[] }, size = 'l') =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: user.headers,
      payload: {
        items: [{ itemId: order.orderItems[0]?._id, quantity: 1, exchangeSize: size }],
        reason: 'Wrong ring size',
      },
    });
  const setLarge = async (n: number) => {
    await t.db
      .update(productSizes)
      .set({ quantity: n })
      .where(and(eq(productSizes.productId, ring.id), eq(productSizes.name, 'l')));
    return { statusCode: 200 };
  };
  const large = async () => (await stockOf(t, ring.id, 'l')).size ?? 0;
  /** Two large in stock, then an exchange of a delivered ring for one of them: held, one left. */
  const exchangeHoldingOneOfTwo = async () => {
    expect((await setLarge(2)).statusCode).toBe(200);
    const user = await createUser(t);
    const order = await deliveredRing(user);
    const id = (await askExchange(user, order)).json()._id;
    expect(await large()).toBe(1);
    return { user, order, id };
  };

  it('S66 the new size is held at the request; on receipt a ₹0 CONFIRMED replacement order ships it with its own invoice, nothing refunded', async () => {
    const user = await createUser(t);
    const order = await deliveredRing(user);
    const before = await large();
    const asked = await askExchange(user, order);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ refundAmount: 0, items: [{ exchangeSize: 'l', refundAmount: 0 }] });
    expect(await large()).toBe(before - 1);
    const id = asked.json()._id;
    expect((await adminPut(`/api/admin/returns/${id}/approve`)).statusCode).toBe(200);
    const received = await adminPut(`/api/admin/returns/${id}/receive`);
    expect(received.statusCode, received.body).toBe(200);
    const replacementId = received.json().replacementOrderId;
    expect(replacementId).toEqual(expect.any(String));
    // The ring that came back is on sale again; the held large one is the replacement's now.
    expect(await large()).toBe(before - 1);
    const replacement = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${replacementId}`, headers: user.headers })
    ).json();
    expect(replacement).toMatchObject({
      orderStatus: 'CONFIRMED',
      totalPayable: 0,
      exchangeForReturnId: id,
      orderItems: [{ size: 'l', quantity: 1 }],
    });
    expect(replacement.invoice.number).toEqual(expect.any(String));
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toHaveLength(0);
    const notes = await t.db.select().from(taxDocuments).where(eq(taxDocuments.returnId, id));
    expect(notes).toHaveLength(0);
    // Received once only: the replacement is made once.
    expect((await adminPut(`/api/admin/returns/${id}/receive`)).statusCode).toBe(409);
    const replacements = await t.db.select().from(orders).where(eq(orders.exchangeForReturnId, id));
    expect(replacements).toHaveLength(1);
  });

  it('S66 a size out of stock is refused with 409 OUT_OF_STOCK and nothing is held or recorded', async () => {
    expect((await setLarge(0)).statusCode).toBe(200);
    const user = await createUser(t);
    const order = await deliveredRing(user);
    const asked = await askExchange(user, order);
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json().code).toBe('OUT_OF_STOCK');
    expect(await t.db.select().from(orderReturns).where(eq(orderReturns.orderId, order._id))).toHaveLength(0);
    expect(await large()).toBe(0);
    const unknown = await askExchange(user, order, 'xxl');
    expect(unknown.statusCode).toBe(400);
  });

  it('S66 a rejected exchange gives the size back exactly once', async () => {
    const { id } = await exchangeHoldingOneOfTwo();
    const rejections = await Promise.all(
      Array.from({ length: 5 }, () =>
        clientOf(t, admin).put(`/api/admin/returns/${id}/reject`, { reason: 'Worn, cannot take it back' }),
      ),
    );
    expect(rejections.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await large()).toBe(2);
  });

  it('S66 an exchange not received in EXCHANGE_HOLD_DAYS lapses and its size comes back once, however many sweeps run', async () => {
    const { id } = await exchangeHoldingOneOfTwo();
    const later = new Date(Date.now() + 15 * 86_400_000);
    const swept = await Promise.all([lapseExchanges(t.db, 14, later), lapseExchanges(t.db, 14, later)]);
    expect(swept[0] + swept[1]).toBe(1);
    expect(await large()).toBe(2);
    const [row] = await t.db.select().from(orderReturns).where(eq(orderReturns.id, id));
    expect(row).toMatchObject({ status: 'REJECTED', exchangeHeld: false });
    expect((await adminPut(`/api/admin/returns/${id}/receive`)).statusCode).toBe(409);
  });

  it('S66 ten customers asking for the last unit at once: one exchange holds it, the others get OUT_OF_STOCK', async () => {
    expect((await setLarge(1)).statusCode).toBe(200);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const delivered: { _id: string; orderItems: { _id: string }[] }[] = [];
    for (const buyer of buyers) delivered.push(await deliveredRing(buyer));
    const replies = await Promise.all(
      buyers.map((buyer, i) => askExchange(buyer, delivered[i] ?? { _id: '', orderItems: [] })),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await large()).toBe(0);
  });
});
