import { z } from 'zod';
import { product } from './catalog.ts';

/** The most pieces a shelf (a row of the home page) answers. */
export const SHELF_MAX = 24;
export const SHELF_DEFAULT = 8;

/** GET /api/products/bestsellers and /api/products/new-arrivals: `?limit=` pieces, in stock only. */
export const shelfQuery = z.object({
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(SHELF_MAX, `must be at most ${SHELF_MAX}`)
    .optional(),
});
export type ShelfQuery = z.infer<typeof shelfQuery>;

export const productShelf = z.object({ content: z.array(product) });
export type ProductShelf = z.infer<typeof productShelf>;
