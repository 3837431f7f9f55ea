import { describe, expect, it } from 'vitest';
import { applyCoupon, createCoupon } from '../../../test/helpers/coupons.ts';
import { guestAddress, payAsGuest, postGuestOrder } from '../../../test/helpers/guest.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addToCart, createProduct, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';

const address = guestAddress();

describe('guest orders count by email', () => {
  const t = setUpTestApp({ template: 'empty' });

  const guestOrder = (body: Record<string, unknown>) => postGuestOrder(t, body);

  it('S48 a first-order coupon is refused to a guest whose email has a placed order, and to its account', async () => {
    const admin = await createUser(t, { role: 'admin' });
    await createCoupon(t, admin, { code: 'WELCOME', kind: 'flat', value: 50, firstOrderOnly: true });
    const ring = await createProduct(t, { price: 1000, discountedPrice: 1000, sizes: { m: 9 } });
    const items = [{ productId: ring.id, size: 'm', quantity: 1 }];
    const customer = await createUser(t);
    await addToCart(t, customer, ring.id, 'm');
    const made = await postCheckout(t, customer);
    await payOrder(t, customer, made.json()._id);

    const asGuest = await guestOrder({
      email: customer.email.toUpperCase(),
      items,
      shippingAddress: address,
      couponCode: 'WELCOME',
    });
    expect(asGuest.statusCode).toBe(409);
    expect(asGuest.json().code).toBe('COUPON_INVALID');

    // The other way round: a guest's paid order counts for the account of that email.
    const email = 'guest-first@example.com';
    const first = (await guestOrder({ email, items, shippingAddress: address })).json();
    expect((await payAsGuest(t, first.order._id, first.orderToken)).status).toBe('PLACED');
    const account = await createUser(t, { email });
    await addToCart(t, account, ring.id, 'm');
    const applied = await applyCoupon(t, account, 'WELCOME');
    expect(JSON.stringify(applied.json())).toContain('first order');
  });

  it('S49 the hold limit counts a guest’s unpaid orders with the account of the same email', async () => {
    const ring = await createProduct(t, { price: 900, discountedPrice: 900, sizes: { s: 30 } });
    const customer = await createUser(t);
    const held = await guestOrder({
      email: customer.email,
      items: [{ productId: ring.id, size: 's', quantity: 10 }],
      shippingAddress: address,
    });
    expect(held.statusCode).toBe(201);
    // A checkout replaces only its own row's unpaid orders: the guest order, with its link, still holds its 10.
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/${held.json().order._id}`,
      headers: { 'x-order-token': held.json().orderToken },
      payload: {},
    });
    await addToCart(t, customer, ring.id, 's');
    const more = await postCheckout(t, customer);
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('HOLD_LIMIT');
  });
});
