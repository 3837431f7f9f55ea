import type { AdminInvoicesReply } from '@shop/contracts';
import { ADMIN_FRESH_MS, useAdminRead } from '../shared/adminApi.ts';

/** GST invoices and credit notes issued between two Indian calendar days (YYYY-MM-DD), with net totals. */
export function useAdminInvoices(from: string, to: string, pageNumber: number, pageSize: number) {
  return useAdminRead<AdminInvoicesReply>(
    ['invoices', from, to, pageNumber, pageSize],
    '/api/admin/invoices',
    { query: { from, to, pageNumber, pageSize }, staleTime: ADMIN_FRESH_MS, keepPrevious: true },
  );
}
