import type { ProductPage } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The home page's collection: the best discounts across the shop, in stock. Prefetched at startup. */
export const collectionQuery = () =>
  queryOptions({
    queryKey: ['products', 'collection'],
    queryFn: ({ signal }) =>
      api<ProductPage>('/api/products', {
        query: { pageNumber: 0, pageSize: 12, minDiscount: 30, stock: 'in_stock', sort: 'price_high' },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
