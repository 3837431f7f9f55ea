import { MAX_CART_LINES } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { addToCart, createProduct, putInCart } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { products } from '../../db/schema/index.ts';

describe('merge of the guest cart', () => {
  const t = setUpTestApp({ template: 'empty' });

  const getCart = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers });

  it('S08 adds up lines, caps at stock and at 10, skips what cannot be bought and ignores sent prices', async () => {
    const user = await createUser(t);
    const ring = await createProduct(t, {
      price: 1000,
      discountedPrice: 800,
      sizes: { s: 3, m: 40, l: 0 },
    });
    const gone = await createProduct(t);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    await addToCart(t, user, ring.id, 's', 1);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/merge',
      headers: user.headers,
      payload: {
        totalPrice: 1,
        cartItems: [
          {
            productId: ring.id,
            size: 'S',
            quantity: 5,
            product: { title: 'x', price: 1, discountedPrice: 1 },
          },
          { productId: ring.id, size: 'm', quantity: 7, price: 1, discountedPrice: 1 },
          { productId: ring.id, size: 'm', quantity: 6 },
          { productId: ring.id, size: 'l', quantity: 1 },
          { productId: ring.id, size: 'xxl', quantity: 1 },
          { productId: gone.id, size: 's', quantity: 1 },
          { productId: 'legacy-id', size: 's', quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.cartItems.map((i: { size: string; quantity: number }) => [i.size, i.quantity])).toEqual([
      ['s', 3],
      ['m', 10],
    ]);
    expect(cart).toMatchObject({
      totalItem: 13,
      totalPrice: 13000,
      totalDiscountedPrice: 10400,
      discount: 2600,
    });
    expect(cart.skipped).toEqual([
      { productId: 'legacy-id', size: 's', reason: 'not_found' },
      { productId: ring.id, size: 'l', reason: 'out_of_stock' },
      { productId: ring.id, size: 'xxl', reason: 'unknown_size' },
      { productId: gone.id, size: 's', reason: 'not_found' },
    ]);
    // Every line added short or not at all, with the reason, for the notice after sign-in.
    const title = ring.title;
    expect(cart.adjusted).toEqual([
      { productId: 'legacy-id', size: 's', title: null, requested: 1, added: 0, reason: 'unavailable' },
      { productId: ring.id, size: 's', title, requested: 5, added: 2, reason: 'stock', available: 3 },
      { productId: ring.id, size: 'm', title, requested: 13, added: 10, reason: 'max' },
      { productId: ring.id, size: 'l', title, requested: 1, added: 0, reason: 'stock', available: 0 },
      { productId: ring.id, size: 'xxl', title, requested: 1, added: 0, reason: 'unavailable' },
      { productId: gone.id, size: 's', title: null, requested: 1, added: 0, reason: 'unavailable' },
    ]);
  });

  it('tells which guest lines were cut to the stock left, even when the account already had some', async () => {
    const user = await createUser(t);
    const ring = await createProduct(t, { sizes: { '7': 1, '8': 4 } });
    await addToCart(t, user, ring.id, '8', 3);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/merge',
      headers: user.headers,
      payload: {
        cartItems: [
          { productId: ring.id, size: '7', quantity: 3 },
          { productId: ring.id, size: '8', quantity: 2 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cartItems.map((i: { size: string; quantity: number }) => [i.size, i.quantity])).toEqual(
      [
        ['8', 4],
        ['7', 1],
      ],
    );
    expect(res.json().adjusted).toEqual([
      {
        productId: ring.id,
        size: '7',
        title: ring.title,
        requested: 3,
        added: 1,
        reason: 'stock',
        available: 1,
      },
      {
        productId: ring.id,
        size: '8',
        title: ring.title,
        requested: 2,
        added: 1,
        reason: 'stock',
        available: 4,
      },
    ]);
    expect(res.json().skipped).toEqual([]);
  });

  it('accepts an empty guest cart and rejects bad quantities with 400', async () => {
    const user = await createUser(t);
    const product = await createProduct(t);
    const empty = await clientOf(t, user).put('/api/cart/merge', { cartItems: [] });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ cartItems: [], skipped: [], adjusted: [] });
    const bad = await clientOf(t, user).put('/api/cart/merge', {
      cartItems: [{ productId: product.id, size: 's', quantity: -1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await getCart(user)).json().cartItems).toEqual([]);
  });

  it('S36 a cart holds at most 100 lines: the 101st is 409 CART_FULL, and a merge reports what did not fit', async () => {
    const user = await createUser(t);
    const sizes = Object.fromEntries(Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => [`${i + 1}`, 2]));
    const product = await createProduct(t, { sizes });
    for (let n = 1; n <= MAX_CART_LINES; n++) await addToCart(t, user, product.id, `${n}`, 1);
    const add = (size: string) => putInCart(t, user, { productId: product.id, size });
    const full = await add(`${MAX_CART_LINES + 1}`);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'CART_FULL' });
    // More of a line already there still fits.
    expect((await add('1')).statusCode).toBe(200);

    const merged = await clientOf(t, user).put('/api/cart/merge', {
      cartItems: [{ productId: product.id, size: `${MAX_CART_LINES + 1}`, quantity: 1 }],
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().cartItems).toHaveLength(MAX_CART_LINES);
    expect(merged.json().adjusted).toEqual([
      {
        productId: product.id,
        size: `${MAX_CART_LINES + 1}`,
        title: product.title,
        requested: 1,
        added: 0,
        reason: 'cart_full',
      },
    ]);
  });
});
