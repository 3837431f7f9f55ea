import type { ProductPage } from '@shop/contracts';
import {
  COLOR_LABELS,
  COLORS,
  DISCOUNT_FILTERS,
  FILTER_SIZES,
  LISTING_PAGE_SIZE,
  PRICE_BANDS,
  SORTS,
  type Sort,
  STOCK_FILTERS,
  THIRD_LEVEL_CATEGORIES,
} from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The query-string keys of the listing (docs/product.md §2): each filter key holds a comma-joined list. */
export const FILTER_KEYS = ['color', 'size', 'price', 'discount', 'stock'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroup {
  key: FilterKey;
  title: string;
  options: FilterOption[];
}

/** Ring sizes are numbers; the spec's S/M/L/XL cannot find a ring, so ring listings offer ring sizes. */
const RING_SIZES = ['5', '6', '7', '8', '9'];

/** A category's filters; without one (search results), every size of every kind of piece. */
export function filterGroups(category?: string): FilterGroup[] {
  const sizes =
    category === undefined
      ? [...FILTER_SIZES, ...RING_SIZES]
      : category.endsWith('_rings')
        ? RING_SIZES
        : [...FILTER_SIZES];
  return [
    { key: 'color', title: 'Color', options: COLORS.map((c) => ({ value: c, label: COLOR_LABELS[c] })) },
    { key: 'size', title: 'Size', options: sizes.map((s) => ({ value: s, label: s.toUpperCase() })) },
    {
      key: 'price',
      title: 'Price',
      options: PRICE_BANDS.map((band) => ({ value: `${band.min}-${band.max ?? ''}`, label: band.label })),
    },
    {
      key: 'discount',
      title: 'Discount Range',
      options: DISCOUNT_FILTERS.map((d) => ({ value: String(d), label: `${d}% And Above` })),
    },
    {
      key: 'stock',
      title: 'Availability',
      options: STOCK_FILTERS.map((s) => ({
        value: s,
        label: s === 'in_stock' ? 'In Stock' : 'Out Of Stock',
      })),
    },
  ];
}

/** The API's sorts, and relevance: the API's order for a search without a sort. */
export type ListingSort = Sort | 'relevance';
export const SEARCH_SORTS: readonly ListingSort[] = ['relevance', ...SORTS];

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Relevance',
  price_low: 'Price: Low to High',
  price_high: 'Price: High to Low',
  newest: 'Newest first',
  bestseller: 'Bestsellers',
  discount: 'Biggest discount',
};

export function listValues(params: URLSearchParams, key: string): string[] {
  return (params.get(key) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '' && v !== 'null' && v !== 'undefined');
}

/** Checking a box toggles its value in the key's comma-joined list and goes back to page 1. */
export function toggleFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const values = listValues(params, key);
  const updated = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  if (updated.length > 0) next.set(key, updated.join(','));
  else next.delete(key);
  next.delete('page');
  return next;
}

export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  next.delete('page');
  return next;
}

export function activeFilterCount(params: URLSearchParams): number {
  return FILTER_KEYS.reduce((n, key) => n + listValues(params, key).length, 0);
}

/** The page's sort from the query string; the first of `sorts` when it names none of them. */
export function currentSort(params: URLSearchParams, sorts: readonly ListingSort[] = SORTS): ListingSort {
  const sort = params.get('sort');
  return sorts.find((s) => s === sort) ?? sorts[0] ?? 'price_low';
}

export function currentPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The filters of the query string as API parameters. Several price bands ask for the span from the lowest to the
 * highest band (the API takes one range); several discounts ask for the smallest ("10 % and above" or "30 % and
 * above" is 10 % and above); both availabilities, or none, mean no stock filter.
 */
function filterParams(params: URLSearchParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  const colors = listValues(params, 'color');
  if (colors.length) query.color = colors.join(',');
  const sizes = listValues(params, 'size');
  if (sizes.length) query.size = sizes.join(',');

  // `399-599`, or `999-` for "₹999 and above" (no upper bound).
  const bands = listValues(params, 'price')
    .map((band) => band.split('-'))
    .filter((pair) => pair.length === 2 && /^\d+$/.test(pair[0] ?? '') && /^\d*$/.test(pair[1] ?? ''))
    .map(([min, max]) => [Number(min), max ? Number(max) : null] as const);
  if (bands.length) {
    query.minPrice = Math.min(...bands.map(([min]) => min));
    const maxes = bands.map(([, max]) => max);
    if (!maxes.includes(null)) query.maxPrice = Math.max(...(maxes as number[]));
  }

  const discounts = listValues(params, 'discount')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 100);
  if (discounts.length) query.minDiscount = Math.min(...discounts);

  const stock = listValues(params, 'stock').filter((s) => (STOCK_FILTERS as readonly string[]).includes(s));
  if (stock.length === 1 && stock[0]) query.stock = stock[0];
  return query;
}

/** The listing call of docs/product.md §7: category is the third level, pageNumber is page − 1, pageSize 20. */
export function listingApiQuery(params: URLSearchParams, category: string): Record<string, string | number> {
  return {
    category,
    sort: currentSort(params),
    pageNumber: currentPage(params) - 1,
    pageSize: LISTING_PAGE_SIZE,
    minDiscount: 0,
    minPrice: 0,
    ...filterParams(params),
  };
}

/** A search: the words, the same filters, and no sort for relevance (the API's order for a search). */
export function searchApiQuery(params: URLSearchParams, q: string): Record<string, string | number> {
  const sort = currentSort(params, SEARCH_SORTS);
  return {
    q,
    ...(sort === 'relevance' ? {} : { sort }),
    pageNumber: currentPage(params) - 1,
    pageSize: LISTING_PAGE_SIZE,
    ...filterParams(params),
  };
}

export function isListingCategory(category: string): boolean {
  return (THIRD_LEVEL_CATEGORIES as readonly string[]).includes(category);
}

/** One page of a listing; the key holds the API query. Prefetched at startup when the app opens on a listing. */
export const listingQuery = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['products', 'listing', query],
    queryFn: ({ signal }) => api<ProductPage>('/api/products', { query, signal }),
  });
