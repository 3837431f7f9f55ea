import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payAsGuest } from '../../../test/helpers/guest.ts';
import { addressFields, createProduct } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { TEST_JWT_SECRET } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { outbox, users } from '../../db/schema/index.ts';
import { HIDDEN_TOKEN, revealHiddenToken } from '../mail/hidden-links.ts';

const { email: _email, ...address } = addressFields();

describe('guest orders join an account only after its email is proven by a mailed link', () => {
  const t = setUpTestApp({ template: 'empty', env: { APP_URL: 'https://shop.example.in' } });

  const paidGuestOrder = async (email: string) => {
    const ring = await createProduct(t, { price: 500, discountedPrice: 500, sizes: { m: 5 } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/orders',
      payload: { email, items: [{ productId: ring.id, size: 'M', quantity: 1 }], shippingAddress: address },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, orderToken } = res.json();
    await payAsGuest(t, order._id, orderToken);
    return order._id as string;
  };
  const myOrders = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/orders/user', headers: user.headers }))
      .json()
      .map((o: { _id: string }) => o._id);
  const askForLink = (user: TestUser) =>
    t.app.inject({ method: 'POST', url: '/api/account/guest-orders/link', headers: user.headers });
  const claim = (token: string, user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/guest-orders/claim',
      payload: { token },
      headers: user.headers,
    });
  /** An account whose owner has confirmed its email (S72). */
  const verifiedUser = async (email?: string) => {
    const user = await createUser(t, email ? { email } : {});
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    return user;
  };
  /** The link's token as the sender renders it; the stored mail holds it redacted (S46). */
  const linkTokenMailedTo = async (email: string) => {
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), isNotNull(outbox.secretRef)));
    const mail = mails.find((m) => m.subject.startsWith('Add your earlier orders'));
    expect(mail?.text).toContain(`/account/guest-orders?token=${HIDDEN_TOKEN}`);
    const sent = revealHiddenToken(mail?.text ?? '', TEST_JWT_SECRET, mail?.secretRef ?? '');
    return sent.match(/\/account\/guest-orders\?token=([\w-]+)/)?.[1] ?? '';
  };

  it('S56 an account of the same email does not see the guest orders until the mailed link is followed, once', async () => {
    const email = 'later-customer@example.com';
    const orderId = await paidGuestOrder(email);
    const account = await verifiedUser(email);
    expect(await myOrders(account)).not.toContain(orderId);
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: account.headers,
    });
    expect(denied.statusCode).toBe(404);

    const asked = await askForLink(account);
    expect(asked.statusCode, asked.body).toBe(202);
    const token = await linkTokenMailedTo(email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const moved = await claim(token, account);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ moved: 1 });
    expect(await myOrders(account)).toContain(orderId);
    const used = await claim(token, account);
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('INVALID_GUEST_LINK');
  });

  it('S56 asking as another account mails nothing to it and moves nothing; a made-up token is refused', async () => {
    const orderId = await paidGuestOrder('not-yours@example.com');
    const stranger = await verifiedUser();
    const asked = await askForLink(stranger);
    expect(asked.statusCode).toBe(202);
    const toStranger = await t.db.select().from(outbox).where(eq(outbox.to, stranger.email));
    expect(toStranger.filter((m) => m.subject.startsWith('Add your earlier orders'))).toHaveLength(0);
    expect((await claim('x'.repeat(43), stranger)).json().code).toBe('INVALID_GUEST_LINK');
    expect(await myOrders(stranger)).not.toContain(orderId);
  });
});
