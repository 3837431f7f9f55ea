import { formatRupees } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import {
  askForLink,
  cartItemCount,
  confirmPayment,
  expireNow,
  orderOf,
  paymentRows,
  pendingOrder,
  requestLink,
  returnQuery,
} from '../../../test/helpers/payments.ts';
import { setUpTestApp, setUpUserPerTest } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { simulatedPaymentLinks } from '../../db/schema/index.ts';

const APP_URL = 'http://shop.test';

describe('payments with the simulated gateway (end to end)', () => {
  const t = setUpTestApp({ template: 'empty', env: { APP_URL } });
  // A customer of its own per test: an order leaves the cart as it is until it is paid.
  const user = setUpUserPerTest(t);

  const payPage = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const press = (linkId: string, button: 'pay' | 'fail') =>
    t.app.inject({
      method: 'POST',
      url: `/pay/${linkId}/${button}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });

  it('creates one payment link for the order total, however it is asked for', async () => {
    const order = await pendingOrder(t, user, { price: 1000, discountedPrice: 800, quantity: 2 });
    const link = await requestLink(t, user, order.id);
    expect(link.Payment_link_id).toMatch(/^plink_/);
    expect(link.Payment_link_url).toBe(`${APP_URL}/pay/${link.Payment_link_id}`);
    const [stored] = await t.db
      .select()
      .from(simulatedPaymentLinks)
      .where(eq(simulatedPaymentLinks.id, link.Payment_link_id));
    expect(stored).toMatchObject({
      referenceId: order.id,
      amountPaise: 160_000,
      callbackUrl: `${APP_URL}/payment/${order.id}`,
    });

    // The spec's client: `{}`; others: no body at all, or a JSON type with an empty body.
    for (const extra of [
      {},
      { payload: undefined },
      { headers: { ...user.headers, 'content-type': 'application/json' } },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/${order.id}`,
        headers: user.headers,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(link);
    }
  });

  it('two requests at the same moment still make a single payable link (a losing duplicate is cancelled)', async () => {
    const order = await pendingOrder(t, user);
    const replies = await Promise.all([1, 2, 3, 4].map(() => askForLink(t, user.headers, order.id)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(replies.map((r) => r.json().Payment_link_id));
    expect(ids.size).toBe(1);
    // The gateway is asked with no lock held, so requests may race to it; only the stored link stays payable.
    const links = await t.db
      .select()
      .from(simulatedPaymentLinks)
      .where(eq(simulatedPaymentLinks.referenceId, order.id));
    const payable = links.filter((l) => l.status === 'created');
    expect(payable.map((l) => l.id)).toEqual([...ids]);
    expect(links.filter((l) => l.status !== 'cancelled')).toHaveLength(1);
  });

  it('refuses links for orders that are not the user’s own PENDING ones, or with a body', async () => {
    const order = await pendingOrder(t, user);
    const other = await createUser(t);
    const post = (id: string, headers: Record<string, string>, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/payments/${id}`, headers, ...(payload ? { payload } : {}) });
    expect((await post(order.id, other.headers, {})).statusCode).toBe(404);
    expect((await post('0199aaaa-0000-7000-8000-000000000000', user.headers, {})).statusCode).toBe(404);
    expect((await post('not-a-uuid', user.headers, {})).json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_INPUT',
    });
    expect((await post(order.id, user.headers, { amount: 1 })).json()).toMatchObject({ statusCode: 400 });
    expect((await post(order.id, {}, {})).statusCode).toBe(401);
    expect(await paymentRows(t, order.id)).toHaveLength(0);

    await t.app.inject({ method: 'PUT', url: `/api/orders/${order.id}/cancel`, headers: user.headers });
    expect((await post(order.id, user.headers, {})).json()).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
    });
  });

  it('pay page → Pay → 303 to the return URL → GET /api/payments: PLACED, cart emptied, repeat is the same', async () => {
    const order = await pendingOrder(t, user, { price: 2500, discountedPrice: 1999 });
    expect(await cartItemCount(t, user)).toBe(1);
    const link = await requestLink(t, user, order.id);

    const page = await payPage(link.Payment_link_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('MoonMade');
    expect(page.body).toContain(order.id);
    expect(page.body).toContain(formatRupees(1999));
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const paid = await press(link.Payment_link_id, 'pay');
    expect(paid.statusCode).toBe(303);
    const location = String(paid.headers.location);
    expect(location.startsWith(`${APP_URL}/payment/${order.id}?`)).toBe(true);
    const query = returnQuery(location);
    expect(query).toMatchObject({
      payment_link_id: link.Payment_link_id,
      payment_link_reference_id: order.id,
      payment_link_status: 'paid',
    });

    const res = await confirmPayment(t, user, query);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('PLACED');
    expect(body.order).toMatchObject({
      _id: order.id,
      orderStatus: 'PLACED',
      paymentDetails: { status: 'PAID', paymentId: query.payment_id },
    });
    expect(await cartItemCount(t, user)).toBe(0);

    // The spec's client sends the call again, with only payment_id and order_id: same answer, nothing new.
    const again = await confirmPayment(t, user, { payment_id: query.payment_id ?? '', order_id: order.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect(await paymentRows(t, order.id)).toHaveLength(1);

    // The link is used up; a new link for a paid order is refused.
    expect((await payPage(link.Payment_link_url)).statusCode).toBe(409);
    expect((await press(link.Payment_link_id, 'pay')).statusCode).toBe(409);
    const relink = await askForLink(t, user.headers, order.id);
    expect(relink.statusCode).toBe(409);
  });

  it('the spec’s client (payment_id and order_id only) gets the order placed too', async () => {
    const order = await pendingOrder(t, user);
    const link = await requestLink(t, user, order.id);
    const query = returnQuery(String((await press(link.Payment_link_id, 'pay')).headers.location));
    const res = await confirmPayment(t, user, { payment_id: query.payment_id ?? '', order_id: order.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('PLACED');
  });

  it('Fail returns with status failed: the order stays PENDING and the link can still be paid', async () => {
    const order = await pendingOrder(t, user);
    const link = await requestLink(t, user, order.id);
    const failed = await press(link.Payment_link_id, 'fail');
    expect(failed.statusCode).toBe(303);
    const query = returnQuery(String(failed.headers.location));
    expect(query.payment_link_status).toBe('failed');

    const res = await confirmPayment(t, user, query);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PENDING');
    expect(await paymentRows(t, order.id)).toHaveLength(0);
    expect(await cartItemCount(t, user)).toBeGreaterThan(0);
    expect((await payPage(link.Payment_link_url)).statusCode).toBe(200);
  });

  it('an expired link shows a clear expired page and cannot be paid; no new link for an expired order', async () => {
    const order = await pendingOrder(t, user);
    const link = await requestLink(t, user, order.id);
    await expireNow(t, order.id);
    const page = await payPage(link.Payment_link_url);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('expired');
    expect(page.body).not.toContain('action="/pay/');
    expect((await press(link.Payment_link_id, 'pay')).statusCode).toBe(410);
    expect((await press(link.Payment_link_id, 'fail')).statusCode).toBe(410);
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PENDING');

    const late = await pendingOrder(t, user);
    await expireNow(t, late.id);
    const res = await askForLink(t, user.headers, late.id);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('only the order’s owner can confirm its payment; an order without a link cannot be confirmed', async () => {
    const order = await pendingOrder(t, user);
    const link = await requestLink(t, user, order.id);
    const query = returnQuery(String((await press(link.Payment_link_id, 'pay')).headers.location));
    const stranger = await createUser(t);
    const res = await confirmPayment(t, stranger, query);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PENDING');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/payments', query });
    expect(anonymous.statusCode).toBe(401);

    const noLink = await pendingOrder(t, stranger);
    const none = await confirmPayment(t, stranger, {
      payment_id: query.payment_id ?? '',
      order_id: noLink.id,
    });
    expect(none.json()).toMatchObject({ statusCode: 400, code: 'PAYMENT_NOT_VERIFIED' });
    const bad = await confirmPayment(t, user, { payment_id: 'x; drop table orders', order_id: order.id });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'INVALID_INPUT' });
    expect((await orderOf(t, user, order.id)).orderStatus).toBe('PENDING');
  });

  it('documents the payment calls in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(paths['/api/payments/{orderId}']?.post).toBeDefined();
    expect(paths['/api/payments']?.get).toBeDefined();
    expect(paths['/api/payments/webhook']?.post).toBeDefined();
  });

  it('the link of an order cancelled meanwhile shows as cancelled and cannot be paid', async () => {
    const order = await pendingOrder(t, user);
    const link = await requestLink(t, user, order.id);
    const cancel = await clientOf(t, user).put(`/api/orders/${order.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    const page = await payPage(link.Payment_link_url);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('cancelled');
    expect((await press(link.Payment_link_id, 'pay')).statusCode).toBe(410);
    expect(await paymentRows(t, order.id)).toHaveLength(0);
  });

  it('an unknown link is a 404 page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/pay/plink_Nope0000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/pay/<script>' })).statusCode).toBe(404);
    expect((await press('plink_Nope0000000000', 'pay')).statusCode).toBe(404);
  });
});
