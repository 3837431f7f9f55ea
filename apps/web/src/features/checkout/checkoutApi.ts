import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Address, AddressFields, Order } from '../../lib/types.ts';

export const ADDRESSES_KEY = ['addresses'] as const;

export function useAddresses() {
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) => api<Address[]>('/api/addresses', { signal }),
  });
}

/** POST /api/orders/: a saved address (with `_id`) or the fields of a new one, which the server saves. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: Address | AddressFields) =>
      api<Order>('/api/orders/', { method: 'POST', body: address }),
    onSuccess: (order) => {
      queryClient.setQueryData(['order', order._id], order);
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: AddressFields }) =>
      api<Address>(`/api/addresses/${id}`, { method: 'PUT', body: fields }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`/api/addresses/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
