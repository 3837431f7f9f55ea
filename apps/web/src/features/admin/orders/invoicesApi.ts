import type { AdminInvoicesReply } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ADMIN_FRESH_MS, ADMIN_KEY } from '../shared/adminApi.ts';

/** GST invoices and credit notes issued between two Indian calendar days (YYYY-MM-DD), with net totals. */
export function useAdminInvoices(from: string, to: string, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'invoices', from, to, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<AdminInvoicesReply>('/api/admin/invoices', { signal, query: { from, to, pageNumber, pageSize } }),
    staleTime: ADMIN_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}
