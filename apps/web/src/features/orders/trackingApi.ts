import type { OrderTrackingReply } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** GET /api/orders/{id}/tracking: the courier's scans of a shipped order, oldest first. */
export function useOrderTracking(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['order', orderId, 'tracking'],
    queryFn: ({ signal }) =>
      api<OrderTrackingReply>(`/api/orders/${encodeURIComponent(orderId)}/tracking`, { signal }),
    enabled,
  });
}
