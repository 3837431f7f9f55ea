import type {
  AddressInput,
  CourierOption,
  NdrReply,
  ParcelSize,
  ShiprocketBookingReply,
  ShiprocketLabelable,
} from '@shop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { ADMIN_KEY, type AdminOrder, useAdminChange, useAdminRead } from '../../shared/adminApi.ts';

/** GET /api/admin/shipping: `shiprocket` when "Ship" can book through Shiprocket. */
export function useShippingProvider() {
  return useAdminRead<{ provider: 'manual' | 'shiprocket' }>(['shipping-provider'], '/api/admin/shipping', {
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/admin/orders/{id}/shiprocket: the booking's steps so far, its label and last error (null: none). */
export function useShiprocketBooking(orderId: string, enabled: boolean) {
  return useAdminRead<ShiprocketBookingReply | null>(
    ['order', orderId, 'shiprocket'],
    `/api/admin/orders/${encodeURIComponent(orderId)}/shiprocket`,
    { enabled },
  );
}

/** POST /api/admin/orders/{id}/shiprocket: book, or finish a booking that stopped half way. */
export function useBookShiprocket() {
  return useAdminChange(({ orderId, courierId }: { orderId: string; courierId?: number | undefined }) =>
    api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/shiprocket`, {
      method: 'POST',
      body: courierId ? { courierId } : {},
    }),
  );
}

/** POST /api/admin/orders/{id}/shiprocket/cancel: cancel a booking not yet shipped, to book afresh. */
export function useCancelShiprocket() {
  return useAdminChange((orderId: string) =>
    api<{ message: string }>(`/api/admin/orders/${encodeURIComponent(orderId)}/shiprocket/cancel`, {
      method: 'POST',
    }),
  );
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

/** GET /api/admin/shiprocket/bookings: every order whose Shiprocket label can be printed (hand-shipped never). */
export function useLabelableBookings(enabled: boolean) {
  return useAdminRead<ShiprocketLabelable[]>(['shiprocket', 'bookings'], '/api/admin/shiprocket/bookings', {
    enabled,
  });
}

const orderUrl = (orderId: string, rest: string) =>
  `/api/admin/orders/${encodeURIComponent(orderId)}/shiprocket${rest}`;

/** GET …/shiprocket/ndr: the courier's failed delivery (reason, attempts), null when there is none. */
export function useFailedDelivery(orderId: string, enabled: boolean) {
  return useAdminRead<NdrReply>(['order', orderId, 'shiprocket', 'ndr'], orderUrl(orderId, '/ndr'), {
    enabled,
    retry: false,
  });
}

/** POST …/shiprocket/ndr: deliver again, or return the parcel (RTO). */
export function useAnswerFailedDelivery() {
  return useAdminChange(
    ({ orderId, action, comments }: { orderId: string; action: 're-attempt' | 'return'; comments: string }) =>
      api<{ message: string }>(orderUrl(orderId, '/ndr'), { method: 'POST', body: { action, comments } }),
  );
}

/** POST …/shiprocket/manifest: the courier's handover sheet, made once after the pickup. */
export function useManifest() {
  return useAdminChange((orderId: string) =>
    api<{ manifestUrl: string }>(orderUrl(orderId, '/manifest'), { method: 'POST' }),
  );
}

/** PUT …/shiprocket/parcel: the owner's weight and box (null: the products' boxes and weights). */
export function useSetParcel() {
  return useAdminChange(({ orderId, parcel }: { orderId: string; parcel: ParcelSize | null }) =>
    api<{ message: string }>(orderUrl(orderId, '/parcel'), { method: 'PUT', body: { parcel } }),
  );
}

/** PUT /api/admin/orders/{id}/address: the delivery address corrected before shipping (same state). */
export function useChangeOrderAddress() {
  return useAdminChange(({ orderId, address }: { orderId: string; address: AddressInput }) =>
    api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/address`, {
      method: 'PUT',
      body: address,
    }),
  );
}

/** GET …/shiprocket/parcel: the parcel the next booking sends (the owner's, or the products' defaults). */
export function useOrderParcel(orderId: string, enabled: boolean) {
  return useAdminRead<{ parcel: ParcelSize; given: boolean }>(
    ['order', orderId, 'shiprocket', 'parcel'],
    orderUrl(orderId, '/parcel'),
    { enabled },
  );
}
