import { z } from 'zod';
import { productListQuery } from './catalog.ts';

export const BULK_MAX_IDS = 1000;

/** What a bulk edit does to every selected product. */
export const bulkAction = z.discriminatedUnion('kind', [
  /**
   * Sell at `percent` off the price (0 ends the discount). A product already sold at a deeper discount keeps
   * its lower price (counted in `skipped`) unless `includeDeeper` is true: a discount never raises a price
   * without the owner saying so (issue 40).
   */
  z.strictObject({
    kind: z.literal('discount'),
    percent: z.number().int().min(0).max(90),
    includeDeeper: z.boolean().optional(),
  }),
  /** Raise (or lower, negative) price and discounted price by a percent, rounded to whole rupees. */
  z.strictObject({ kind: z.literal('price'), percent: z.number().int().min(-90).max(500) }),
  /** Stock of every size (or one size by name) set to, or raised by, `quantity`. */
  z.strictObject({
    kind: z.literal('stock'),
    mode: z.enum(['set', 'add']),
    quantity: z.number().int().min(0).max(10_000),
    size: z.string().trim().toLowerCase().min(1).max(20).optional(),
  }),
  /** Show (true) or hide (false) the products on the storefront; hidden ones cannot be added to a cart. */
  z.strictObject({ kind: z.literal('listing'), listed: z.boolean() }),
]);
export type BulkAction = z.infer<typeof bulkAction>;

/** `POST /api/admin/products/bulk`: the products by id, or every product a products-table filter matches. */
export const bulkEditInput = z
  .strictObject({
    ids: z
      .array(z.uuid({ message: 'must be product ids' }))
      .min(1)
      .max(BULK_MAX_IDS)
      .optional(),
    filter: productListQuery.optional(),
    action: bulkAction,
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    message: 'give either ids or filter',
    path: ['ids'],
  });
export type BulkEditInput = z.infer<typeof bulkEditInput>;

/** `skipped`: products a discount left alone because they already sell at a deeper discount. */
export const bulkEditReply = z.object({
  matched: z.number().int(),
  changed: z.number().int(),
  skipped: z.number().int().default(0),
});
export type BulkEditReply = z.infer<typeof bulkEditReply>;
