import { MAX_PRICE_RUPEES } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { specFormPayload } from '../../../test/fixtures/catalog.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addToCart, placeOrder } from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { payments, simulatedPaymentLinks } from '../../db/schema/index.ts';

/** Amounts past a 32-bit integer of paise (₹2,14,74,836.47): stored in bigint columns, exact end to end. */
describe('large amounts (S36)', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });

  const createProduct = (price: unknown, quantity = 20) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: { ...specFormPayload(), price, discountedPrice: price, size: [{ name: 'm', quantity }] },
    });

  it('S36 a ₹1 crore piece ×3 checks out with exact totals and is paid through the simulated gateway', async () => {
    const created = await createProduct(MAX_PRICE_RUPEES);
    expect(created.statusCode, created.body).toBe(201);
    const productId: string = created.json().id;
    const customer = await createUser(t);
    const cart = await addToCart(t, customer, productId, 'm', 3);
    expect(cart).toMatchObject({ totalPrice: 30_000_000, totalPayable: 30_000_000 });

    const order = await placeOrder(t, customer, []);
    expect(order).toMatchObject({
      orderStatus: 'PENDING',
      totalPrice: 30_000_000,
      totalDiscountedPrice: 30_000_000,
      totalPayable: 30_000_000,
      orderItems: [{ quantity: 3, price: 30_000_000, product: { price: 10_000_000 } }],
    });
    const paid = await payOrder(t, customer, order._id);
    expect(paid).toMatchObject({ orderStatus: 'PLACED', paymentDetails: { status: 'PAID' } });
    const [link] = await t.db
      .select()
      .from(simulatedPaymentLinks)
      .where(eq(simulatedPaymentLinks.referenceId, order._id));
    expect(link).toMatchObject({ amountPaise: 3_000_000_000, amountPaidPaise: 3_000_000_000 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(payment?.amountPaise).toBe(3_000_000_000);

    // The back office adds it up as numbers, not strings.
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })
    ).json();
    expect(stats.revenue).toBe(30_000_000);
    expect(stats.lastDays.at(-1).revenue).toBe(30_000_000);
    const customers = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers',
      headers: admin.headers,
    });
    const row = customers.json().content.find((c: { id: string }) => c.id === customer.id);
    expect(row).toMatchObject({ orders: 1, totalSpent: 30_000_000 });
  });

  it('S36 the largest line (10 × ₹1 crore, ₹10 crore) is exact to the paisa', async () => {
    const price = MAX_PRICE_RUPEES - 0.01;
    const productId: string = (await createProduct(price)).json().id;
    const customer = await createUser(t);
    await addToCart(t, customer, productId, 'm', 10);
    const order = await placeOrder(t, customer, []);
    expect(order.totalPayable).toBe(99_999_999.9);
    const paid = await payOrder(t, customer, order._id);
    expect(paid.orderStatus).toBe('PLACED');
  });

  it('S36 a price above ₹1 crore is a 400 from validation, and nothing is stored', async () => {
    for (const price of [MAX_PRICE_RUPEES + 0.01, 1e8, '25000000', 2 ** 31]) {
      const res = await createProduct(price);
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
      expect(res.json().message).toContain('at most 10000000');
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: admin.headers });
    const prices = list.json().content.map((p: { price: number }) => p.price);
    expect(Math.max(...prices)).toBeLessThanOrEqual(MAX_PRICE_RUPEES);
  });
});
