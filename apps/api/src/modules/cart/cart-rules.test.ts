import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { addToCart, createProduct, getCart, putInCart } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { products } from '../../db/schema/index.ts';

describe('cart rules', () => {
  const t = setUpTestApp({ template: 'empty' });

  it('S09 refuses an unknown size (400), an unknown product (404) and a deleted product (404)', async () => {
    const user = await createUser(t);
    const product = await createProduct(t);
    const add = (payload: object) => putInCart(t, user, payload);
    const unknownSize = await add({ productId: product.id, size: 'xxl' });
    expect(unknownSize.statusCode).toBe(400);
    expect(unknownSize.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: `${product.title} has no size xxl`,
    });
    const unknownProduct = await add({ productId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', size: 's' });
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json().code).toBe('NOT_FOUND');
    expect((await add({ productId: 'not-a-uuid', size: 's' })).statusCode).toBe(400);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, product.id));
    expect((await add({ productId: product.id, size: 's' })).statusCode).toBe(404);
    expect((await getCart(t, user)).json().cartItems).toEqual([]);
  });

  it('S07 rejects quantities -1, 0, 1.5, "1", 1e308, 2^53+1 and 11 when adding and updating', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { sizes: { s: 10 } });
    const { cartItem } = await addToCart(t, user, product.id, 's', 2);
    for (const quantity of [-1, 0, 1.5, '1', 1e308, 2 ** 53 + 1, 11, null, true]) {
      const add = await putInCart(t, user, { productId: product.id, size: 's', quantity });
      expect(add.statusCode, `add ${quantity}`).toBe(400);
      expect(add.json().code).toBe('INVALID_INPUT');
      const update = await clientOf(t, user).put(`/api/cart_items/${cartItem._id}`, { quantity });
      expect(update.statusCode, `update ${quantity}`).toBe(400);
    }
    const cart = (await getCart(t, user)).json();
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.totalItem).toBe(2);
  });

  it('S07 keeps a line at 10 at most, even when added up', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { sizes: { s: 50 } });
    await addToCart(t, user, product.id, 's', 8);
    const res = await putInCart(t, user, { productId: product.id, size: 's', quantity: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 10/);
    expect((await getCart(t, user)).json().totalItem).toBe(8);
  });

  it('S08 refuses a price sent with an added line and never trusts one', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { price: 500, discountedPrice: 400 });
    const res = await putInCart(t, user, { productId: product.id, size: 's', price: 1, discountedPrice: 1 });
    expect(res.statusCode).toBe(400);
    expect((await getCart(t, user)).json().cartItems).toEqual([]);
  });

  it("S01 S02 answers 404 for another user's cart item and changes nothing", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const product = await createProduct(t);
    const { cartItem } = await addToCart(t, owner, product.id, 's', 2);
    const update = await clientOf(t, other).put(`/api/cart_items/${cartItem._id}`, { quantity: 1 });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Cart item not found' });
    const remove = await clientOf(t, other).delete(`/api/cart_items/${cartItem._id}`);
    expect(remove.statusCode).toBe(404);
    expect((await getCart(t, other)).json().cartItems).toEqual([]);
    const ownerCart = (await getCart(t, owner)).json();
    expect(ownerCart.cartItems).toHaveLength(1);
    expect(ownerCart.cartItems[0].quantity).toBe(2);
  });

  it('S14 answers 400 for an id that is not a UUID', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/cart_items/123', headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_INPUT');
  });
});
