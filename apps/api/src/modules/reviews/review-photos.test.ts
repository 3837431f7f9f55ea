import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, sendFile } from '../../../test/helpers/images.ts';
import { startPicturesApp } from '../../../test/helpers/pictures-app.ts';
import { reviewedByBuyer } from '../../../test/helpers/reviews.ts';
import { createProduct, type TestProduct } from '../../../test/helpers/shop.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { products } from '../../db/schema/index.ts';

describe('photo reviews', () => {
  let t: TestApp;
  let admin: TestUser;
  let dataDir: string;
  let stop: () => Promise<void>;
  /** The stored WebP files (AVIF copies are written later by a job, so they are left out). */
  const webpFiles = async () =>
    (await readdir(path.join(dataDir, 'uploads')).catch(() => [])).filter((f) => f.endsWith('.webp')).sort();

  beforeAll(async () => ({ t, admin, dataDir, stop } = await startPicturesApp()));
  afterAll(() => stop());

  /** A customer to whom the product was delivered, and their review of it. */
  const reviewedBy = (product: TestProduct, firstName = 'Asha') => reviewedByBuyer(t, product.id, firstName);

  const addPhoto = (user: TestUser, reviewId: string, body: ReturnType<typeof multipart>) =>
    sendFile(t, body, user.headers, { url: `/api/reviews/${reviewId}/photos` });
  const photoOf = async (width = 900) => multipart(await png(width, 600), 'hand.png', 'image/png', 'photo');
  const shown = async (productId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/reviews/product/${productId}` })).json();
  const strip = async (productId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/reviews/product/${productId}/photos` })).json();

  it('takes up to 3 photos, resized like product images, and refuses a 4th with 409 TOO_MANY_PHOTOS', async () => {
    const product = await createProduct(t, { sizes: { s: 5 } });
    const { user, reviewId } = await reviewedBy(product);
    const urls: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await addPhoto(user, reviewId, await photoOf(1600));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().url).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.webp$/);
      urls.push(res.json().url);
    }
    const name = path.basename(urls[0] ?? '', '.webp');
    expect(await webpFiles()).toEqual(
      expect.arrayContaining([`${name}.webp`, `${name}-400.webp`, `${name}-800.webp`]),
    );
    const before = await webpFiles();

    const fourth = await addPhoto(user, reviewId, await photoOf());
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({
      code: 'TOO_MANY_PHOTOS',
      message: 'A review can carry at most 3 photos',
    });
    expect(await webpFiles()).toEqual(before);

    const [review] = await shown(product.id);
    expect(review).toMatchObject({ verifiedBuyer: true, authorName: 'Asha V.' });
    expect(review.photos.map((p: { url: string }) => p.url)).toEqual(urls);
    expect((await strip(product.id)).map((p: { url: string }) => p.url)).toEqual(urls);
  });

  it('refuses a file that is not a picture or is too big with a clear error, and stores nothing', async () => {
    const product = await createProduct(t, { sizes: { s: 5 } });
    const { user, reviewId } = await reviewedBy(product);
    const before = await webpFiles();

    const script = multipart(Buffer.from('<svg onload="alert(1)"/>'), 'a.png', 'image/png', 'photo');
    const badType = await addPhoto(user, reviewId, script);
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'The file must be a JPEG, PNG or WebP image',
    });

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await addPhoto(user, reviewId, multipart(gif, 'a.gif', 'image/gif', 'photo'))).statusCode).toBe(
      400,
    );

    const huge = multipart(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png', 'photo');
    const tooBig = await addPhoto(user, reviewId, huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');

    expect(await webpFiles()).toEqual(before);
    expect((await shown(product.id))[0].photos).toEqual([]);
  });

  it("refuses a photo on someone else's review (404) and without signing in (401)", async () => {
    const product = await createProduct(t, { sizes: { s: 5 } });
    const { reviewId } = await reviewedBy(product);
    const other = await createUser(t);
    expect((await addPhoto(other, reviewId, await photoOf())).statusCode).toBe(404);
    const body = await photoOf();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${reviewId}/photos`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await shown(product.id))[0].photos).toEqual([]);
  });

  it('the admin hides a photo or a whole review: not shown publicly, and a hidden review is not rated', async () => {
    const product = await createProduct(t, { sizes: { s: 5 } });
    const asha = await reviewedBy(product, 'Asha');
    const kept = (await addPhoto(asha.user, asha.reviewId, await photoOf())).json();
    const hidden = (await addPhoto(asha.user, asha.reviewId, await photoOf())).json();
    const ravi = await reviewedBy(product, 'Ravi');
    await addPhoto(ravi.user, ravi.reviewId, await photoOf());

    const patch = (url: string, hiddenFlag: boolean, user: TestUser = admin) =>
      t.app.inject({ method: 'PUT', url, headers: user.headers, payload: { hidden: hiddenFlag } });
    const photoUrl = `/api/admin/reviews/${asha.reviewId}/photos/${hidden.id}`;
    expect((await patch(photoUrl, true, asha.user)).statusCode).toBe(403);
    expect((await patch(photoUrl, true)).statusCode).toBe(200);
    expect((await patch(`/api/admin/reviews/${ravi.reviewId}`, true)).statusCode).toBe(200);

    const reviews = await shown(product.id);
    expect(reviews.map((r: { id: string }) => r.id)).toEqual([asha.reviewId]);
    expect(reviews[0].photos).toEqual([kept]);
    expect(await strip(product.id)).toEqual([{ ...kept, reviewId: asha.reviewId, authorName: 'Asha V.' }]);
    const [rating] = await t.db
      .select({ count: products.ratingsCount })
      .from(products)
      .where(eq(products.id, product.id));
    expect(rating?.count).toBe(1);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: admin.headers });
    const ashaRow = list.json().content.find((r: { id: string }) => r.id === asha.reviewId);
    expect(ashaRow.photos.map((p: { hidden: boolean }) => p.hidden)).toEqual([false, true]);
    expect(list.json().content.find((r: { id: string }) => r.id === ravi.reviewId).hidden).toBe(true);

    // Shown again.
    expect((await patch(photoUrl, false)).statusCode).toBe(200);
    expect((await shown(product.id))[0].photos).toEqual([kept, hidden]);
  });
});
