import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredTo } from '../../../test/helpers/delivered.ts';
import { createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { orders, products } from '../../db/schema/index.ts';

describe('reviews', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ template: 'empty' })));
  afterAll(async () => t.close());

  const post = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/reviews', headers: user.headers, payload });
  const listFor = (productId: string) =>
    t.app.inject({ method: 'GET', url: `/api/reviews/product/${productId}` });
  const ratingOf = async (productId: string) => {
    const [row] = await t.db
      .select({ average: products.ratingAverage, count: products.ratingsCount })
      .from(products)
      .where(eq(products.id, productId));
    return row;
  };

  it('lets a customer who received the product review it once, and keeps the rating in step', async () => {
    const product = await createProduct(t, { sizes: { s: 10 } });
    const asha = await deliveredTo(t, product.id, { firstName: 'Asha', lastName: 'Verma' });
    const ravi = await deliveredTo(t, product.id, { firstName: 'Ravi', lastName: 'kumar' });
    const first = await post(asha, {
      productId: product.id,
      rating: 4.5,
      text: '  Lovely shine, fits well.  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      _id: expect.any(String),
      id: first.json()._id,
      productId: product.id,
      rating: 4.5,
      text: 'Lovely shine, fits well.',
      authorName: 'Asha V.',
      createdAt: expect.any(String),
      verifiedBuyer: true,
      photos: [],
      ownerReply: null,
    });
    expect(await ratingOf(product.id)).toEqual({ average: 4.5, count: 1 });
    expect(
      (await post(ravi, { productId: product.id, rating: 2, text: 'Smaller than expected' })).statusCode,
    ).toBe(201);
    expect(await ratingOf(product.id)).toEqual({ average: 3.25, count: 2 });

    const again = await post(asha, { productId: product.id, rating: 1, text: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REVIEWED');
    expect(await ratingOf(product.id)).toEqual({ average: 3.25, count: 2 });

    const list = await listFor(product.id);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { authorName: string }) => r.authorName)).toEqual(['Ravi K.', 'Asha V.']);
  });

  it('refuses a customer without a delivered order of the product with 403 NOT_ELIGIBLE', async () => {
    const product = await createProduct(t);
    const stranger = await createUser(t);
    const res = await post(stranger, { productId: product.id, rating: 5, text: 'Great' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_ELIGIBLE');
    const waiting = await createUser(t);
    const order = await placeOrder(t, waiting, [{ productId: product.id, size: 's' }]);
    await t.db.update(orders).set({ status: 'SHIPPED' }).where(eq(orders.id, order._id));
    expect((await post(waiting, { productId: product.id, rating: 5, text: 'Great' })).statusCode).toBe(403);
    expect((await listFor(product.id)).json()).toEqual([]);
    expect(await ratingOf(product.id)).toEqual({ average: 0, count: 0 });
  });

  it('S06 rejects a user id in the body, and the author is always the signed-in user', async () => {
    const product = await createProduct(t, { sizes: { s: 10 } });
    const author = await deliveredTo(t, product.id, { firstName: 'Meera', lastName: 'Shah' });
    const victim = await createUser(t, { firstName: 'Victim', lastName: 'User' });
    const smuggled = await post(author, { productId: product.id, rating: 1, text: 'Bad', userId: victim.id });
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json().code).toBe('INVALID_INPUT');
    const honest = await post(author, { productId: product.id, rating: 5, text: 'Good' });
    expect(honest.json().authorName).toBe('Meera S.');
    expect((await listFor(product.id)).json().map((r: { authorName: string }) => r.authorName)).toEqual([
      'Meera S.',
    ]);
  });

  it('rejects ratings off the half steps or out of range, and empty or overlong text, with 400', async () => {
    const product = await createProduct(t, { sizes: { s: 10 } });
    const user = await deliveredTo(t, product.id);
    for (const rating of [0, 0.25, 4.7, 5.5, -1, '4', null]) {
      const res = await post(user, { productId: product.id, rating, text: 'ok' });
      expect(res.statusCode, `rating ${rating}`).toBe(400);
    }
    for (const text of ['', '   ', 'x'.repeat(2001), 'nul\u0000byte']) {
      const res = await post(user, { productId: product.id, rating: 3, text });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await post(user, { productId: product.id, rating: 0.5, text: 'x'.repeat(2000) })).statusCode,
    ).toBe(201);
  });

  it('S13 stores markup in a review as plain text', async () => {
    const product = await createProduct(t, { sizes: { s: 10 } });
    const user = await deliveredTo(t, product.id);
    const text = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    expect((await post(user, { productId: product.id, rating: 3, text })).statusCode).toBe(201);
    const list = await listFor(product.id);
    expect(list.headers['content-type']).toMatch(/application\/json/);
    expect(list.json()[0].text).toBe(text);
  });

  it('answers 404 for an unknown or deleted product and 401 without a token', async () => {
    const product = await createProduct(t);
    const user = await createUser(t);
    expect((await listFor('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).statusCode).toBe(404);
    expect((await listFor('nope')).statusCode).toBe(400);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, product.id));
    expect((await listFor(product.id)).statusCode).toBe(404);
    expect((await post(user, { productId: product.id, rating: 3, text: 'x' })).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { productId: product.id, rating: 3, text: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
