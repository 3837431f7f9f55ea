import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailedToken as mailedTokenOf } from '../../../test/helpers/email-confirmation.ts';
import { payAsGuest } from '../../../test/helpers/guest.ts';
import { addressFields, createProduct } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { users } from '../../db/schema/index.ts';
import { hasMarketingConsent } from '../marketing/marketing-mail.ts';

const { email: _email, ...address } = addressFields();

describe('an email proven by its owner before anything of it is linked to an account', () => {
  const t = setUpTestApp({ template: 'empty', env: { APP_URL: 'https://shop.example.in' } });

  const paidGuestOrder = async (email: string) => {
    const ring = await createProduct(t, { sizes: { m: 5 } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest/orders',
      payload: { email, items: [{ productId: ring.id, size: 'm', quantity: 1 }], shippingAddress: address },
    });
    expect(res.statusCode, res.body).toBe(201);
    await payAsGuest(t, res.json().order._id, res.json().orderToken);
    return res.json().order._id as string;
  };
  const signUp = async (email: string, marketingConsent = false) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { firstName: 'Ravi', lastName: 'K', email, password: 'Stranger-Danger-42', marketingConsent },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { authorization: `Bearer ${res.json().jwt}` };
  };
  const mailedToken = (email: string, subject: string, path: string) =>
    mailedTokenOf(t, email, subject, path);
  const myOrders = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/orders/user', headers }))
      .json()
      .map((o: { _id: string }) => o._id);
  const verify = (token: string, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/email/verify',
      payload: { token },
      ...(headers ? { headers } : {}),
    });

  it('S72 a stranger signing up with a guest’s email gets no orders, no consent and no link to them', async () => {
    const email = 'guest-victim@example.com';
    const orderId = await paidGuestOrder(email);
    const stranger = await signUp(email, true);

    // No "add your earlier orders" mail at sign-up; the email gets a "confirm" mail it can ignore.
    expect(await mailedToken(email, 'Add your earlier orders', '/account/guest-orders')).toBeUndefined();
    const verifyToken = await mailedToken(email, 'Confirm your email', '/account/verify-email');
    expect(verifyToken).toMatch(/^[\w-]{43}$/);
    expect(await hasMarketingConsent(t.db, email)).toBe(false);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/account/guest-orders/link',
      headers: stranger,
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('EMAIL_NOT_VERIFIED');

    // The email's owner clicking the confirm link without being signed in to that account confirms nothing.
    expect((await verify(verifyToken ?? '')).statusCode).toBe(401);
    const elsewhere = await createUser(t);
    const wrongAccount = await verify(verifyToken ?? '', elsewhere.headers);
    expect(wrongAccount.statusCode).toBe(400);
    expect(wrongAccount.json().code).toBe('INVALID_EMAIL_LINK');

    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeNull();
    expect(await myOrders(stranger)).not.toContain(orderId);
    const open = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: stranger });
    expect(open.statusCode).toBe(404);
  });

  it('S72 the owner confirms while signed in, is offered the link, and only a signed-in click claims the orders', async () => {
    const email = 'real-owner@example.com';
    const orderId = await paidGuestOrder(email);
    const owner = await signUp(email, true);
    const verifyToken = await mailedToken(email, 'Confirm your email', '/account/verify-email');
    const verified = await verify(verifyToken ?? '', owner);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await hasMarketingConsent(t.db, email)).toBe(true);

    const claimToken = await mailedToken(email, 'Add your earlier orders', '/account/guest-orders');
    expect(claimToken).toMatch(/^[\w-]{43}$/);
    const claim = (headers?: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/guest-orders/claim',
        payload: { token: claimToken },
        ...(headers ? { headers } : {}),
      });
    expect((await claim()).statusCode).toBe(401);
    const other = await createUser(t);
    expect((await claim(other.headers)).json().code).toBe('INVALID_GUEST_LINK');
    expect(await myOrders(other.headers)).not.toContain(orderId);
    const moved = await claim(owner);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ moved: 1 });
    expect(await myOrders(owner)).toContain(orderId);
  });
});
