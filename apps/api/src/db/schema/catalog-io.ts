import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { id, primaryRef, requiredRef, timestamps, timestamptz } from './columns.ts';

/** A Shopify `Handle` per imported product, so importing the same export again updates instead of duplicating. */
export const productHandles = pgTable('product_handles', {
  productId: primaryRef('product_id', () => products.id, { onDelete: 'cascade' }),
  handle: text('handle').notNull().unique(),
});

/**
 * Pictures named by an import, fetched after the import commits (S58). `position` 0 is the main picture.
 * `status`: waiting → done (stored under /media/uploads) or failed (the reason kept for the admin).
 */
export const pictureImports = pgTable(
  'picture_imports',
  {
    id: id(),
    productId: requiredRef('product_id', () => products.id, { onDelete: 'cascade' }),
    sourceUrl: text('source_url').notNull(),
    position: integer('position').notNull(),
    status: text('status').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    storedUrl: text('stored_url'),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [
    check('picture_imports_status_check', sql`${t.status} in ('waiting', 'done', 'failed')`),
    index('picture_imports_waiting_idx').on(t.createdAt).where(sql`${t.status} = 'waiting'`),
    // The storefront's "has its picture" test: a product whose main picture is an unfinished import is hidden.
    index('picture_imports_unfinished_idx').on(t.productId, t.sourceUrl).where(sql`${t.status} <> 'done'`),
  ],
);

/** One low-stock mail per day, however many instances run the job. */
export const lowStockMails = pgTable(
  'low_stock_mails',
  { day: date('day').notNull(), sentAt: timestamptz('sent_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.day] })],
);
