import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { addToCart, createProduct, getCart, productSnapshot, putInCart } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { buildTestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';

describe('cart', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('answers an empty cart for a new user, with and without the trailing slash', async () => {
    const user = await createUser(t);
    for (const url of ['/api/cart/', '/api/cart']) {
      const res = await getCart(t, user, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        _id: expect.any(String),
        cartItems: [],
        totalItem: 0,
        totalPrice: 0,
        totalDiscountedPrice: 0,
        discount: 0,
        deliveryCharge: 0,
        coupon: null,
        couponDiscount: 0,
        totalPayable: 0,
        storeCredit: { use: false, balance: 0, applied: 0 },
        giftCard: null,
      });
    }
    expect((await getCart(t, user, '/api/cart')).json()._id).toBe((await getCart(t, user)).json()._id);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cart/' });
    expect(res.statusCode).toBe(401);
  });

  it('adds a line with server prices, answers the cart and the added line, and adds up the same size', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { price: 1499, discountedPrice: 999, sizes: { s: 5, m: 2 } });
    const first = await putInCart(t, user, { productId: product.id, size: 'S' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.cartItem).toEqual({
      _id: expect.any(String),
      product: productSnapshot(product, { price: 1499, discountedPrice: 999, discountPercent: 33 }),
      size: 's',
      quantity: 1,
      price: 1499,
      discountedPrice: 999,
      personalisation: null,
    });
    expect(body.cartItems).toEqual([body.cartItem]);

    const second = await addToCart(t, user, product.id, 's', 2);
    expect(second.cartItems).toHaveLength(1);
    expect(second.cartItem).toMatchObject({
      _id: body.cartItem._id,
      quantity: 3,
      price: 4497,
      discountedPrice: 2997,
    });
    await addToCart(t, user, product.id, 'm', 1);
    const cart = (await getCart(t, user)).json();
    expect(cart).toMatchObject({
      totalItem: 4,
      totalPrice: 5996,
      totalDiscountedPrice: 3996,
      discount: 2000,
      deliveryCharge: 0,
      totalPayable: 3996,
    });
    expect(cart.cartItems.map((i: { size: string }) => i.size)).toEqual(['s', 'm']);
  });

  it('refuses more than the size has in stock with 409 OUT_OF_STOCK', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { sizes: { s: 2, m: 0 } });
    await addToCart(t, user, product.id, 's', 2);
    const more = await putInCart(t, user, { productId: product.id, size: 's', quantity: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `Only 2 left of ${product.title} in size s`,
    });
    const soldOut = await putInCart(t, user, { productId: product.id, size: 'm' });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe(`${product.title} in size m is out of stock`);
    expect((await getCart(t, user)).json().totalItem).toBe(2);
  });

  it('updates a quantity within stock and answers the line', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { price: 200, discountedPrice: 150, sizes: { s: 4 } });
    const { cartItem } = await addToCart(t, user, product.id, 's', 1);
    const res = await clientOf(t, user).put(`/api/cart_items/${cartItem._id}`, { quantity: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: cartItem._id,
      quantity: 4,
      price: 800,
      discountedPrice: 600,
      size: 's',
    });
    const tooMany = await clientOf(t, user).put(`/api/cart_items/${cartItem._id}`, { quantity: 5 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('OUT_OF_STOCK');
    expect((await getCart(t, user)).json().totalItem).toBe(4);
  });

  it('removes a line', async () => {
    const user = await createUser(t);
    const product = await createProduct(t);
    const { cartItem } = await addToCart(t, user, product.id, 's', 1);
    const res = await clientOf(t, user).delete(`/api/cart_items/${cartItem._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Item removed from cart' });
    expect((await getCart(t, user)).json().cartItems).toEqual([]);
    const again = await clientOf(t, user).delete(`/api/cart_items/${cartItem._id}`);
    expect(again.statusCode).toBe(404);
  });

  it('adds the configured delivery charge below the free-delivery threshold', async () => {
    const shop = await buildTestApp({
      database: t.database,
      env: { DELIVERY_CHARGE: '50', FREE_DELIVERY_MIN: '499' },
    });
    try {
      const user = await createUser(shop);
      const product = await createProduct(shop, { price: 300, discountedPrice: 250, sizes: { s: 5 } });
      const one = await addToCart(shop, user, product.id, 's', 1);
      expect(one).toMatchObject({ totalDiscountedPrice: 250, deliveryCharge: 50, totalPayable: 300 });
      const two = await addToCart(shop, user, product.id, 's', 1);
      expect(two).toMatchObject({ totalDiscountedPrice: 500, deliveryCharge: 0, totalPayable: 500 });
    } finally {
      await shop.close();
    }
  });
});
