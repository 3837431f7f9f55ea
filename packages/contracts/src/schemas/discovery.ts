// Zod schemas for search suggestions, information pages, the shop's public details and the wishlist.
import { z } from 'zod';
import { WISHLIST_MAX } from '../pages.ts';
import { pageNumberParam, pageSizeParam } from './common.ts';

export const SUGGEST_MAX_LENGTH = 64;

export const suggestQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(SUGGEST_MAX_LENGTH, `must be at most ${SUGGEST_MAX_LENGTH} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters'),
});

export const suggestReply = z.object({
  products: z.array(
    z.object({ _id: z.string(), title: z.string(), Image: z.string(), discountedPrice: z.number() }),
  ),
  categories: z.array(z.object({ name: z.string(), label: z.string(), path: z.string() })),
});
export type SuggestReply = z.infer<typeof suggestReply>;

/** Any short name: a page the shop does not have is a 404, like any other missing thing. */
export const infoPageParams = z.object({ slug: z.string().max(64, 'must be at most 64 characters') });

export const infoPageReply = z.object({ slug: z.string(), title: z.string(), html: z.string() });
export type InfoPageReply = z.infer<typeof infoPageReply>;

export const wishlistQuery = z.object({ pageNumber: pageNumberParam, pageSize: pageSizeParam(20) });

/** The saved product ids, newest first: what the hearts on every card need, in one small reply. */
export const wishlistIdsReply = z.object({ productIds: z.array(z.string()) });
export type WishlistIdsReply = z.infer<typeof wishlistIdsReply>;

/** The guest's list from local storage; ids that are not products (any more) are skipped, not refused. */
export const wishlistMergeBody = z.strictObject({
  productIds: z.array(z.string().max(100)).max(WISHLIST_MAX, `must have at most ${WISHLIST_MAX} ids`),
});
export const wishlistMergeReply = wishlistIdsReply.extend({ skipped: z.array(z.string()) });
export type WishlistMergeReply = z.infer<typeof wishlistMergeReply>;
