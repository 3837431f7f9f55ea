// Zod schemas for the reviews area: shared by the API (validation, OpenAPI) and the web app (forms).
import { z } from 'zod';

export const REVIEW_TEXT_MAX = 2000;

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

export const reviewReply = z.object({
  _id: z.string(),
  id: z.string(),
  productId: z.string(),
  rating: z.number(),
  text: z.string(),
  /** First name and the initial of the last name, e.g. "Asha V.". */
  authorName: z.string(),
  createdAt: z.string(),
});
export type ReviewReply = z.infer<typeof reviewReply>;
