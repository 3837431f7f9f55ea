import type { ReturnInput, ReturnReply } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The customer's returns of one order, oldest first. */
export function useOrderReturns(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['order', orderId, 'returns'],
    queryFn: ({ signal }) =>
      api<ReturnReply[]>(`/api/orders/${encodeURIComponent(orderId)}/returns`, { signal }),
    enabled,
  });
}

export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnInput) =>
      api<ReturnReply>(`/api/orders/${encodeURIComponent(orderId)}/returns`, { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['order', orderId] }),
  });
}
