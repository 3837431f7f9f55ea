import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** A customer's saved products; one row per product, newest first in every list. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
  ],
);
