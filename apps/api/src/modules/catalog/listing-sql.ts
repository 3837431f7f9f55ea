import { DEFAULT_PAGE_SIZE, type ProductListQuery, rupeesToPaise } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { shownToShoppers } from '../../lib/shown-to-shoppers.ts';
import { PRODUCT_COLUMNS } from './product-row.ts';
import { BESTSELLER_DAYS } from './shelves.service.ts';

/** A listing query with its search resolved: `tsquery` is null when `q` was given but has no words. */
export interface Listing {
  query: ProductListQuery;
  tsquery?: string | null;
  /** The back office sees unlisted products too; every storefront read leaves them out. */
  includeUnlisted?: boolean;
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The WHERE clause of a listing: AND across keys, OR within a key. Every value goes in as a parameter. */
function listingFilter({ query, tsquery, includeUnlisted }: Listing): SQL {
  const conditions: SQL[] = [includeUnlisted ? sql`p.deleted_at is null` : shownToShoppers(sql`p`)];
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
  if (query.q !== undefined)
    conditions.push(tsquery ? sql`p.search_vector @@ to_tsquery('english', ${tsquery})` : sql`false`);
  return sql.join(conditions, sql` and `);
}

/** A search without an explicit sort is ordered by relevance (its tsquery is answered); everything else by price. */
function relevanceQuery({ query, tsquery }: Listing): string | undefined {
  return query.q !== undefined && query.sort === undefined && tsquery ? tsquery : undefined;
}

/** The sorts ordered by a key other than the price, highest first: newest, best selling, deepest discount. */
type KeyedSort = 'newest' | 'bestseller' | 'discount';
const keyedSort = (query: ProductListQuery): KeyedSort | undefined =>
  query.sort === 'newest' || query.sort === 'bestseller' || query.sort === 'discount'
    ? query.sort
    : undefined;

/** Units sold per product in paid, uncancelled orders of the bestseller window (as the Bestsellers row counts). */
const soldUnits = sql`(select oi.product_id, sum(oi.quantity) as units
  from order_items oi join orders o on o.id = oi.order_id
  where o.paid_at is not null and o.status <> 'CANCELLED' and oi.product_id is not null
    and o.paid_at > now() - make_interval(days => ${BESTSELLER_DAYS})
  group by oi.product_id)`;

function sortKey(sort: KeyedSort): { key: SQL; join: SQL } {
  if (sort === 'newest') return { key: sql`p.created_at`, join: sql`` };
  if (sort === 'discount') return { key: sql`p.discount_percent`, join: sql`` };
  return {
    key: sql`coalesce(sold.units, 0)`,
    join: sql`left join ${soldUnits} sold on sold.product_id = p.id`,
  };
}

function pageLimits(query: ProductListQuery): SQL {
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return sql`limit ${pageSize} offset ${(query.pageNumber ?? 0) * pageSize}`;
}

/**
 * How well a product matches: ts_rank over the weighted search_vector (title above colour and category above
 * description), so "aurora bracelet" puts the Aurora bracelets first and a description-only mention last.
 */
const rank = (tsquery: string) => sql`ts_rank(p.search_vector, to_tsquery('english', ${tsquery}))`;

/**
 * The ids of one page (and, by relevance, their rank), in the listing's order. A price-sorted search takes its
 * matches from the search index before sorting them (`offset 0` keeps the planner from walking the whole price
 * index looking for a rare word, whose frequency it cannot estimate).
 */
function pageIds(listing: Listing, where: SQL, tsquery: string | undefined): SQL {
  const limits = pageLimits(listing.query);
  const keyed = keyedSort(listing.query);
  if (keyed) {
    const { key, join } = sortKey(keyed);
    return sql`select p.id, ${key} as sort_key from products p ${join} where ${where}
      order by sort_key desc, p.id desc ${limits}`;
  }
  if (tsquery)
    return sql`select p.id, ${rank(tsquery)} as rank from products p where ${where}
      order by rank desc, p.id ${limits}`;
  const direction = listing.query.sort === 'price_high' ? sql`desc` : sql`asc`;
  if (listing.query.q !== undefined)
    return sql`select m.id from (select p.id, p.discounted_price_paise from products p where ${where} offset 0) m
      order by m.discounted_price_paise ${direction}, m.id ${direction} ${limits}`;
  return sql`select p.id from products p where ${where}
    order by p.discounted_price_paise ${direction}, p.id ${direction} ${limits}`;
}

/** The order of the page's full rows (`alias` has their rank or price), the same as pageIds gave them. */
function rowOrder(listing: Listing, tsquery: string | undefined, alias: SQL): SQL {
  if (tsquery) return sql`order by ${alias}.rank desc, ${alias}.id`;
  if (keyedSort(listing.query)) return sql`order by ${alias}.sort_key desc, ${alias}.id desc`;
  const direction = listing.query.sort === 'price_high' ? sql`desc` : sql`asc`;
  return sql`order by ${alias}.discounted_price_paise ${direction}, ${alias}.id ${direction}`;
}

/** The column the page's order needs beside the product's own: its rank or its sort key. */
function pageExtra(listing: Listing, tsquery: string | undefined): SQL {
  if (keyedSort(listing.query)) return sql`, page.sort_key`;
  return tsquery ? sql`, page.rank` : sql``;
}

/**
 * One page of products and the total, in one statement: the count and the page's ids use the covering price
 * indexes (or the search index); sizes and images are aggregated only for the rows of the page.
 */
export function listingStatement(listing: Listing): SQL {
  const where = listingFilter(listing);
  const tsquery = relevanceQuery(listing);
  return sql`
    select c.total, r.* from (select count(*)::int as total from products p where ${where}) c
    left join lateral (
      select ${PRODUCT_COLUMNS}${pageExtra(listing, tsquery)}
      from (${pageIds(listing, where, tsquery)}) page
      join products p on p.id = page.id
    ) r on true
    ${rowOrder(listing, tsquery, sql`r`)}`;
}

/** Only the page: used when the total is already known. */
export function pageStatement(listing: Listing): SQL {
  const where = listingFilter(listing);
  const tsquery = relevanceQuery(listing);
  return sql`
    select ${PRODUCT_COLUMNS}
    from (${pageIds(listing, where, tsquery)}) page
    join products p on p.id = page.id
    ${rowOrder(listing, tsquery, tsquery || keyedSort(listing.query) ? sql`page` : sql`p`)}`;
}
