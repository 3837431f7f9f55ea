import type { RestockDemandRow } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ADMIN_KEY } from '../shared/adminApi.ts';

/** Sold-out sizes shoppers asked to hear about, the most wanted first. */
export function useRestockDemand() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'restock-demand'],
    queryFn: ({ signal }) => api<RestockDemandRow[]>('/api/admin/restock-demand', { signal }),
    staleTime: 5_000,
  });
}
