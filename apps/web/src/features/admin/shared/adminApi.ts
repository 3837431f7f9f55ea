import type { AdminOrderReply, AdminStats, Page, ShipmentInput } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/*
 * The back office's shared query key, page shape and refresh, with the orders' and dashboard figures' hooks.
 * Each other area has its own file beside this one: productsApi, couponsApi, customersApi, activityApi,
 * invoicesApi, returnsApi, restockApi, scaleApi, shippingApi, deliveryRulesApi, jobsApi, orderDetailApi.
 */

export type AdminOrder = AdminOrderReply;

/** Every admin query lives under this key, so one invalidation refreshes the whole back office. */
export const ADMIN_KEY = 'admin';
/** Back-office figures change with every order: keep them fresh, unlike the storefront's minute. */
export const ADMIN_FRESH_MS = 5_000;

/** How a back-office read behaves besides its address: its query string, and TanStack Query's own settings. */
export interface AdminReadOptions {
  query?: Record<string, string | number | undefined | null>;
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number;
  retry?: boolean;
  /** Keep the last answer on screen while a new query string loads (a list's next page, a report's range). */
  keepPrevious?: boolean;
}

/**
 * A back-office read: GET `url` under the admin key followed by `key`, so every admin change (useAdminChange)
 * reads it again.
 */
export function useAdminRead<T>(
  key: readonly unknown[],
  url: string,
  { query, keepPrevious, ...options }: AdminReadOptions = {},
) {
  return useQuery({
    queryKey: [ADMIN_KEY, ...key],
    queryFn: ({ signal }) => api<T>(url, { signal, query }),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...options,
  });
}

/** A paged back-office list (`Page<T>` from `url`), kept on screen while the next page loads. */
export function useAdminPage<T>(
  name: string,
  url: string,
  query: Record<string, string | number | undefined>,
) {
  return useAdminRead<Page<T>>([name, query], url, { query, staleTime: ADMIN_FRESH_MS, keepPrevious: true });
}

export function useAdminStats() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'stats'],
    queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }),
    staleTime: ADMIN_FRESH_MS,
  });
}

export interface OrdersQuery {
  status?: string;
  /** Only orders whose Shiprocket booking stopped on an error. */
  bookingFailed?: boolean;
  pageNumber: number;
  pageSize: number;
}

/** GET /api/admin/orders/: a bare array, newest first; no total, so paging only knows whether a page is full. */
export function useAdminOrders(query: OrdersQuery) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'orders', query],
    queryFn: ({ signal }) =>
      api<AdminOrder[]>('/api/admin/orders/', {
        signal,
        query: {
          status: query.status,
          ...(query.bookingFailed ? { bookingFailed: 'true' } : {}),
          pageNumber: query.pageNumber,
          pageSize: query.pageSize,
        },
      }),
    staleTime: ADMIN_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** The order moves of the STATUS menu, by the path the API (and the spec's client) uses. */
export const ORDER_MOVES = [
  { path: 'confirmed', to: 'CONFIRMED', label: 'Order Confirmed' },
  { path: 'ship', to: 'SHIPPED', label: 'Order Shipped' },
  { path: 'out-for-delivery', to: 'OUT_FOR_DELIVERY', label: 'Out for Delivery' },
  { path: 'deliver', to: 'DELIVERED', label: 'Order Delivered' },
  { path: 'cancel', to: 'CANCELLED', label: 'Cancel order' },
  { path: 'returned-to-origin', to: 'RETURNED_TO_ORIGIN', label: 'Returned to origin (undelivered)' },
] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];

/**
 * After any change, every admin list and figure is fetched again (docs/product.md §4: the full list is re-fetched), and
 * so are the storefront's cached listings, products and orders of this browser.
 */
export function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [[ADMIN_KEY], ['products'], ['product'], ['order'], ['orders']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/**
 * A back-office change: `change` runs, then every admin (and storefront catalogue and order) query reads again:
 * once it is settled, so a refused move shows the order as it really is, or only on success where a failure
 * must leave the open form as it was.
 */
export function useAdminChange<TInput, TReply>(
  change: (input: TInput) => Promise<TReply>,
  refreshWhen: 'settled' | 'succeeded' = 'settled',
) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: change,
    onSettled: refreshWhen === 'settled' ? () => refresh() : undefined,
    onSuccess: refreshWhen === 'succeeded' ? () => refresh() : undefined,
  });
}

export function useMoveOrder() {
  return useAdminChange(
    ({ orderId, move, shipment }: { orderId: string; move: OrderMove; shipment?: ShipmentInput }) =>
      api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/${move.path}`, {
        method: 'PUT',
        body: shipment,
      }),
  );
}

/** PUT /api/admin/orders/{id}/collected: the cash of a delivered COD order is in. */
export function useCollectCash() {
  return useAdminChange((orderId: string) =>
    api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/collected`, { method: 'PUT' }),
  );
}

export function useDeleteOrder() {
  return useAdminChange((orderId: string) =>
    api<{ message: string }>(`/api/admin/orders/${encodeURIComponent(orderId)}/delete`, {
      method: 'DELETE',
    }),
  );
}
