import type { CustomerPage, CustomerSummary } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { ADMIN_KEY, useAdminPage } from './adminApi.ts';

export function useAdminCustomers(pageNumber: number, pageSize: number) {
  return useAdminPage<CustomerSummary>('customers', '/api/admin/customers', { pageNumber, pageSize });
}

/** GET /api/admin/customers/{id}: one customer's profile, totals, orders and saved addresses. */
export function useAdminCustomer(customerId: string) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'customer', customerId],
    queryFn: ({ signal }) => api<CustomerPage>(`/api/admin/customers/${customerId}`, { signal }),
  });
}
