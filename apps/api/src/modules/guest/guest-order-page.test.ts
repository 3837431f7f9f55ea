import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payAsGuest } from '../../../test/helpers/guest.ts';
import { addressFields } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp } from '../../../test/helpers/suite.ts';
import { TEST_JWT_SECRET, type TestApp } from '../../../test/helpers/test-app.ts';
import { orders, outbox } from '../../db/schema/index.ts';
import { HIDDEN_TOKEN, hiddenLinkToken, revealHiddenToken } from '../mail/hidden-links.ts';

const { email: _email, ...address } = addressFields();

async function guestOrder(t: TestApp, productId: string, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/guest/orders',
    remoteAddress: '10.7.0.1',
    payload: { email, items: [{ productId, size: 'M', quantity: 1 }], shippingAddress: address },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { order: { _id: string }; orderToken: string };
}

/** Issue 40, items 3 and 4: a guest's order page does what a member's does, from any device. */
describe('a guest’s order page', () => {
  const t = setUpTestApp({ template: 'empty', env: { COD_FEE: '49' } });
  const ring = setUpProduct(t, { price: 999, discountedPrice: 799, sizes: { m: 20 } });
  const chain = setUpProduct(t, { price: 599, discountedPrice: 599, sizes: { m: 20 } });

  it('S56 reviews a delivered piece with the order’s token alone; a wrong token is not found', async () => {
    const { order, orderToken } = await guestOrder(t, ring.id, 'guest-review@example.com');
    await t.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, order._id));
    const review = (token: string, productId = ring.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/reviews`,
        headers: { 'x-order-token': token },
        payload: { productId, rating: 5, text: 'Lovely shine' },
      });
    expect((await review('x'.repeat(43))).statusCode).toBe(404);
    expect((await review(orderToken, chain.id)).statusCode).toBe(403);
    const done = await review(orderToken);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ rating: 5, text: 'Lovely shine' });
    expect((await review(orderToken)).json().code).toBe('ALREADY_REVIEWED');
  });

  it('the order-placed mail carries a tokened link to the tax invoice, stored without the token (S46)', async () => {
    const { order, orderToken } = await guestOrder(t, ring.id, 'guest-invoice@example.com');
    await payAsGuest(t, order._id, orderToken);
    const mails = await t.db.select().from(outbox).where(eq(outbox.orderId, order._id));
    const placed = mails.find((m) => m.subject.includes('is placed'));
    expect(placed?.text).toContain(`/api/orders/${order._id}/invoice?token=${HIDDEN_TOKEN}`);
    expect(JSON.stringify(mails)).not.toContain(orderToken);
    const sent = revealHiddenToken(placed?.text ?? '', TEST_JWT_SECRET, placed?.secretRef ?? '');
    const link = new URL(/Your tax invoice \(PDF\): (\S+)/.exec(sent)?.[1] ?? '');
    const pdf = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('the COD confirmation answers the guest order’s token, so "View order" opens it on another device', async () => {
    const { order, orderToken } = await guestOrder(t, chain.id, 'guest-confirm@example.com');
    const cod = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cod`,
      headers: { 'x-order-token': orderToken },
    });
    expect(cod.statusCode, cod.body).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.orderId, order._id));
    expect(mail).toBeDefined();
    const token = hiddenLinkToken(TEST_JWT_SECRET, `cod-confirm:${order._id}`);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cod-confirm',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().orderToken).toBe(orderToken);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}?token=${confirmed.json().orderToken}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().orderStatus).toBe('PLACED');
  });
});
