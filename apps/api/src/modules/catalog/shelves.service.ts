import { type ProductShelf, SHELF_DEFAULT } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shownToShoppers } from '../../lib/shown-to-shoppers.ts';
import { PRODUCT_COLUMNS, type ProductRow, toProduct } from './product-row.ts';

/** Bestsellers count the sales of this many days: what sells now, not what sold a year ago. */
export const BESTSELLER_DAYS = 90;

async function shelf(db: DbOrTx, statement: SQL): Promise<ProductShelf> {
  const rows = (await db.execute<ProductRow>(statement)).rows;
  return { content: rows.map(toProduct) };
}

/**
 * The pieces that sold the most units in paid orders (online, or COD once the cash is in) of the last
 * BESTSELLER_DAYS days, cancelled orders left out; only pieces still on sale and in stock. A shop with no
 * sales yet has no bestsellers: the row is empty rather than made up.
 */
export function bestsellers(db: DbOrTx, limit = SHELF_DEFAULT): Promise<ProductShelf> {
  return shelf(
    db,
    sql`select ${PRODUCT_COLUMNS}
        from (select oi.product_id, sum(oi.quantity) as units
              from order_items oi join orders o on o.id = oi.order_id
              where o.paid_at is not null and o.status <> 'CANCELLED' and oi.product_id is not null
                and o.paid_at > now() - make_interval(days => ${BESTSELLER_DAYS})
              group by oi.product_id) sold
        join products p on p.id = sold.product_id
        where ${shownToShoppers(sql`p`)} and p.total_quantity > 0
        order by sold.units desc, p.created_at desc, p.id
        limit ${limit}`,
  );
}

/** The newest pieces in stock. */
export function newArrivals(db: DbOrTx, limit = SHELF_DEFAULT): Promise<ProductShelf> {
  return shelf(
    db,
    sql`select ${PRODUCT_COLUMNS} from products p
        where ${shownToShoppers(sql`p`)} and p.total_quantity > 0
        order by p.created_at desc, p.id
        limit ${limit}`,
  );
}
