import { orderNumber } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { guestAddress, payAsGuest, postGuestOrder } from '../../../test/helpers/guest.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addToCart, createProduct, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { couponRedemptions, orders, outbox, users } from '../../db/schema/index.ts';

const address = guestAddress();

/** A stranger checks out as a guest with someone else's email: they learn nothing and change nothing of theirs. */
describe('a guest checkout with another person’s email', () => {
  const t = setUpTestApp({ template: 'empty' });

  const guestOrder = (body: Record<string, unknown>) => postGuestOrder(t, body);

  it('S73 a hold-limit refusal names no order, product, size or count of the email’s owner', async () => {
    const ring = await createProduct(t, { title: 'Moonstone Halo', sizes: { s: 30 } });
    const victim = await createUser(t);
    await addToCart(t, victim, ring.id, 's', 10);
    const held = await postCheckout(t, victim);
    expect(held.statusCode).toBe(201);
    const heldId: string = held.json()._id;

    const probe = await guestOrder({
      email: victim.email,
      items: [{ productId: ring.id, size: 's', quantity: 1 }],
      shippingAddress: address,
    });
    expect(probe.statusCode).toBe(409);
    expect(probe.json().code).toBe('HOLD_LIMIT');
    expect(probe.json().details).toBeUndefined();
    for (const secret of [heldId, orderNumber(heldId), 'Moonstone', ' 10 ', 'size S', 'unpaid order'])
      expect(probe.body).not.toContain(secret);
  });

  it('S73 a first-order or per-customer coupon refusal does not say the email has ordered before', async () => {
    const admin = await createUser(t, { role: 'admin' });
    await createCoupon(t, admin, { code: 'FIRSTONE', kind: 'flat', value: 50, firstOrderOnly: true });
    await createCoupon(t, admin, { code: 'ONCEONLY', kind: 'flat', value: 50, perCustomerLimit: 1 });
    const ring = await createProduct(t, { sizes: { m: 9 } });
    const victim = await createUser(t);
    await addToCart(t, victim, ring.id, 'm');
    await applyCoupon(t, victim, 'ONCEONLY');
    await payOrder(t, victim, (await postCheckout(t, victim)).json()._id);

    for (const couponCode of ['FIRSTONE', 'ONCEONLY']) {
      const probe = await guestOrder({
        email: victim.email,
        items: [{ productId: ring.id, size: 'm', quantity: 1 }],
        shippingAddress: address,
        couponCode,
      });
      expect(probe.statusCode).toBe(409);
      expect(probe.json().code).toBe('COUPON_INVALID');
      expect(probe.body).not.toMatch(/before|already|first order|times/i);
    }
  });

  it('S74 never cancels another checkout’s unpaid order nor changes the name its mails use', async () => {
    const ring = await createProduct(t, { sizes: { m: 9 } });
    const items = [{ productId: ring.id, size: 'm', quantity: 1 }];
    const email = 'meera@example.com';
    const first = await guestOrder({ email, items, shippingAddress: { ...address, firstName: 'Meera' } });
    expect(first.statusCode).toBe(201);
    const { order, orderToken } = first.json();

    const lure = 'Your parcel is held: pay at evil.example';
    const second = await guestOrder({ email, items, shippingAddress: { ...address, firstName: lure } });
    expect(second.statusCode).toBe(201);

    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(kept?.status).toBe('PENDING');
    expect(kept?.shippingAddress.firstName).toBe('Meera');
    const [guestRow] = await t.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(sql`lower(${users.email}) = ${email} and ${users.role} = 'guest'`);
    expect(guestRow?.firstName).not.toBe(lure);

    // A later mail about the first order greets the name on that order.
    expect((await payAsGuest(t, order._id, orderToken)).status).toBe('PLACED');
    const mails = await t.db.select().from(outbox).where(eq(outbox.orderId, order._id));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.text).not.toContain(lure);
      expect(mail.text).toContain('Meera');
    }
  });

  it('S41 a per-customer coupon limit holds between an account and a guest order of the same email', async () => {
    const admin = await createUser(t, { role: 'admin' });
    await createCoupon(t, admin, { code: 'ONEEACH', kind: 'flat', value: 50, perCustomerLimit: 1 });
    const ring = await createProduct(t, { sizes: { m: 200 } });
    for (let trial = 0; trial < 8; trial++) {
      const account = await createUser(t);
      await addToCart(t, account, ring.id, 'm');
      expect((await applyCoupon(t, account, 'ONEEACH')).statusCode).toBe(200);
      await Promise.all([
        postCheckout(t, account),
        guestOrder({
          email: account.email.toUpperCase(),
          items: [{ productId: ring.id, size: 'm', quantity: 1 }],
          shippingAddress: address,
          couponCode: 'ONEEACH',
        }),
      ]);
      const uses = await t.db.execute(sql`
        select r.id from ${couponRedemptions} r join ${users} u on u.id = r.user_id
         where lower(u.email) = lower(${account.email}) and r.released_at is null`);
      expect(uses.rows.length).toBeLessThanOrEqual(1);
    }
  });
});
