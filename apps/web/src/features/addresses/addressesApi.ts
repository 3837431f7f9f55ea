import type { Address, AddressInput } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** A customer's saved addresses: the list, and adding, changing and deleting one (checkout and the profile). */
export const ADDRESSES_KEY = ['addresses'] as const;

export function useAddresses() {
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) => api<Address[]>('/api/addresses', { signal }),
  });
}

/** Saved addresses are shown from two answers: the address list and the profile. */
function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  };
}

/** A new saved address without an order (the profile page; checkout saves one by ordering to it). */
export function useAddAddress() {
  return useMutation({
    mutationFn: (fields: AddressInput) => api<Address>('/api/addresses', { method: 'POST', body: fields }),
    onSuccess: useInvalidateAddresses(),
  });
}

export function useUpdateAddress() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: AddressInput }) =>
      api<Address>(`/api/addresses/${id}`, { method: 'PUT', body: fields }),
    onSuccess: useInvalidateAddresses(),
  });
}

export function useDeleteAddress() {
  return useMutation({
    mutationFn: (id: string) => api<{ message: string }>(`/api/addresses/${id}`, { method: 'DELETE' }),
    onSuccess: useInvalidateAddresses(),
  });
}
