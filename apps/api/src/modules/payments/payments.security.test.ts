import { describe, expect, it } from 'vitest';
import {
  confirmPayment,
  expectStillUnpaid,
  pendingOrderWithLink,
  returnQuery,
} from '../../../test/helpers/payments.ts';
import { setUpRazorpayShop } from '../../../test/helpers/razorpay-shop.ts';
import { setUpUserPerTest } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { signReturn } from '../../gateways/payments/signatures.ts';

describe('payment return security (S21–S23)', () => {
  const { fake, t, sendWebhook } = setUpRazorpayShop();
  const user = setUpUserPerTest(t);

  /** A PENDING order with a link at the fake Razorpay. */
  const orderWithLink = (options: { price?: number; discountedPrice?: number } = {}, customer = user) =>
    pendingOrderWithLink(t, customer, options);

  const expectUnchanged = (orderId: string, customer = user) => expectStillUnpaid(t, customer, orderId);

  it('S21 a made-up payment id (as the spec’s client sends it) leaves the order PENDING', async () => {
    const order = await orderWithLink();
    const res = await confirmPayment(t, user, { payment_id: 'pay_MadeUp00000000', order_id: order.id });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    await expectUnchanged(order.id);

    // Even once the link is really paid, a payment id that is not among its payments is refused.
    fake.pay(order.linkId);
    const paid = await confirmPayment(t, user, { payment_id: 'pay_MadeUp00000000', order_id: order.id });
    expect(paid.json()).toMatchObject({ code: 'PAYMENT_NOT_VERIFIED' });
    await expectUnchanged(order.id);
  });

  it('S21 an edited status (a failed return changed to paid) leaves the order PENDING', async () => {
    const order = await orderWithLink();
    const attempt = { linkId: order.linkId, referenceId: order.id, paymentId: 'pay_Attempt0000001' };
    const failedSignature = signReturn(fake.keySecret, { ...attempt, status: 'failed' });
    const res = await confirmPayment(t, user, {
      payment_id: attempt.paymentId,
      order_id: order.id,
      payment_link_id: order.linkId,
      payment_link_reference_id: order.id,
      payment_link_status: 'paid',
      signature: failedSignature,
    });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    await expectUnchanged(order.id);
  });

  it('S21 a wrong or missing signature leaves the order PENDING', async () => {
    const order = await orderWithLink();
    const { returnUrl } = fake.pay(order.linkId);
    const genuine = returnQuery(returnUrl);
    const tampered = `${genuine.signature?.slice(0, 63)}${genuine.signature?.endsWith('0') ? '1' : '0'}`;
    for (const query of [
      { ...genuine, signature: tampered },
      {
        ...genuine,
        signature: signReturn('another-key-secret', {
          linkId: order.linkId,
          referenceId: order.id,
          status: 'paid',
          paymentId: genuine.payment_id ?? '',
        }),
      },
      { ...genuine, signature: 'not-hex' },
      { ...genuine, payment_link_status: '' },
    ]) {
      const res = await confirmPayment(t, user, query);
      expect(res.json(), JSON.stringify(query)).toMatchObject({ statusCode: 400 });
      await expectUnchanged(order.id);
    }

    // No signature and an unpaid link: the gateway's word decides, and it says not paid. (Another customer's
    // order: this customer's new checkout would find the paid link and place the first order.)
    const other = await createUser(t);
    const unpaid = await orderWithLink({}, other);
    const res = await confirmPayment(t, other, {
      payment_id: 'pay_MadeUp00000001',
      order_id: unpaid.id,
      payment_link_id: unpaid.linkId,
      payment_link_reference_id: unpaid.id,
      payment_link_status: 'paid',
    });
    expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_VERIFIED' });
    await expectUnchanged(unpaid.id, other);
  });

  it('S22 the genuine return of a cheap order replayed against an expensive order is rejected', async () => {
    // The cheap order is paid and placed first: a new checkout replaces a customer's unpaid orders.
    const cheap = await orderWithLink({ price: 200, discountedPrice: 100 });
    const { returnUrl } = fake.pay(cheap.linkId);
    const genuine = returnQuery(returnUrl);
    expect((await confirmPayment(t, user, genuine)).json().status).toBe('PLACED');
    const dear = await orderWithLink({ price: 90_000, discountedPrice: 80_000 });

    const replayed = await confirmPayment(t, user, { ...genuine, order_id: dear.id });
    expect(replayed.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    const specStyle = await confirmPayment(t, user, {
      payment_id: genuine.payment_id ?? '',
      order_id: dear.id,
    });
    expect(specStyle.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    await expectUnchanged(dear.id);

    // The cheap order's own return still answers as before.
    expect((await confirmPayment(t, user, genuine)).json().status).toBe('PLACED');
    await expectUnchanged(dear.id);
  });

  it('S23 a link whose amount paid differs from the order total does not mark the order paid', async () => {
    const order = await orderWithLink({ price: 5000, discountedPrice: 4000 });
    const { returnUrl } = fake.pay(order.linkId, { amountPaise: 100 });
    const res = await confirmPayment(t, user, returnQuery(returnUrl));
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    expect(res.json().message).toContain('amount');
    await expectUnchanged(order.id);

    const webhook = await sendWebhook(fake.webhook('payment_link.paid', order.linkId));
    expect(webhook.status).toBe(200);
    await expectUnchanged(order.id);
  });
});
