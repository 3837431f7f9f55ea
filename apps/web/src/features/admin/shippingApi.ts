import type { ShiprocketBookingReply } from '@shop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { ADMIN_KEY, type AdminOrder, useRefreshAdmin } from './adminApi.ts';

/** GET /api/admin/shipping: `shiprocket` when "Ship" can book through Shiprocket. */
export function useShippingProvider() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'shipping-provider'],
    queryFn: ({ signal }) => api<{ provider: 'manual' | 'shiprocket' }>('/api/admin/shipping', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/admin/orders/{id}/shiprocket: the booking's steps so far, its label and last error (null: none). */
export function useShiprocketBooking(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'order', orderId, 'shiprocket'],
    queryFn: ({ signal }) =>
      api<ShiprocketBookingReply | null>(`/api/admin/orders/${encodeURIComponent(orderId)}/shiprocket`, {
        signal,
      }),
    enabled,
  });
}

/** POST /api/admin/orders/{id}/shiprocket: book, or finish a booking that stopped half way. */
export function useBookShiprocket() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ orderId, courierId }: { orderId: string; courierId?: number }) =>
      api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/shiprocket`, {
        method: 'POST',
        body: courierId ? { courierId } : {},
      }),
    onSettled: refresh,
  });
}

/** POST /api/admin/orders/{id}/shiprocket/cancel: cancel a booking not yet shipped, to book afresh. */
export function useCancelShiprocket() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (orderId: string) =>
      api<{ message: string }>(`/api/admin/orders/${encodeURIComponent(orderId)}/shiprocket/cancel`, {
        method: 'POST',
      }),
    onSettled: refresh,
  });
}
