import type { RestockDemandRow } from '@shop/contracts';
import { useAdminRead } from '../shared/adminApi.ts';

/** Sold-out sizes shoppers asked to hear about, the most wanted first. */
export function useRestockDemand() {
  return useAdminRead<RestockDemandRow[]>(['restock-demand'], '/api/admin/restock-demand', {
    staleTime: 5_000,
  });
}
