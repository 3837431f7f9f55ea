import type { CourierOption, ShiprocketBookingReply } from '@shop/contracts';
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
    mutationFn: ({ orderId, courierId }: { orderId: string; courierId?: number | undefined }) =>
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

/** GET /api/admin/orders/{id}/shiprocket/couriers: who can take the parcel, price, days and COD. */
export function useCourierOptions(orderId: string | undefined) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'order', orderId, 'shiprocket', 'couriers'],
    queryFn: ({ signal }) =>
      api<CourierOption[]>(`/api/admin/orders/${encodeURIComponent(orderId ?? '')}/shiprocket/couriers`, {
        signal,
      }),
    enabled: orderId !== undefined,
    // Prices and days change during the day; a dialog opened again asks afresh.
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /api/admin/shiprocket/labels: one PDF with the labels of several booked orders (Shiprocket's address). */
export function usePrintShiprocketLabels() {
  return useMutation({
    mutationFn: (orderIds: string[]) =>
      api<{ labelUrl: string }>('/api/admin/shiprocket/labels', { method: 'POST', body: { orderIds } }),
  });
}
