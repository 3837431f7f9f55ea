import type { AdminReviewReply, AdminReviewsReply } from '@shop/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, reviewPhotos, reviews, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { UPLOADS_URL_PREFIX } from '../catalog/uploads.service.ts';
import { ownerReplyOf, refreshProductRating } from './reviews.service.ts';

/** Every review, hidden ones too, newest first, with each photo and whether it is hidden. */
export async function listAdminReviews(
  db: Database,
  page: { pageNumber: number; pageSize: number },
): Promise<AdminReviewsReply> {
  const rows = await db
    .select({
      review: reviews,
      productTitle: products.title,
      authorEmail: users.email,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.pageSize)
    .offset(page.pageNumber * page.pageSize);
  const [total] = await db.select({ n: count() }).from(reviews);
  const ids = rows.map((row) => row.review.id);
  const photos = ids.length
    ? await db
        .select()
        .from(reviewPhotos)
        .where(inArray(reviewPhotos.reviewId, ids))
        .orderBy(asc(reviewPhotos.position))
    : [];
  const content: AdminReviewReply[] = rows.map(({ review, productTitle, authorEmail }) => ({
    id: review.id,
    productId: review.productId,
    productTitle,
    rating: review.rating,
    text: review.text,
    authorName: review.authorName,
    authorEmail,
    createdAt: review.createdAt.toISOString(),
    hidden: review.hiddenAt !== null,
    photos: photos
      .filter((photo) => photo.reviewId === review.id)
      .map((photo) => ({
        id: photo.id,
        url: `${UPLOADS_URL_PREFIX}${photo.name}.webp`,
        hidden: photo.hiddenAt !== null,
      })),
    ownerReply: ownerReplyOf(review),
  }));
  const totalElements = total?.n ?? 0;
  return { content, totalElements, totalPages: Math.ceil(totalElements / page.pageSize) };
}

/** Hides a review (or shows it again); the product's rating counts only shown reviews. */
export async function setReviewHidden(
  db: Database,
  actor: AuthUser,
  reviewId: string,
  hidden: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ hiddenAt: hidden ? new Date() : null })
      .where(eq(reviews.id, reviewId))
      .returning({ productId: reviews.productId, authorName: reviews.authorName });
    if (!row) throw notFound('Review');
    await refreshProductRating(tx, row.productId);
    const action = hidden ? 'review.hide' : 'review.show';
    await recordAudit(tx, actor, { action, entityType: 'review', entityId: reviewId, after: row });
  });
}

/**
 * The owner answers a review in public (or takes the answer down with null or blank text); audit logged with the
 * text before and after. Answers the reply as shoppers see it.
 */
export async function setOwnerReply(
  db: Database,
  actor: AuthUser,
  reviewId: string,
  text: string | null,
): Promise<AdminReviewReply['ownerReply']> {
  const reply = text?.trim() ? text.trim() : null;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reply: reviews.reply })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!before) throw notFound('Review');
    const [row] = await tx
      .update(reviews)
      .set({ reply, repliedAt: reply ? new Date() : null })
      .where(eq(reviews.id, reviewId))
      .returning({ reply: reviews.reply, repliedAt: reviews.repliedAt });
    await recordAudit(tx, actor, {
      action: reply ? 'review.reply' : 'review.reply-remove',
      entityType: 'review',
      entityId: reviewId,
      before: { reply: before.reply },
      after: { reply },
    });
    return row ? ownerReplyOf(row) : null;
  });
}

/** Hides one photo of a review (or shows it again). */
export async function setReviewPhotoHidden(
  db: Database,
  actor: AuthUser,
  ids: { reviewId: string; photoId: string },
  hidden: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(reviewPhotos)
      .set({ hiddenAt: hidden ? new Date() : null })
      .where(and(eq(reviewPhotos.id, ids.photoId), eq(reviewPhotos.reviewId, ids.reviewId)))
      .returning({ id: reviewPhotos.id });
    if (rows.length === 0) throw notFound('Photo');
    const action = hidden ? 'review.photo.hide' : 'review.photo.show';
    await recordAudit(tx, actor, { action, entityType: 'review', entityId: ids.reviewId, after: ids });
  });
}
