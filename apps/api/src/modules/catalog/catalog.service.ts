import {
  DEFAULT_PAGE_SIZE,
  type Product,
  type ProductListQuery,
  type ProductPage,
  rupeesToPaise,
} from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { ListingCounts } from './listing-counts.ts';
import { PRODUCT_COLUMNS, type ProductRow, toProduct } from './product-row.ts';

const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * A prefix query from free text: letters and digits only, each word as `word:*`, all words required, so
 * "brac" finds bracelets. Nothing the user types reaches the tsquery syntax. Undefined when no word is left.
 */
export function prefixTsQuery(text: string): string | undefined {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words)].slice(0, MAX_SEARCH_TERMS).map((w) => `${w.slice(0, MAX_TERM_LENGTH)}:*`);
  return terms.length > 0 ? terms.join(' & ') : undefined;
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The WHERE clause of a listing: AND across keys, OR within a key. Every value goes in as a parameter. */
function listingFilter(query: ProductListQuery): SQL {
  const conditions: SQL[] = [sql`p.deleted_at is null`];
  if (query.category) conditions.push(sql`p.third_level_category = ${query.category}`);
  if (query.color?.length) conditions.push(sql`p.color in (${list(query.color)})`);
  if (query.minPrice !== undefined)
    conditions.push(sql`p.discounted_price_paise >= ${rupeesToPaise(query.minPrice)}`);
  if (query.maxPrice !== undefined)
    conditions.push(sql`p.discounted_price_paise <= ${rupeesToPaise(query.maxPrice)}`);
  if (query.minDiscount !== undefined) conditions.push(sql`p.discount_percent >= ${query.minDiscount}`);
  if (query.stock === 'in_stock') conditions.push(sql`p.total_quantity > 0`);
  if (query.stock === 'out_of_stock') conditions.push(sql`p.total_quantity = 0`);
  const sizes = [...new Set([...(query.size ?? []), ...(query.sizes ?? [])])];
  // A size filter finds products that can be bought in that size now.
  if (sizes.length > 0)
    conditions.push(sql`exists (select 1 from product_sizes s
      where s.product_id = p.id and s.quantity > 0 and s.name in (${list(sizes)}))`);
  if (query.q !== undefined) {
    const tsquery = prefixTsQuery(query.q);
    conditions.push(tsquery ? sql`p.search_vector @@ to_tsquery('english', ${tsquery})` : sql`false`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * One page of products and the total, in one statement: the count and the page's ids use the covering price
 * indexes; sizes and images are aggregated only for the rows of the page.
 */
export function listingStatement(query: ProductListQuery): SQL {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageNumber = query.pageNumber ?? 0;
  const where = listingFilter(query);
  const direction = query.sort === 'price_high' ? sql`desc` : sql`asc`;
  return sql`
    select c.total, r.* from (select count(*)::int as total from products p where ${where}) c
    left join lateral (
      select ${PRODUCT_COLUMNS}
      from (select p.id from products p where ${where}
            order by p.discounted_price_paise ${direction}, p.id ${direction}
            limit ${pageSize} offset ${pageNumber * pageSize}) page
      join products p on p.id = page.id
    ) r on true
    order by r.discounted_price_paise ${direction}, r.id ${direction}`;
}

/** Only the page: used when the total is already known. */
function pageStatement(query: ProductListQuery): SQL {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageNumber = query.pageNumber ?? 0;
  const direction = query.sort === 'price_high' ? sql`desc` : sql`asc`;
  return sql`
    select ${PRODUCT_COLUMNS}
    from (select p.id from products p where ${listingFilter(query)}
          order by p.discounted_price_paise ${direction}, p.id ${direction}
          limit ${pageSize} offset ${pageNumber * pageSize}) page
    join products p on p.id = page.id
    order by p.discounted_price_paise ${direction}, p.id ${direction}`;
}

/** The filters that decide the total: everything but the page and the order. */
function countKey(query: ProductListQuery): string {
  const { pageNumber: _page, pageSize: _size, sort: _sort, ...filters } = query;
  return JSON.stringify(filters, Object.keys(filters).sort());
}

/** A page of the listing; with `counts`, a recently counted total is reused instead of counted again. */
export async function listProducts(
  db: DbOrTx,
  query: ProductListQuery,
  counts?: ListingCounts,
): Promise<ProductPage> {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageNumber = query.pageNumber ?? 0;
  const key = counts ? countKey(query) : '';
  const known = counts?.get(key);
  let total: number;
  let rows: ProductRow[];
  if (known !== undefined) {
    total = known;
    rows = (await db.execute<ProductRow>(pageStatement(query))).rows;
  } else {
    const result = await db.execute<ProductRow & { total: number }>(listingStatement(query));
    total = result.rows[0]?.total ?? 0;
    rows = result.rows.filter((row) => row.id !== null);
    counts?.set(key, total);
  }
  const content = rows.map(toProduct);
  return {
    content,
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
    pageNumber,
    pageSize,
  };
}

/** A product that is not deleted, or undefined. */
export async function findProduct(db: DbOrTx, id: string): Promise<Product | undefined> {
  const result = await db.execute<ProductRow>(
    sql`select ${PRODUCT_COLUMNS} from products p where p.id = ${id} and p.deleted_at is null`,
  );
  const row = result.rows[0];
  return row ? toProduct(row) : undefined;
}

export async function getProduct(db: DbOrTx, id: string): Promise<Product> {
  const found = await findProduct(db, id);
  if (!found) throw notFound('Product');
  return found;
}
