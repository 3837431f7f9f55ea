import type { Address, AddressInput, CheckoutQuoteReply, GiftInput, OrderReply } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { ADDRESSES_KEY } from '../addresses/index.ts';

/** POST /api/orders/: a saved address (with `_id`) or the fields of a new one, which the server saves. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: (Address | AddressInput) & { gift?: GiftInput }) =>
      api<OrderReply>('/api/orders/', { method: 'POST', body }),
    onSuccess: (order) => {
      queryClient.setQueryData(['order', order._id], order);
      void queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/**
 * POST /api/checkout/quote: every amount of the order this body would place, for both ways of paying, worked
 * out by the server as the order itself is (a guest order's body, or a signed-in customer's). Asked again
 * whenever the body changes; nothing here adds amounts up.
 */
export function useCheckoutQuote(body: object | null, orderId?: string) {
  const url = orderId ? `/api/checkout/quote?orderId=${encodeURIComponent(orderId)}` : '/api/checkout/quote';
  return useQuery({
    queryKey: ['checkout-quote', body, orderId],
    queryFn: ({ signal }) => api<CheckoutQuoteReply>(url, { method: 'POST', body: body ?? {}, signal }),
    enabled: body !== null,
    staleTime: 0,
    retry: false,
  });
}
