import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  confirmPayment,
  orderOf,
  pendingOrder,
  requestLink,
  returnQuery,
} from '../../../test/helpers/payments.ts';
import { setUpRazorpayShop } from '../../../test/helpers/razorpay-shop.ts';
import { setUpUserPerTest } from '../../../test/helpers/suite.ts';
import { outbox, refunds } from '../../db/schema/index.ts';
import { retryUnsentRefunds } from './refund-process.ts';

/** Refunds through Razorpay's refunds API (the fake server), confirmed by signed `refund.*` webhooks. */
describe('refunds with Razorpay (against the fake Razorpay server)', () => {
  const { fake, t, sendWebhook } = setUpRazorpayShop();
  const user = setUpUserPerTest(t);

  const ctx = () => ({ db: t.db, gateway: t.app.paymentGateway, log: t.app.log });
  const paidOrder = async () => {
    const order = await pendingOrder(t, user, { price: 3000, discountedPrice: 2499, quantity: 2 });
    const link = await requestLink(t, user, order.id);
    const { returnUrl, paymentId } = fake.pay(link.Payment_link_id);
    const res = await confirmPayment(t, user, returnQuery(returnUrl));
    expect(res.statusCode, res.body).toBe(200);
    return { ...order, paymentId };
  };
  const cancel = (orderId: string) =>
    t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/cancel`, headers: user.headers });
  const refundMails = async () =>
    (await t.db.select().from(outbox).where(eq(outbox.to, user.email))).filter((m) =>
      /refund of/.test(m.subject),
    );

  it('refunds the payment in paise; REFUND_PENDING until refund.processed, which is applied once', async () => {
    const order = await paidOrder();
    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentDetails.status).toBe('REFUND_PENDING');
    const call = fake.requests.find((r) => r.path === `/v1/payments/${order.paymentId}/refund`);
    expect(call).toMatchObject({ method: 'POST', authorized: true, body: { amount: 499_800 } });
    const [made] = fake.refundsOf(order.paymentId);
    if (!made) throw new Error('no refund at Razorpay');
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ gatewayRefundId: made.id, status: 'PENDING', amountPaise: 499_800 });
    expect(made.receipt).toBe(row?.id);
    expect(await refundMails()).toHaveLength(0);

    fake.settleRefund(made.id, 'processed');
    const delivery = fake.refundWebhook('refund.processed', made.id);
    const first = await sendWebhook(delivery);
    expect(first.status).toBe(200);
    expect((await orderOf(t, user, order.id)).paymentDetails.status).toBe('REFUNDED');
    const redelivered = await sendWebhook(delivery);
    expect(redelivered.status).toBe(200);
    // Another delivery of the same news under a new event id changes nothing either.
    await sendWebhook(fake.refundWebhook('refund.processed', made.id));
    expect(await refundMails()).toHaveLength(1);
    expect(fake.refundsOf(order.paymentId)).toHaveLength(1);
  });

  it('refund.failed marks the refund FAILED; a forged refund webhook is refused', async () => {
    const order = await paidOrder();
    expect((await cancel(order.id)).statusCode).toBe(200);
    const [made] = fake.refundsOf(order.paymentId);
    if (!made) throw new Error('no refund at Razorpay');
    const forged = fake.refundWebhook('refund.processed', made.id);
    forged.headers['x-razorpay-signature'] = '0'.repeat(64);
    expect((await sendWebhook(forged)).status).toBe(400);
    fake.settleRefund(made.id, 'failed');
    expect((await sendWebhook(fake.refundWebhook('refund.failed', made.id))).status).toBe(200);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row?.status).toBe('FAILED');
    expect(await refundMails()).toHaveLength(0);
  });

  it('with Razorpay down the cancel still succeeds; the job sends the refund once it is back', async () => {
    const order = await paidOrder();
    fake.failWith = 503;
    const res = await cancel(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentDetails: { status: 'REFUND_PENDING' },
    });
    const [waiting] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(waiting).toMatchObject({ status: 'PENDING', gatewayRefundId: null, attempts: 1 });
    expect(waiting?.lastError).toMatch(/503/);
    fake.failWith = undefined;
    fake.refundStatus = 'processed';
    await retryUnsentRefunds(ctx());
    expect(fake.refundsOf(order.paymentId)).toHaveLength(1);
    expect((await orderOf(t, user, order.id)).paymentDetails.status).toBe('REFUNDED');
    expect(await refundMails()).toHaveLength(1);
    await retryUnsentRefunds(ctx());
    expect(fake.refundsOf(order.paymentId)).toHaveLength(1);
  });

  it('an answer lost after Razorpay made the refund: the retry finds it by its receipt, no second refund', async () => {
    const order = await paidOrder();
    fake.loseRefundAnswers = true;
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(fake.refundsOf(order.paymentId)).toHaveLength(1);
    const [lost] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(lost).toMatchObject({ status: 'PENDING', gatewayRefundId: null });
    fake.loseRefundAnswers = false;
    await retryUnsentRefunds(ctx());
    const [made] = fake.refundsOf(order.paymentId);
    expect(fake.refundsOf(order.paymentId)).toHaveLength(1);
    const [found] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(found?.gatewayRefundId).toBe(made?.id);
  });

  it('the refund webhook may come before the refund call answers: it is matched by the receipt', async () => {
    const order = await paidOrder();
    fake.loseRefundAnswers = true;
    fake.refundStatus = 'processed';
    expect((await cancel(order.id)).statusCode).toBe(200);
    const [made] = fake.refundsOf(order.paymentId);
    if (!made) throw new Error('no refund at Razorpay');
    expect((await sendWebhook(fake.refundWebhook('refund.processed', made.id))).status).toBe(200);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ status: 'PROCESSED', gatewayRefundId: made.id });
    fake.loseRefundAnswers = false;
    await retryUnsentRefunds(ctx());
    expect(fake.refundsOf(order.paymentId)).toHaveLength(1);
    expect(await refundMails()).toHaveLength(1);
  });
});
