import { describe, expect, it } from 'vitest';
import {
  askForLink,
  cartItemCount,
  confirmPayment,
  orderOf,
  paymentRows,
  pendingOrder,
  requestLink,
  returnQuery,
} from '../../../test/helpers/payments.ts';
import { setUpRazorpayShop } from '../../../test/helpers/razorpay-shop.ts';
import { setUpUserPerTest } from '../../../test/helpers/suite.ts';
import { buildTestApp } from '../../../test/helpers/test-app.ts';

const APP_URL = 'http://shop.test';

describe('payments with Razorpay (end to end against the fake Razorpay server)', () => {
  const { fake, t, sendWebhook } = setUpRazorpayShop();
  const user = setUpUserPerTest(t);

  it('creates the link at Razorpay for the order total, expiring with the order, returning to the shop', async () => {
    const order = await pendingOrder(t, user, { price: 3000, discountedPrice: 2499, quantity: 2 });
    const link = await requestLink(t, user, order.id);
    const created = fake.link(link.Payment_link_id);
    expect(link.Payment_link_url).toBe(created.short_url);
    const { expiresAt } = await orderOf(t, user, order.id);
    expect(created).toMatchObject({
      amount: 499_800,
      currency: 'INR',
      reference_id: order.id,
      expire_by: Math.floor(new Date(expiresAt).getTime() / 1000),
      callback_url: `${APP_URL}/payment/${order.id}`,
      callback_method: 'get',
      customer: { name: 'Asha Verma', email: 'asha@example.com', contact: '9876543210' },
      notify: { sms: false, email: false },
      reminder_enable: false,
    });
    // Asking again answers the same link without calling Razorpay.
    const calls = fake.requests.length;
    expect(await requestLink(t, user, order.id)).toEqual(link);
    expect(fake.requests.length).toBe(calls);
  });

  it('pay at Razorpay → return URL → GET /api/payments: PLACED, cart emptied', async () => {
    const order = await pendingOrder(t, user);
    const link = await requestLink(t, user, order.id);
    const { returnUrl, paymentId } = fake.pay(link.Payment_link_id);
    expect(returnUrl.startsWith(`${APP_URL}/payment/${order.id}?`)).toBe(true);

    const res = await confirmPayment(t, user, returnQuery(returnUrl));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'PLACED',
      order: { orderStatus: 'PLACED', paymentDetails: { paymentId } },
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_links/${link.Payment_link_id}`,
      authorized: true,
    });
    expect(await cartItemCount(t, user)).toBe(0);
    expect(await paymentRows(t, order.id)).toMatchObject([
      { paymentId, amountPaise: 80_000, gateway: 'razorpay' },
    ]);
  });

  it('a paid webhook alone places the order; the later return answers the same', async () => {
    const order = await pendingOrder(t, user);
    const link = await requestLink(t, user, order.id);
    const { returnUrl } = fake.pay(link.Payment_link_id);

    const delivered = await sendWebhook(fake.webhook('payment_link.paid', link.Payment_link_id));
    expect(delivered.status).toBe(200);
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PLACED');
    expect(await cartItemCount(t, user)).toBe(0);

    const res = await confirmPayment(t, user, returnQuery(returnUrl));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('PLACED');
    expect(await paymentRows(t, order.id)).toHaveLength(1);
  });

  it('Razorpay failing: 502 PAYMENT_LINK_UNAVAILABLE, nothing stored, and a retry later works', async () => {
    const order = await pendingOrder(t, user);
    fake.failWith = 503;
    const res = await askForLink(t, user.headers, order.id);
    expect(res.json()).toMatchObject({ statusCode: 502, code: 'PAYMENT_LINK_UNAVAILABLE' });
    expect(res.body).not.toContain('SERVER_ERROR');
    fake.failWith = undefined;
    const link = await requestLink(t, user, order.id);
    expect(fake.link(link.Payment_link_id).reference_id).toBe(order.id);

    fake.pay(link.Payment_link_id);
    fake.failWith = 500;
    const query = {
      payment_id: fake.link(link.Payment_link_id).payments?.[0]?.payment_id ?? '',
      order_id: order.id,
    };
    const during = await confirmPayment(t, user, query);
    expect(during.json()).toMatchObject({ code: 'PAYMENT_LINK_UNAVAILABLE' });
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PENDING');
    fake.failWith = undefined;
    expect((await confirmPayment(t, user, query)).json().status).toBe('PLACED');
  });

  it('Razorpay unreachable: 503 PAYMENT_LINK_UNAVAILABLE', async () => {
    const down = await buildTestApp({
      database: t.database,
      env: { APP_URL, ...fake.env(), RAZORPAY_API_URL: 'http://127.0.0.1:9/v1' },
    });
    try {
      const order = await pendingOrder(t, user);
      const res = await down.app.inject({
        method: 'POST',
        url: `/api/payments/${order.id}`,
        headers: user.headers,
        payload: {},
      });
      expect(res.json()).toMatchObject({ statusCode: 503, code: 'PAYMENT_LINK_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });
});
