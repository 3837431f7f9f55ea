import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { Order } from '../../lib/types.ts';

/** A guest's order, opened by the token of its mailed link (`?token=`); the token opens this order alone. */
export function useGuestOrder(orderId: string, token: string) {
  return useQuery({
    queryKey: ['guest-order', orderId, token],
    queryFn: ({ signal }) =>
      api<Order>(`/api/orders/${encodeURIComponent(orderId)}`, { query: { token }, signal }),
    enabled: orderId !== '' && token !== '',
    retry: false,
  });
}
