import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  confirmPayment,
  expectStillUnpaid,
  orderOf,
  paymentRows,
  pendingOrderWithLink,
  returnQuery,
  statusChanges,
} from '../../../test/helpers/payments.ts';
import { setUpRazorpayShop } from '../../../test/helpers/razorpay-shop.ts';
import { stockOf } from '../../../test/helpers/shop.ts';
import { setUpUserPerTest } from '../../../test/helpers/suite.ts';
import { buildTestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { paymentWebhookEvents } from '../../db/schema/index.ts';
import { signWebhook } from '../../gateways/payments/signatures.ts';

describe('payment webhook security (S24–S26)', () => {
  const { fake, t, sendWebhook } = setUpRazorpayShop();
  const user = setUpUserPerTest(t);

  /** A PENDING order with a link at the fake Razorpay. */
  const orderWithLink = (options: { price?: number; discountedPrice?: number } = {}, customer = user) =>
    pendingOrderWithLink(t, customer, options);

  const expectUnchanged = (orderId: string) => expectStillUnpaid(t, user, orderId);

  const eventsOf = (eventId: string) =>
    t.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));

  it('S24 a webhook with a missing or wrong signature, or a re-serialised body → 400, nothing changed', async () => {
    const order = await orderWithLink();
    fake.pay(order.linkId);
    const genuine = fake.webhook('payment_link.paid', order.linkId);
    const eventId = genuine.headers['x-razorpay-event-id'] ?? '';
    const { 'x-razorpay-signature': _signature, ...unsigned } = genuine.headers;
    const attempts = [
      { body: genuine.body, headers: unsigned },
      {
        body: genuine.body,
        headers: { ...genuine.headers, 'x-razorpay-signature': signWebhook('wrong-secret', genuine.body) },
      },
      {
        body: genuine.body,
        headers: { ...genuine.headers, 'x-razorpay-signature': signWebhook(fake.keySecret, genuine.body) },
      },
      { body: JSON.stringify(JSON.parse(genuine.body)), headers: genuine.headers },
      {
        body: genuine.body.replace('"amount_paid": 80000', '"amount_paid": 80001'),
        headers: genuine.headers,
      },
    ];
    for (const attempt of attempts) {
      const res = await sendWebhook(attempt);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: 400 });
    }
    // The same through inject, byte for byte.
    const injected = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { ...genuine.headers, 'x-razorpay-signature': '0'.repeat(64) },
      payload: genuine.body,
    });
    expect(injected.statusCode).toBe(400);
    await expectUnchanged(order.id);
    expect(await eventsOf(eventId)).toHaveLength(0);

    // The genuine delivery is accepted, which shows the refusals above were about the signature.
    expect((await sendWebhook(genuine)).status).toBe(200);
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PLACED');
    expect(await eventsOf(eventId)).toHaveLength(1);
  });

  it('S25 the same webhook delivered 3 times → one payment row, one status change, one stock commit', async () => {
    const order = await orderWithLink();
    const stockBefore = await stockOf(t, order.productId, 'm');
    fake.pay(order.linkId);
    const delivery = fake.webhook('payment_link.paid', order.linkId);
    const first = await sendWebhook(delivery);
    expect(first.status).toBe(200);
    const more = await Promise.all([sendWebhook(delivery), sendWebhook(delivery)]);
    expect(more.map((r) => r.status)).toEqual([200, 200]);

    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PLACED');
    expect(await paymentRows(t, order.id)).toHaveLength(1);
    expect(await statusChanges(t, order.id, 'PLACED')).toBe(1);
    expect(await stockOf(t, order.productId, 'm')).toEqual(stockBefore);
  });

  it('S25 the return URL and the webhook arriving at the same moment → one payment row, one status change', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await orderWithLink();
      const stockBefore = await stockOf(t, order.productId, 'm');
      const { returnUrl } = fake.pay(order.linkId);
      const delivery = fake.webhook('payment_link.paid', order.linkId);
      const [webhook, back, backAgain] = await Promise.all([
        sendWebhook(delivery),
        confirmPayment(t, user, returnQuery(returnUrl)),
        confirmPayment(t, user, returnQuery(returnUrl)),
      ]);
      expect(webhook.status).toBe(200);
      expect([back.statusCode, backAgain.statusCode]).toEqual([200, 200]);
      expect(back.json().status).toBe('PLACED');
      expect(await paymentRows(t, order.id)).toHaveLength(1);
      expect(await statusChanges(t, order.id, 'PLACED')).toBe(1);
      expect(await stockOf(t, order.productId, 'm')).toEqual(stockBefore);
    }
  });

  it('S25 the webhook to one instance and the return to another at the same moment → one payment, one change', async () => {
    const other = await buildTestApp({
      database: t.database,
      env: { APP_URL: 'http://shop.test', ...fake.env() },
    });
    try {
      for (let round = 0; round < 3; round++) {
        const order = await orderWithLink();
        const stockBefore = await stockOf(t, order.productId, 'm');
        const { returnUrl } = fake.pay(order.linkId);
        const delivery = fake.webhook('payment_link.paid', order.linkId);
        const [webhook, back] = await Promise.all([
          sendWebhook(delivery),
          confirmPayment(other, user, returnQuery(returnUrl)),
        ]);
        expect(webhook.status).toBe(200);
        expect(back.statusCode).toBe(200);
        expect(await paymentRows(t, order.id)).toHaveLength(1);
        expect(await statusChanges(t, order.id, 'PLACED')).toBe(1);
        expect(await stockOf(t, order.productId, 'm')).toEqual(stockBefore);
      }
    } finally {
      await other.close();
    }
  });

  it('S26 payment_link.expired (or cancelled) after paid → the order stays paid, stock stays committed', async () => {
    const order = await orderWithLink();
    const stockBefore = await stockOf(t, order.productId, 'm');
    fake.pay(order.linkId);
    expect((await sendWebhook(fake.webhook('payment_link.paid', order.linkId))).status).toBe(200);
    fake.expire(order.linkId);
    expect((await sendWebhook(fake.webhook('payment_link.expired', order.linkId))).status).toBe(200);
    fake.cancel(order.linkId);
    expect((await sendWebhook(fake.webhook('payment_link.cancelled', order.linkId))).status).toBe(200);
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PLACED');
    expect(await statusChanges(t, order.id, 'CANCELLED')).toBe(0);
    expect(await stockOf(t, order.productId, 'm')).toEqual(stockBefore);
  });

  it('S26 payment_link.expired for an unpaid order cancels it and releases its stock exactly once', async () => {
    const order = await orderWithLink();
    const reserved = await stockOf(t, order.productId, 'm');
    fake.expire(order.linkId);
    const delivery = fake.webhook('payment_link.expired', order.linkId);
    expect((await sendWebhook(delivery)).status).toBe(200);
    expect((await sendWebhook(delivery)).status).toBe(200);
    const again = fake.webhook('payment_link.expired', order.linkId);
    expect((await sendWebhook(again)).status).toBe(200);

    expect((await orderOf(t, user, order.id)).orderStatus).toBe('CANCELLED');
    expect(await statusChanges(t, order.id, 'CANCELLED')).toBe(1);
    const released = await stockOf(t, order.productId, 'm');
    expect(released.size).toBe((reserved.size ?? 0) + 1);

    // A late paid webhook for it changes no state (the payment is kept for a refund).
    fake.pay(order.linkId);
    expect((await sendWebhook(fake.webhook('payment_link.paid', order.linkId))).status).toBe(200);
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('CANCELLED');
    expect(await stockOf(t, order.productId, 'm')).toEqual(released);
  });

  it('webhooks for links we did not issue, or events we do not handle, are acknowledged and change nothing', async () => {
    const order = await orderWithLink();
    // Another customer's: a customer's own new checkout would replace the first order.
    const stranger = await orderWithLink({}, await createUser(t));
    fake.pay(stranger.linkId);
    const delivery = fake.webhook('payment_link.paid', stranger.linkId);
    // A genuine delivery whose reference points at another order.
    const body = delivery.body.replaceAll(stranger.id, order.id);
    const res = await sendWebhook({
      body,
      headers: { ...delivery.headers, 'x-razorpay-signature': signWebhook(fake.webhookSecret, body) },
    });
    expect(res.status).toBe(200);
    await expectUnchanged(order.id);

    const partial = await sendWebhook(fake.webhook('payment_link.partially_paid', order.linkId));
    expect(partial.status).toBe(200);
    await expectUnchanged(order.id);

    // Signed, but of a shape we do not know: acknowledged once (Razorpay would retry a 4xx for days).
    const odd = JSON.stringify({
      event: 'payment_link.paid',
      payload: { payment_link: { entity: { id: 42 } } },
    });
    const oddHeaders = {
      'content-type': 'application/json',
      'x-razorpay-signature': signWebhook(fake.webhookSecret, odd),
      'x-razorpay-event-id': 'evt_Odd000000001',
    };
    expect((await sendWebhook({ body: odd, headers: oddHeaders })).status).toBe(200);
    expect(await eventsOf('evt_Odd000000001')).toHaveLength(1);
    const nothing = {
      ...oddHeaders,
      'x-razorpay-signature': signWebhook(fake.webhookSecret, 'null'),
      'x-razorpay-event-id': 'evt_Null00000001',
    };
    expect((await sendWebhook({ body: 'null', headers: nothing })).status).toBe(400);
    await expectUnchanged(order.id);

    const noEventId = fake.webhook('payment_link.paid', stranger.linkId);
    const { 'x-razorpay-event-id': _id, ...headers } = noEventId.headers;
    expect((await sendWebhook({ body: noEventId.body, headers })).status).toBe(400);
  });
});
