import type { CustomerPage, CustomerSummary, StoreCreditGrantInput, WalletReply } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAdminPage, useAdminRead } from '../shared/adminApi.ts';

export function useAdminCustomers(pageNumber: number, pageSize: number) {
  return useAdminPage<CustomerSummary>('customers', '/api/admin/customers', { pageNumber, pageSize });
}

/** `POST /api/admin/customers/{id}/store-credit`: goodwill credit (or a debit) in the customer's wallet. */
export function useGrantStoreCredit(customerId: string) {
  return useMutation({
    mutationFn: (input: StoreCreditGrantInput) =>
      api<WalletReply>(`/api/admin/customers/${encodeURIComponent(customerId)}/store-credit`, {
        method: 'POST',
        body: input,
      }),
  });
}

/** GET /api/admin/customers/{id}: one customer's profile, totals, orders and saved addresses. */
export function useAdminCustomer(customerId: string) {
  return useAdminRead<CustomerPage>(['customer', customerId], `/api/admin/customers/${customerId}`);
}
