import {
  type AdminProduct,
  type AdminProductPage,
  DEFAULT_PAGE_SIZE,
  type Product,
  type ProductListQuery,
  type ProductPage,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { notFound } from '../../lib/errors.ts';
import { shownToShoppers } from '../../lib/shown-to-shoppers.ts';
import { withSearchPlan } from '../search/search-plan.ts';
import { resolveSearch } from '../search/search-terms.ts';
import type { ListingCounts } from './listing-counts.ts';
import { type Listing, listingStatement, pageStatement } from './listing-sql.ts';
import { PRODUCT_COLUMNS, type ProductRow, toAdminProduct, toProduct } from './product-row.ts';

/** The filters that decide the total: everything but the page and the order. */
function countKey(query: ProductListQuery): string {
  const { pageNumber: _page, pageSize: _size, sort: _sort, ...filters } = query;
  return JSON.stringify(filters, Object.keys(filters).sort());
}

interface RowPage {
  rows: ProductRow[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

/**
 * The rows of a listing page; with `counts`, a recently counted total is reused instead of counted again.
 * With `q`, the search's words are resolved first (typo corrections from the search_words dictionary).
 */
async function listRows(
  db: DbOrTx,
  query: ProductListQuery,
  counts?: ListingCounts,
  includeUnlisted = false,
): Promise<RowPage> {
  if (query.q === undefined) return listingRows(db, { query, includeUnlisted }, counts);
  const q = query.q;
  return withSearchPlan(db, async (tx) =>
    listingRows(
      tx,
      { query, includeUnlisted, tsquery: (await resolveSearch(tx, q))?.tsquery ?? null },
      counts,
    ),
  );
}

async function listingRows(db: DbOrTx, listing: Listing, counts?: ListingCounts): Promise<RowPage> {
  const { query } = listing;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageNumber = query.pageNumber ?? 0;
  const key = counts ? countKey(query) : '';
  const known = counts?.get(key);
  if (known !== undefined) {
    const rows = (await db.execute<ProductRow>(pageStatement(listing))).rows;
    return { rows, total: known, pageNumber, pageSize };
  }
  const result = await db.execute<ProductRow & { total: number }>(listingStatement(listing));
  const total = result.rows[0]?.total ?? 0;
  counts?.set(key, total);
  return { rows: result.rows.filter((row) => row.id !== null), total, pageNumber, pageSize };
}

const pageOf = <T>(page: RowPage, toItem: (row: ProductRow) => T) => ({
  content: page.rows.map(toItem),
  totalPages: Math.ceil(page.total / page.pageSize),
  totalElements: page.total,
  pageNumber: page.pageNumber,
  pageSize: page.pageSize,
});

/** A page of the storefront's listing. */
export async function listProducts(
  db: DbOrTx,
  query: ProductListQuery,
  counts?: ListingCounts,
): Promise<ProductPage> {
  return pageOf(await listRows(db, query, counts), toProduct);
}

/** The back office's listing: the same page, each product with its version. */
export async function listAdminProducts(db: DbOrTx, query: ProductListQuery): Promise<AdminProductPage> {
  return pageOf(await listRows(db, query, undefined, true), toAdminProduct);
}

/*
 * A product page's read on a cache miss, named (decisions 0124, 0128): PostgreSQL planned it in 0.22–0.3 ms
 * against 0.1–0.14 ms to run it, and during a sale the product's page is filled again after every order and
 * cancel of it.
 */
const shownById = preparedSql<ProductRow>(
  'product_shown_by_id',
  () => sql`select ${PRODUCT_COLUMNS} from products p
    where p.id = ${sql.placeholder('id')} and ${shownToShoppers(sql`p`)}`,
);
const shownBySlug = preparedSql<ProductRow>(
  'product_shown_by_slug',
  () => sql`select ${PRODUCT_COLUMNS} from products p
    where p.slug = ${sql.placeholder('slug')} and ${shownToShoppers(sql`p`)}`,
);
const notDeletedById = preparedSql<ProductRow>(
  'product_not_deleted_by_id',
  () =>
    sql`select ${PRODUCT_COLUMNS} from products p where p.id = ${sql.placeholder('id')} and p.deleted_at is null`,
);

/** A product shoppers may see, by its readable address, or undefined. */
export async function findProductBySlug(db: DbOrTx, slug: string): Promise<Product | undefined> {
  const [row] = await shownBySlug(db, { slug });
  return row ? toProduct(row) : undefined;
}

/** A product shoppers may see (not deleted, listed, with its picture), or undefined. */
export async function findProduct(db: DbOrTx, id: string): Promise<Product | undefined> {
  const [row] = await shownById(db, { id });
  return row ? toProduct(row) : undefined;
}

/** A product that is not deleted, listed or not, with its version, or undefined. */
export async function findAdminProduct(db: DbOrTx, id: string): Promise<AdminProduct | undefined> {
  const [row] = await notDeletedById(db, { id });
  return row ? toAdminProduct(row) : undefined;
}

export async function getProduct(db: DbOrTx, id: string): Promise<Product> {
  const found = await findProduct(db, id);
  if (!found) throw notFound('Product');
  return found;
}
