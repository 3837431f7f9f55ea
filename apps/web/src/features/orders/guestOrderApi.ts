import type { OrderReply } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** A guest's order, opened by the token of its mailed link (`?token=`); the token opens this order alone. */
export function useGuestOrder(orderId: string, token: string) {
  return useQuery({
    // The order's own key: cancelling, paying or returning updates this page as it does a member's.
    queryKey: ['order', orderId],
    queryFn: ({ signal }) =>
      api<OrderReply>(`/api/orders/${encodeURIComponent(orderId)}`, { query: { token }, signal }),
    enabled: orderId !== '' && token !== '',
    retry: false,
  });
}
