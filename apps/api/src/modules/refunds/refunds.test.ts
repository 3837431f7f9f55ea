import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { askForCod } from '../../../test/helpers/cod.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { placeOrder, stockOf } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { outbox, payments, refunds } from '../../db/schema/index.ts';

/** Refunds of cancelled paid orders through the simulated gateway (processed at once). */
describe('refunds when a paid order is cancelled (simulated gateway)', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1200, discountedPrice: 999.5, sizes: { m: 50 } });

  const paidOrder = async (user: TestUser, quantity = 2) => {
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity }]);
    const paid = await payOrder(t, user, order._id);
    expect(paid.paymentDetails.status).toBe('PAID');
    return paid;
  };
  const refundRows = (orderId: string) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const mailsTo = async (email: string, subject: RegExp) =>
    (await t.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) => subject.test(m.subject));

  it('the customer cancels a paid order: refunded in full at once, stock back, "refunded" mail', async () => {
    const user = await createUser(t);
    const before = await stockOf(t, ring.id, 'm');
    const order = await paidOrder(user);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/cancel`,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply.orderStatus).toBe('CANCELLED');
    expect(reply.paymentDetails.status).toBe('REFUNDED');
    expect(reply.paymentDetails.refunds).toEqual([
      expect.objectContaining({ amount: 1999, status: 'PROCESSED', returnId: null }),
    ]);
    const [row] = await refundRows(order._id);
    expect(row).toMatchObject({ amountPaise: 199_900, status: 'PROCESSED', gateway: 'simulated' });
    expect(row?.gatewayRefundId).toMatch(/^rfnd_/);
    expect(await stockOf(t, ring.id, 'm')).toEqual(before);
    const mails = await mailsTo(user.email, /refund of ₹1,999 /);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/account/order/${order._id}`);
  });

  it('S42 cancelling twice refunds once: ten parallel cancels by customer and admin make one refund', async () => {
    const user = await createUser(t);
    const order = await paidOrder(user, 1);
    const calls = Array.from({ length: 10 }, (_, i) =>
      t.app.inject({
        method: 'PUT',
        url: i % 2 ? `/api/orders/${order._id}/cancel` : `/api/admin/orders/${order._id}/cancel`,
        headers: i % 2 ? user.headers : admin.headers,
      }),
    );
    const answers = await Promise.all(calls);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const rows = await refundRows(order._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaise: 99_950, status: 'PROCESSED' });
    expect(await mailsTo(user.email, /refund/)).toHaveLength(1);
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/cancel`,
      headers: user.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(await refundRows(order._id)).toHaveLength(1);
  });

  it('S42 a refund never exceeds what was paid: the database refuses a refund above the payment', async () => {
    const user = await createUser(t);
    const order = await paidOrder(user, 1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order._id));
    if (!payment) throw new Error('no payment');
    const row = {
      orderId: order._id,
      gateway: 'simulated',
      paymentId: payment.paymentId,
      status: 'PROCESSED',
    };
    await expect(
      t.db.insert(refunds).values({ ...row, amountPaise: payment.amountPaise + 1 }),
    ).rejects.toThrow();
    // Cancelling still refunds exactly what was paid, and nothing more fits after it.
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/cancel`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentDetails.status).toBe('REFUNDED');
    const [full] = await refundRows(order._id);
    expect(full?.amountPaise).toBe(payment.amountPaise);
    await expect(t.db.insert(refunds).values({ ...row, amountPaise: 100 })).rejects.toThrow();
    expect(await refundRows(order._id)).toHaveLength(1);
  });

  it('cancels a cash-on-delivery order without any refund', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    const cod = await askForCod(t, user.headers, order._id);
    expect(cod.statusCode, cod.body).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/cancel`,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentDetails).toMatchObject({ method: 'COD', status: 'CANCELLED', refunds: [] });
    expect(await refundRows(order._id)).toHaveLength(0);
  });

  it('an unpaid order cancelled has nothing to refund', async () => {
    const user = await createUser(t);
    const order = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/cancel`,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentDetails.status).toBe('CANCELLED');
    expect(await refundRows(order._id)).toHaveLength(0);
  });
});
