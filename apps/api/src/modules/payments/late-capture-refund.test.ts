import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingOrderWithLink } from '../../../test/helpers/payments.ts';
import { setUpRazorpayShop } from '../../../test/helpers/razorpay-shop.ts';
import { setUpUserPerTest } from '../../../test/helpers/suite.ts';
import { outbox, payments, refunds } from '../../db/schema/index.ts';
import { retryUnsentRefunds } from '../refunds/refund-process.ts';

/** An online order's payment captured after the order was cancelled (its link expired) is given back whole. */
describe('a payment captured for an order cancelled meanwhile', () => {
  const { fake, t, sendWebhook } = setUpRazorpayShop();
  const user = setUpUserPerTest(t);
  const ctx = () => ({ db: t.db, gateway: t.app.paymentGateway, log: t.app.log });

  it('is refunded in full once, even when the paid webhook comes again or the provider was down', async () => {
    const order = await pendingOrderWithLink(t, user);
    fake.expire(order.linkId);
    expect((await sendWebhook(fake.webhook('payment_link.expired', order.linkId))).status).toBe(200);
    fake.pay(order.linkId);
    fake.failWith = 503;
    const paid = fake.webhook('payment_link.paid', order.linkId);
    expect((await sendWebhook(paid)).status).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toBeDefined();
    const [waiting] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(waiting).toMatchObject({
      status: 'PENDING',
      amountPaise: payment?.amountPaise,
      gatewayRefundId: null,
    });
    expect(fake.refundsOf(payment?.paymentId ?? '')).toHaveLength(0);

    fake.behaveNormally();
    fake.refundStatus = 'processed';
    expect((await sendWebhook(fake.webhook('payment_link.paid', order.linkId))).status).toBe(200);
    await retryUnsentRefunds(ctx());
    await retryUnsentRefunds(ctx());
    const made = fake.refundsOf(payment?.paymentId ?? '');
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toBe(payment?.amountPaise);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toEqual([expect.objectContaining({ status: 'PROCESSED', gatewayRefundId: made[0]?.id })]);
    const mails = await t.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.orderId, order.id));
    expect(mails.filter((m) => m.subject.startsWith('Your refund of'))).toHaveLength(1);
  });
});
