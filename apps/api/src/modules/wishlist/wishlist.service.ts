import { type ProductPage, WISHLIST_MAX, type WishlistMergeReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { PRODUCT_COLUMNS, type ProductRow, toProduct } from '../catalog/product-row.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's saved pieces that can still be shown (deleted and unlisted products drop out), newest first. */
const savedItems = (userId: string) => sql`
  select w.product_id, w.created_at from wishlist_items w
  join products p on p.id = w.product_id and p.deleted_at is null and p.listed
  where w.user_id = ${userId}`;

/** The ids of the user's saved products, newest first: enough for the hearts on every card at once. */
export async function wishlistIds(db: DbOrTx, userId: string): Promise<string[]> {
  const result = await db.execute<{ product_id: string }>(
    sql`${savedItems(userId)} order by w.created_at desc, w.product_id desc`,
  );
  return result.rows.map((row) => row.product_id);
}

/** One page of the user's saved products as product cards, newest first. */
export async function wishlistPage(
  db: DbOrTx,
  userId: string,
  pageNumber: number,
  pageSize: number,
): Promise<ProductPage> {
  const result = await db.execute<ProductRow & { total: number }>(sql`
    with saved as (${savedItems(userId)})
    select c.total, r.* from (select count(*)::int as total from saved) c
    left join lateral (
      select ${PRODUCT_COLUMNS}, page.created_at as saved_at
      from (select product_id, created_at from saved order by created_at desc, product_id desc
            limit ${pageSize} offset ${pageNumber * pageSize}) page
      join products p on p.id = page.product_id
    ) r on true
    order by r.saved_at desc, r.id desc`);
  const total = result.rows[0]?.total ?? 0;
  return {
    content: result.rows.filter((row) => row.id !== null).map(toProduct),
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
    pageNumber,
    pageSize,
  };
}

/** Serialises one user's wishlist changes, so the size limit holds under parallel requests. */
async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
}

async function savedCount(tx: DbOrTx, userId: string): Promise<number> {
  const result = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from (${savedItems(userId)}) s`,
  );
  return result.rows[0]?.n ?? 0;
}

/** Saves a product (saving it again changes nothing); 404 for a product that does not exist, was deleted or is unlisted. */
export async function saveToWishlist(db: Database, userId: string, productId: string): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const product = await tx.execute<{ saved: boolean }>(sql`
      select exists(select 1 from wishlist_items w where w.user_id = ${userId} and w.product_id = p.id) as saved
      from products p where p.id = ${productId} and p.deleted_at is null and p.listed`);
    const row = product.rows[0];
    if (!row) throw notFound('Product');
    if (row.saved) return;
    if ((await savedCount(tx, userId)) >= WISHLIST_MAX)
      throw conflict(
        'WISHLIST_FULL',
        `Your wishlist holds up to ${WISHLIST_MAX} pieces. Remove one to save another.`,
      );
    await tx.execute(sql`insert into wishlist_items (user_id, product_id) values (${userId}, ${productId})
      on conflict do nothing`);
  });
  return wishlistIds(db, userId);
}

/** Removes a product from the wishlist; removing one that is not there changes nothing. */
export async function removeFromWishlist(db: DbOrTx, userId: string, productId: string): Promise<string[]> {
  await db.execute(sql`delete from wishlist_items where user_id = ${userId} and product_id = ${productId}`);
  return wishlistIds(db, userId);
}

/**
 * Adds a guest's list (newest first) on sign-in, keeping its order above what was saved before. Ids that are not
 * products, deleted products, and any beyond the size limit are skipped and listed.
 */
export async function mergeWishlist(
  db: Database,
  userId: string,
  productIds: string[],
): Promise<WishlistMergeReply> {
  const wanted = [...new Set(productIds)];
  const skipped = new Set(wanted.filter((id) => !UUID.test(id)));
  const candidates = wanted.filter((id) => UUID.test(id));
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (candidates.length === 0) return;
    const ids = sql.join(
      candidates.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const found = await tx.execute<{ id: string; saved: boolean }>(sql`
      select p.id, exists(select 1 from wishlist_items w where w.user_id = ${userId} and w.product_id = p.id) as saved
      from products p where p.id in (${ids}) and p.deleted_at is null and p.listed`);
    const known = new Map(found.rows.map((row) => [row.id, row.saved]));
    let room = WISHLIST_MAX - (await savedCount(tx, userId));
    const toInsert: string[] = [];
    for (const id of candidates) {
      const saved = known.get(id.toLowerCase());
      if (saved === undefined) skipped.add(id);
      else if (saved) continue;
      else if (room > 0) {
        toInsert.push(id.toLowerCase());
        room--;
      } else skipped.add(id);
    }
    if (toInsert.length === 0) return;
    const list = sql.join(
      toInsert.map((id) => sql`${id}`),
      sql`, `,
    );
    // The first of the guest's list is the newest: a millisecond apart keeps their order.
    await tx.execute(sql`
      insert into wishlist_items (user_id, product_id, created_at)
      select ${userId}, t.id::uuid, now() - make_interval(secs => (t.n - 1) / 1000.0)
      from unnest(array[${list}]::text[]) with ordinality as t(id, n)
      on conflict do nothing`);
  });
  return { productIds: await wishlistIds(db, userId), skipped: [...skipped] };
}
