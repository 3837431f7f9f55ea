import type { ProductPage, ProductShelf } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const ROW = 10;
const FIVE_MINUTES = 5 * 60_000;

/** The pieces selling most in paid orders (GET /api/products/bestsellers); empty until the shop has sales. */
export const bestsellersQuery = () =>
  queryOptions({
    queryKey: ['products', 'bestsellers'],
    queryFn: ({ signal }) =>
      api<ProductShelf>('/api/products/bestsellers', { query: { limit: ROW }, signal }),
    staleTime: FIVE_MINUTES,
  });

export const newArrivalsQuery = () =>
  queryOptions({
    queryKey: ['products', 'new-arrivals'],
    queryFn: ({ signal }) =>
      api<ProductShelf>('/api/products/new-arrivals', { query: { limit: ROW }, signal }),
    staleTime: FIVE_MINUTES,
  });

/** Gifts within ₹999 (the spec's price bands end there), the dearest first, in stock. */
export const UNDER_PRICE = 999;
export const underPriceQuery = () =>
  queryOptions({
    queryKey: ['products', 'under', UNDER_PRICE],
    queryFn: ({ signal }) =>
      api<ProductPage>('/api/products', {
        // "Under ₹999" means below it: a ₹999 piece is not under ₹999.
        query: {
          maxPrice: UNDER_PRICE - 0.01,
          stock: 'in_stock',
          sort: 'price_high',
          pageNumber: 0,
          pageSize: ROW,
        },
        signal,
      }),
    staleTime: FIVE_MINUTES,
  });
