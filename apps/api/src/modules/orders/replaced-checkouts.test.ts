import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestLinkId } from '../../../test/helpers/payments.ts';
import { setUpRazorpayShop } from '../../../test/helpers/razorpay-shop.ts';
import { addToCart, createProduct, postCheckout, stockOf } from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUserPerTest } from '../../../test/helpers/suite.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { orders, payments, simulatedPaymentLinks } from '../../db/schema/index.ts';

const rowOf = async (t: TestApp, orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('a new checkout replaces the customer’s unpaid orders (simulated gateway)', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('S35 five successive checkouts hold stock only for the last; the older links are cancelled', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { sizes: { m: 10 } });
    await addToCart(t, user, product.id, 'm', 3);
    const made: { id: string; linkId?: string }[] = [];
    for (let n = 0; n < 5; n++) {
      const res = await postCheckout(t, user);
      expect(res.statusCode, res.body).toBe(201);
      const id: string = res.json()._id;
      // Every other attempt reached the payment page before the customer came back.
      made.push(n % 2 === 0 ? { id, linkId: await requestLinkId(t, user, id) } : { id });
    }
    expect(await stockOf(t, product.id, 'm')).toEqual({ size: 7, total: 7 });
    const last = made.at(-1);
    for (const { id, linkId } of made.slice(0, -1)) {
      const row = await rowOf(t, id);
      expect(row?.status).toBe('CANCELLED');
      expect(row?.statusHistory.at(-1)?.reason).toBe('replaced');
      if (!linkId) continue;
      const [link] = await t.db
        .select()
        .from(simulatedPaymentLinks)
        .where(eq(simulatedPaymentLinks.id, linkId));
      expect(link?.status).toBe('cancelled');
      const page = await t.app.inject({ method: 'GET', url: `/pay/${linkId}` });
      expect(page.statusCode).toBe(410);
    }
    expect((await rowOf(t, last?.id ?? ''))?.status).toBe('PENDING');

    // My Orders lists only the last checkout: the customer never cancelled the ones it replaced.
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/user', headers: user.headers });
    expect(mine.json().map((o: { _id: string }) => o._id)).toEqual([last?.id]);
  });

  it('keeps an order the customer cancelled in My Orders', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { sizes: { m: 5 } });
    await addToCart(t, user, product.id, 'm', 1);
    const id: string = (await postCheckout(t, user)).json()._id;
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/cancel`,
      headers: user.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders/user', headers: user.headers });
    expect(mine.json()).toMatchObject([{ _id: id, orderStatus: 'CANCELLED' }]);
  });

  it('S35 concurrent checkouts of one customer leave one unpaid order and reserve its stock once', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { sizes: { m: 10 } });
    await addToCart(t, user, product.id, 'm', 4);
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => postCheckout(t, user)));
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(mine.filter((o) => o.status === 'PENDING')).toHaveLength(1);
    expect(mine.filter((o) => o.status === 'CANCELLED')).toHaveLength(4);
    expect(await stockOf(t, product.id, 'm')).toEqual({ size: 6, total: 6 });
  });
});

describe('a new checkout replaces the customer’s unpaid orders (Razorpay, against the fake)', () => {
  const { fake, t } = setUpRazorpayShop({ env: { PAYMENT_WINDOW_MINUTES: '5' }, listen: false });
  const user = setUpUserPerTest(t);

  /** A PENDING order of `quantity` of size M with a payment link at the fake Razorpay. */
  async function linkedOrder(productId: string, quantity: number) {
    await addToCart(t, user, productId, 'm', quantity);
    const res = await postCheckout(t, user);
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json()._id;
    return { id, linkId: await requestLinkId(t, user, id) };
  }

  it('S35 cancels an older order’s link with Razorpay first, then replaces the order', async () => {
    const product = await createProduct(t, { sizes: { m: 10 } });
    const older = await linkedOrder(product.id, 2);
    const res = await postCheckout(t, user);
    expect(res.statusCode, res.body).toBe(201);
    const cancelCall = fake.requests.find(
      (r) => r.method === 'POST' && r.path === `/v1/payment_links/${older.linkId}/cancel`,
    );
    expect(cancelCall?.authorized).toBe(true);
    expect(fake.link(older.linkId).status).toBe('cancelled');
    const row = await rowOf(t, older.id);
    expect(row).toMatchObject({ status: 'CANCELLED' });
    expect(row?.statusHistory.at(-1)?.reason).toBe('replaced');
    expect(await stockOf(t, product.id, 'm')).toEqual({ size: 8, total: 8 });
  });

  it('S35 a link found paid when the customer checks out again places that order instead', async () => {
    const product = await createProduct(t, { sizes: { m: 10 } });
    const older = await linkedOrder(product.id, 2);
    // Paid on Razorpay's page; the return and the webhook have not arrived yet.
    const { paymentId } = fake.pay(older.linkId);
    const res = await postCheckout(t, user);
    // The payment emptied the cart: no second order, and the customer is told why.
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CART_EMPTY');
    expect(res.json().message).toContain('has come through');
    expect(fake.link(older.linkId).status).toBe('paid');
    expect((await rowOf(t, older.id))?.status).toBe('PLACED');
    const recorded = await t.db.select().from(payments).where(eq(payments.orderId, older.id));
    expect(recorded.map((p) => p.paymentId)).toEqual([paymentId]);
    expect(await stockOf(t, product.id, 'm')).toEqual({ size: 8, total: 8 });
    const mine = await t.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(mine).toHaveLength(1);
  });

  it('S35 when Razorpay is down the older order keeps its stock, and at most 10 of a size are held', async () => {
    const product = await createProduct(t, { sizes: { m: 20 } });
    const older = await linkedOrder(product.id, 6);
    fake.failWith = 500;
    // The cart still holds the 6 (it is kept until an order is paid): 6 held + 6 more is over 10.
    const refused = await postCheckout(t, user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'HOLD_LIMIT',
      details: { productId: product.id, size: 'm', held: 6, orderId: older.id },
    });
    expect(refused.json().message).toContain('at most 10');
    expect((await rowOf(t, older.id))?.status).toBe('PENDING');
    expect(await stockOf(t, product.id, 'm')).toEqual({ size: 14, total: 14 });

    // 6 held + 4 is exactly the limit; one more of the size is refused again.
    const [line] = (await t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers })).json()
      .cartItems;
    await t.app.inject({
      method: 'PUT',
      url: `/api/cart_items/${line._id}`,
      headers: user.headers,
      payload: { quantity: 4 },
    });
    const second = await postCheckout(t, user);
    expect(second.statusCode, second.body).toBe(201);
    expect(await stockOf(t, product.id, 'm')).toEqual({ size: 10, total: 10 });
    await addToCart(t, user, product.id, 'm', 1);
    const third = await postCheckout(t, user);
    expect(third.json().code).toBe('HOLD_LIMIT');
    expect(await stockOf(t, product.id, 'm')).toEqual({ size: 10, total: 10 });

    // Razorpay back: the next checkout cancels the older link and replaces both earlier orders.
    fake.failWith = undefined;
    const fourth = await postCheckout(t, user);
    expect(fourth.statusCode, fourth.body).toBe(201);
    expect(fake.link(older.linkId).status).toBe('cancelled');
    expect(await stockOf(t, product.id, 'm')).toEqual({ size: 15, total: 15 });
  });

  it('S35 the link’s expire_by is at least 15 minutes ahead, and the order is held as long', async () => {
    const product = await createProduct(t, { sizes: { m: 5 } });
    const before = Math.floor(Date.now() / 1000);
    const order = await linkedOrder(product.id, 1);
    const created = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payment_links');
    const expireBy = (created?.body as { expire_by?: number } | undefined)?.expire_by ?? 0;
    expect(expireBy).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(fake.link(order.linkId).expire_by).toBe(expireBy);
    // The 5-minute payment window would end first: the order's hold is extended to the link's expiry.
    const row = await rowOf(t, order.id);
    expect(Math.floor((row?.expiresAt.getTime() ?? 0) / 1000)).toBeGreaterThanOrEqual(expireBy);
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: user.headers,
    });
    expect(Math.floor(new Date(reply.json().expiresAt).getTime() / 1000)).toBeGreaterThanOrEqual(expireBy);
  });
});
