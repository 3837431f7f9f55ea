import type { ShopInfo } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * GET /api/shop: the shop's name, payment mode, contacts and social links. Fixed while the server runs, so
 * fetched once per page load (started by startupPrefetch).
 */
export const shopQuery = () =>
  queryOptions({
    queryKey: ['shop'],
    queryFn: ({ signal }) => api<ShopInfo>('/api/shop', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useShop = () => useQuery(shopQuery());
