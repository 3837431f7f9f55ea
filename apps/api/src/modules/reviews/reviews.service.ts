import type { CreateReviewBody, ReviewPhoto, ReviewReply } from '@shop/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products, reviews } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { shownPhotosOf } from './review-photos.service.ts';

type ReviewRow = typeof reviews.$inferSelect;

function reviewReply(row: ReviewRow, photos: ReviewPhoto[] = []): ReviewReply {
  return {
    _id: row.id,
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    text: row.text,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    verifiedBuyer: true,
    photos,
    ownerReply: ownerReplyOf(row),
  };
}

/** The owner's answer stored on a review row, as the API gives it. */
export function ownerReplyOf(row: Pick<ReviewRow, 'reply' | 'repliedAt'>): ReviewReply['ownerReply'] {
  return row.reply && row.repliedAt ? { text: row.reply, repliedAt: row.repliedAt.toISOString() } : null;
}

/** The product's average and count over the reviews the admin has not hidden. */
export async function refreshProductRating(tx: DbOrTx, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({
      ratingAverage: sql`(select coalesce(round(avg(r.rating), 2), 0) from ${reviews} r where r.product_id = ${products.id} and r.hidden_at is null)`,
      ratingsCount: sql`(select count(*) from ${reviews} r where r.product_id = ${products.id} and r.hidden_at is null)`,
    })
    .where(eq(products.id, productId));
}

/** "Asha V.": the first name and the initial of the last name, so a review does not publish a full name. */
export function authorName(user: Pick<AuthUser, 'firstName' | 'lastName'>): string {
  const initial = user.lastName.trim().charAt(0);
  return initial ? `${user.firstName.trim()} ${initial.toUpperCase()}.` : user.firstName.trim();
}

export async function productExists(db: DbOrTx, productId: string, lock = false): Promise<boolean> {
  const query = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  const rows = lock ? await query.for('no key update') : await query;
  return rows.length > 0;
}

export async function listReviews(
  db: Database,
  productId: string,
  page: { pageNumber: number; pageSize: number },
): Promise<ReviewReply[]> {
  if (!(await productExists(db, productId))) throw notFound('Product');
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.pageSize)
    .offset(page.pageNumber * page.pageSize);
  const photos = await shownPhotosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => reviewReply(row, photos.get(row.id)));
}

/**
 * A review by the signed-in user (never anyone named in the body, S06), allowed once per product and only
 * after an order with that product was delivered to them. The product's average and count are updated in
 * the same transaction; the product row is locked first so concurrent reviews each count.
 */
export async function createReview(
  db: Database,
  author: Pick<AuthUser, 'id' | 'firstName' | 'lastName'>,
  input: CreateReviewBody,
): Promise<ReviewReply> {
  return db.transaction(async (tx) => {
    if (!(await productExists(tx, input.productId, true))) throw notFound('Product');
    const delivered = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.userId, author.id),
          eq(orders.status, 'DELIVERED'),
          eq(orderItems.productId, input.productId),
        ),
      )
      .limit(1);
    if (delivered.length === 0) {
      throw new AppError(
        403,
        'NOT_ELIGIBLE',
        'You can review a product once an order with it has been delivered to you',
      );
    }
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: input.productId,
        userId: author.id,
        authorName: authorName(author),
        rating: input.rating,
        text: input.text,
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning();
    if (!row) throw conflict('ALREADY_REVIEWED', 'You have already reviewed this product');
    await refreshProductRating(tx, input.productId);
    return reviewReply(row);
  });
}
