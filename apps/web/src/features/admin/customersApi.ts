import type { CustomerSummary } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { ADMIN_FRESH_MS, ADMIN_KEY, type Page } from './adminApi.ts';

export function useAdminCustomers(pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'customers', pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<Page<CustomerSummary>>('/api/admin/customers', { signal, query: { pageNumber, pageSize } }),
    staleTime: ADMIN_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}
