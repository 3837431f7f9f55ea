import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, id, requiredRef, timestamptz } from './columns.ts';
import { users } from './users.ts';

/**
 * "Notify me" on a sold-out size. Keyed by the size's name, not its row, because an admin edit may replace a
 * product's size rows. `notified_at` is set in the transaction that queues the one mail, so a request is
 * mailed once whichever path brought the stock back (the restock job looks at stock, not at who changed it).
 */
export const restockRequests = pgTable(
  'restock_requests',
  {
    id: id(),
    productId: requiredRef('product_id', () => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    /** Lower case; a guest's own address or the signed-in customer's. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest's phone (10 digits), kept only when they ticked WhatsApp and marketing: told there too. */
    whatsappPhone: text('whatsapp_phone'),
    createdAt: createdAt(),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [
    // One waiting request per address and size (asking twice changes nothing); also the restock job's lookup.
    uniqueIndex('restock_requests_waiting_key')
      .on(t.productId, t.size, t.email)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
