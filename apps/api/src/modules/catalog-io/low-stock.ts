import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { indiaToday } from '../../lib/india-date.ts';
import { queueMail } from '../mail/outbox.service.ts';

export interface LowStockSize {
  productId: string;
  title: string;
  size: string;
  quantity: number;
}

/** Sizes of live products with `threshold` pieces or fewer, the emptiest first. */
export async function lowStockSizes(db: DbOrTx, threshold: number, limit = 200): Promise<LowStockSize[]> {
  const rows = await db.execute<{ product_id: string; title: string; size: string; quantity: number }>(sql`
    select p.id as product_id, p.title, s.name as size, s.quantity
    from product_sizes s join products p on p.id = s.product_id
    where p.deleted_at is null and s.quantity <= ${threshold}
    order by s.quantity, p.title, s.position limit ${limit}`);
  return rows.rows.map((r) => ({
    productId: r.product_id,
    title: r.title,
    size: r.size,
    quantity: r.quantity,
  }));
}

/**
 * Once per India day, when some size is low, one mail to every admin through the outbox. The day's row in
 * low_stock_mails is written in the same transaction as the mails, so several instances send it once.
 * Answers how many mails were queued.
 */
export async function sendDailyLowStockMail(
  db: Database,
  options: { threshold: number; appUrl: string; now?: Date },
): Promise<number> {
  const sizes = await lowStockSizes(db, options.threshold);
  if (sizes.length === 0) return 0;
  const day = indiaToday(options.now ?? new Date());
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(
      sql`insert into low_stock_mails (day) values (${day}::date) on conflict do nothing returning day`,
    );
    if (claimed.rows.length === 0) return 0;
    const admins = await tx.execute<{ email: string }>(
      sql`select email from users where role = 'admin' order by email`,
    );
    for (const { email } of admins.rows)
      await queueMail(tx, email, 'lowStock', {
        threshold: options.threshold,
        sizes: sizes.map(({ title, size, quantity }) => ({ title, size, quantity })),
        productsUrl: `${options.appUrl}/admin/products?stock=in_stock`,
      });
    return admins.rows.length;
  });
}
