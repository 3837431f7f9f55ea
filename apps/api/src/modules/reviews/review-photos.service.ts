import { REVIEW_PHOTOS_MAX, type ReviewPhoto, type ReviewPhotoStripItem } from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { reviewPhotos, reviews } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { storeImage, UPLOADS_URL_PREFIX, VARIANT_WIDTHS } from '../catalog/uploads.service.ts';
import type { PictureStore } from '../media/storage/picture-store.ts';

const photoUrl = (name: string) => `${UPLOADS_URL_PREFIX}${name}.webp`;
const photoReply = (row: { id: string; name: string }): ReviewPhoto => ({
  id: row.id,
  url: photoUrl(row.name),
});

/** The shown photos of the given reviews, by review id, in the order they were added. */
export async function shownPhotosOf(db: DbOrTx, reviewIds: string[]): Promise<Map<string, ReviewPhoto[]>> {
  const byReview = new Map<string, ReviewPhoto[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ id: reviewPhotos.id, reviewId: reviewPhotos.reviewId, name: reviewPhotos.name })
    .from(reviewPhotos)
    .where(and(inArray(reviewPhotos.reviewId, reviewIds), isNull(reviewPhotos.hiddenAt)))
    .orderBy(asc(reviewPhotos.position));
  for (const row of rows)
    byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), photoReply(row)]);
  return byReview;
}

/** Every shown photo of the product's shown reviews, newest review first: the product page's strip. */
export async function productPhotoStrip(db: Database, productId: string): Promise<ReviewPhotoStripItem[]> {
  const rows = await db
    .select({
      id: reviewPhotos.id,
      name: reviewPhotos.name,
      reviewId: reviews.id,
      authorName: reviews.authorName,
    })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt), isNull(reviewPhotos.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id), asc(reviewPhotos.position))
    .limit(60);
  return rows.map((row) => ({ ...photoReply(row), reviewId: row.reviewId, authorName: row.authorName }));
}

const tooMany = () => conflict('TOO_MANY_PHOTOS', `A review can carry at most ${REVIEW_PHOTOS_MAX} photos`);

async function photoCount(db: DbOrTx, reviewId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
  return row?.n ?? 0;
}

/** The author's own review (anyone else's answers 404, as if it did not exist). */
async function ownReview(db: DbOrTx, reviewId: string, userId: string, lock = false) {
  const query = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Review');
  return row;
}

async function removeStored(store: PictureStore, name: string) {
  const files = [`${name}.webp`, ...VARIANT_WIDTHS.map((width) => `${name}-${width}.webp`)];
  await Promise.all(files.map((file) => store.remove(file).catch(() => {})));
}

/**
 * Adds a photo to the author's review with the rules of product images (storeImage: JPEG, PNG or WebP by its
 * bytes, re-encoded without metadata, width variants). The count is checked before the picture is stored and
 * again under the review's lock, so a fourth photo, even racing, changes nothing: its files are removed.
 * Answers the photo and the upload name (for its AVIF copies).
 */
export async function addReviewPhoto(
  db: Database,
  store: PictureStore,
  input: { reviewId: string; userId: string; image: Buffer },
): Promise<{ photo: ReviewPhoto; name: string }> {
  await ownReview(db, input.reviewId, input.userId);
  if ((await photoCount(db, input.reviewId)) >= REVIEW_PHOTOS_MAX) throw tooMany();
  const stored = await storeImage(store, input.image);
  try {
    const photo = await db.transaction(async (tx) => {
      await ownReview(tx, input.reviewId, input.userId, true);
      const position = await photoCount(tx, input.reviewId);
      if (position >= REVIEW_PHOTOS_MAX) throw tooMany();
      const [row] = await tx
        .insert(reviewPhotos)
        .values({ reviewId: input.reviewId, name: stored.name, position })
        .returning();
      if (!row) throw new Error('review photo not stored');
      return photoReply(row);
    });
    return { photo, name: stored.name };
  } catch (error) {
    await removeStored(store, stored.name);
    throw error;
  }
}
