import type { CustomerSummary } from '@shop/contracts';
import { useAdminPage } from './adminApi.ts';

export function useAdminCustomers(pageNumber: number, pageSize: number) {
  return useAdminPage<CustomerSummary>('customers', '/api/admin/customers', { pageNumber, pageSize });
}
