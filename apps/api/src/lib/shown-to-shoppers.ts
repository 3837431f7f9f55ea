import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether shoppers may see a product (`alias` is the products row): not deleted, listed, and its main picture is
 * not an imported one still waiting to be fetched or given up on (decision 0084). The back office sees all.
 */
export const shownToShoppers = (alias: SQL): SQL =>
  sql`${alias}.deleted_at is null and ${alias}.listed and ${hasItsPicture(alias)}`;

/** False while the product's main picture is an imported address not (yet) stored here. */
export const hasItsPicture = (alias: SQL): SQL =>
  sql`not exists (select 1 from picture_imports pi
    where pi.product_id = ${alias}.id and pi.source_url = ${alias}.image_url and pi.status <> 'done')`;
