// Zod schemas for the reviews area: shared by the API (validation, OpenAPI) and the web app (forms).
import { z } from 'zod';
import { REVIEW_TEXT_MAX } from '../reviews.ts';

/** The author is always the signed-in user: a `userId` in the body is an unknown field and rejected (S06). */
export const createReviewBody = z.strictObject({
  productId: z.uuid({ message: 'must be a valid product id' }),
  rating: z
    .number({ message: 'must be a number' })
    .min(0.5, { message: 'must be at least 0.5' })
    .max(5, { message: 'must be at most 5' })
    .multipleOf(0.5, { message: 'must be in half steps (0.5, 1, 1.5 … 5)' }),
  text: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(REVIEW_TEXT_MAX, { message: `must be at most ${REVIEW_TEXT_MAX} characters` })
    .refine((text) => !text.includes('\u0000'), { message: 'must not contain NUL characters' }),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

/** A photo of a review: `url` is the main WebP; `-400`/`-800` variants and AVIF copies sit beside it. */
export const reviewPhoto = z.object({ id: z.string(), url: z.string() });
export type ReviewPhoto = z.infer<typeof reviewPhoto>;

/** The owner's public answer under a review (plain text, shown escaped). */
export const ownerReply = z.object({ text: z.string(), repliedAt: z.string() });
export type OwnerReply = z.infer<typeof ownerReply>;
export const OWNER_REPLY_MAX = 1000;

/** PUT /api/admin/reviews/{id}/reply: the owner's answer; null (or blank) takes it down. */
export const ownerReplyBody = z.strictObject({
  text: z
    .string()
    .trim()
    .max(OWNER_REPLY_MAX, { message: `must be at most ${OWNER_REPLY_MAX} characters` })
    .refine((text) => !text.includes('\u0000'), { message: 'must not contain NUL characters' })
    .nullable(),
});
export type OwnerReplyBody = z.infer<typeof ownerReplyBody>;

export const reviewReply = z.object({
  _id: z.string(),
  id: z.string(),
  productId: z.string(),
  rating: z.number(),
  text: z.string(),
  /** First name and the initial of the last name, e.g. "Asha V.". */
  authorName: z.string(),
  createdAt: z.string(),
  /** Every review comes from a customer an order with the product was delivered to. */
  verifiedBuyer: z.literal(true),
  /** The photos the admin has not hidden, in the order they were added. */
  photos: z.array(reviewPhoto),
  /** The owner's answer, or null. */
  ownerReply: ownerReply.nullable(),
});
export type ReviewReply = z.infer<typeof reviewReply>;

/** GET /api/reviews/product/{id}/photos: every shown photo of the product's shown reviews, newest first. */
export const reviewPhotoStripItem = reviewPhoto.extend({ reviewId: z.string(), authorName: z.string() });
export type ReviewPhotoStripItem = z.infer<typeof reviewPhotoStripItem>;

/** The admin's view of a review: hidden ones too, with each photo's own hidden flag. */
export const adminReviewReply = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  rating: z.number(),
  text: z.string(),
  authorName: z.string(),
  authorEmail: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
  photos: z.array(reviewPhoto.extend({ hidden: z.boolean() })),
  ownerReply: ownerReply.nullable(),
});
export type AdminReviewReply = z.infer<typeof adminReviewReply>;

export const adminReviewsReply = z.object({
  content: z.array(adminReviewReply),
  totalElements: z.number(),
  totalPages: z.number(),
});
export type AdminReviewsReply = z.infer<typeof adminReviewsReply>;

/** PUT /api/admin/reviews/{id} and …/photos/{photoId}: hide or show again. */
export const hideBody = z.strictObject({ hidden: z.boolean() });
export type HideBody = z.infer<typeof hideBody>;
