import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, requiredRef } from './columns.ts';
import { users } from './users.ts';

/** A customer's saved products; one row per product, newest first in every list. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    productId: requiredRef('product_id', () => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
  ],
);
