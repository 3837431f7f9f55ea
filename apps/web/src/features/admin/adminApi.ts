import type {
  AdminInvoicesReply,
  AdminOrderReply,
  AdminProduct,
  AdminProductPage,
  AdminReturnReply,
  AdminStats,
  AuditEntry,
  CouponFormValues,
  CouponReply,
  CouponSummary,
  CustomerSummary,
  OutboxMail,
  ReturnStatus,
  ShipmentInput,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';
import { getToken } from '../../lib/storage.ts';
import type { Product } from '../../lib/types.ts';

export type AdminOrder = AdminOrderReply;
export type { AdminProduct, AdminStats, AuditEntry, CouponFormValues, CouponSummary, CustomerSummary };

export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  pageNumber: number;
  pageSize: number;
}

/** Every admin query lives under this key, so one invalidation refreshes the whole back office. */
export const ADMIN_KEY = 'admin';
/** Back-office figures change with every order: keep them fresh, unlike the storefront's minute. */
const FRESH = 5_000;

export function useAdminStats() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'stats'],
    queryFn: ({ signal }) => api<AdminStats>('/api/admin/stats', { signal }),
    staleTime: FRESH,
  });
}

export interface OrdersQuery {
  status?: string;
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
        query: { status: query.status, pageNumber: query.pageNumber, pageSize: query.pageSize },
      }),
    staleTime: FRESH,
    placeholderData: keepPreviousData,
  });
}

export interface ProductsQuery {
  category?: string;
  q?: string;
  stock?: string;
  sort?: string;
  pageNumber: number;
  pageSize: number;
}

export function useAdminProducts(query: ProductsQuery) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'products', query],
    queryFn: ({ signal }) => api<AdminProductPage>('/api/admin/products', { signal, query: { ...query } }),
    staleTime: FRESH,
    placeholderData: keepPreviousData,
  });
}

/** One product for the edit form, with the version the form sends back when it saves (S34). */
export function useAdminProduct(productId: string | undefined) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'product', productId],
    queryFn: ({ signal }) =>
      api<AdminProduct>(`/api/admin/products/${encodeURIComponent(productId ?? '')}`, { signal }),
    enabled: !!productId,
    staleTime: 0,
  });
}

export function useAdminCustomers(pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'customers', pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<Page<CustomerSummary>>('/api/admin/customers', { signal, query: { pageNumber, pageSize } }),
    staleTime: FRESH,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(kind: string | undefined, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'audit', kind ?? 'all', pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<Page<AuditEntry>>('/api/admin/audit-log', { signal, query: { kind, pageNumber, pageSize } }),
    staleTime: FRESH,
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'outbox', pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<Page<OutboxMail>>('/api/admin/outbox', { signal, query: { pageNumber, pageSize } }),
    staleTime: FRESH,
    placeholderData: keepPreviousData,
  });
}

/** GST invoices and credit notes issued between two Indian calendar days (YYYY-MM-DD), with net totals. */
export function useAdminInvoices(from: string, to: string, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'invoices', from, to, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<AdminInvoicesReply>('/api/admin/invoices', { signal, query: { from, to, pageNumber, pageSize } }),
    staleTime: FRESH,
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
 * After any change, every admin list and figure is fetched again (SPEC.md §4: the full list is re-fetched), and
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

export function useMoveOrder() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({
      orderId,
      move,
      shipment,
    }: {
      orderId: string;
      move: OrderMove;
      shipment?: ShipmentInput;
    }) =>
      api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/${move.path}`, {
        method: 'PUT',
        body: shipment,
      }),
    onSettled: refresh,
  });
}

/** PUT /api/admin/orders/{id}/collected: the cash of a delivered COD order is in. */
export function useCollectCash() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (orderId: string) =>
      api<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}/collected`, { method: 'PUT' }),
    onSettled: refresh,
  });
}

export function useDeleteOrder() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (orderId: string) =>
      api<{ message: string }>(`/api/admin/orders/${encodeURIComponent(orderId)}/delete`, {
        method: 'DELETE',
      }),
    onSettled: refresh,
  });
}

export function useDeleteProduct() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (productId: string) =>
      api<{ message: string }>(`/api/admin/products/${encodeURIComponent(productId)}/delete`, {
        method: 'DELETE',
      }),
    onSettled: refresh,
  });
}

/** The spec's create-product payload (SPEC.md §3); the server derives quantity and discountPercent itself. */
export interface ProductPayload {
  /** The main picture; `images` holds all of them in order, the main one first. */
  Image: string;
  images: string[];
  title: string;
  color: string;
  quantity: number;
  price: number;
  discountedPrice: number;
  discountPercent: number;
  topLevelCategory: string;
  secondLevelCategory: string;
  thirdLevelCategory: string;
  description: string;
  /** GST: the HSN code and the rate in percent (prices include it). */
  hsn: string;
  gstRate: number;
  /** Product facts; null clears one. */
  material: string | null;
  weightGrams: number | null;
  dimensions: string | null;
  care: string | null;
  warranty: string | null;
  size: { name: string; quantity: number }[];
  /** When editing: the product's version as the form loaded it; a changed product refuses the save. */
  version?: number;
}

export function useSaveProduct() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ productId, payload }: { productId?: string; payload: ProductPayload }) =>
      productId
        ? api<AdminProduct>(`/api/admin/products/${encodeURIComponent(productId)}`, {
            method: 'PUT',
            body: payload,
          })
        : api<Product>('/api/admin/products', { method: 'POST', body: payload }),
    onSuccess: refresh,
  });
}

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/admin/uploads as multipart/form-data with one image; answers the stored image's URL. The api()
 * helper speaks JSON only, so this call sets its own headers (the browser writes the multipart boundary).
 */
export async function uploadImage(file: File): Promise<string> {
  if (!UPLOAD_TYPES.includes(file.type))
    throw new ApiError(400, 'UPLOAD_TYPE', 'Choose a JPEG, PNG or WebP image.');
  if (file.size > UPLOAD_MAX_BYTES)
    throw new ApiError(413, 'UPLOAD_TOO_LARGE', 'The image is larger than 5 MB.');
  const form = new FormData();
  form.append('file', file, file.name);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch('/api/admin/uploads', { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach the shop. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => ({}))) as { url?: string; code?: string; message?: string };
  if (!response.ok || !data.url) {
    if (response.status === 413)
      throw new ApiError(413, 'UPLOAD_TOO_LARGE', 'The image is larger than 5 MB.');
    throw new ApiError(
      response.status,
      data.code ?? 'UPLOAD_FAILED',
      data.message ?? 'The image could not be uploaded. Please try again.',
    );
  }
  return data.url;
}

export function useAdminCoupons(pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'coupons', pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<Page<CouponSummary>>('/api/admin/coupons', { signal, query: { pageNumber, pageSize } }),
    staleTime: FRESH,
    placeholderData: keepPreviousData,
  });
}

/** POST a new coupon, or PUT the edited one. */
export function useSaveCoupon() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ couponId, values }: { couponId?: string; values: CouponFormValues }) =>
      couponId
        ? api<CouponReply>(`/api/admin/coupons/${encodeURIComponent(couponId)}`, {
            method: 'PUT',
            body: values,
          })
        : api<CouponReply>('/api/admin/coupons', { method: 'POST', body: values }),
    onSuccess: refresh,
  });
}

/** DELETE deactivates: the coupon stays in the list with its figures, nobody can apply it any more. */
export function useDeactivateCoupon() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (couponId: string) =>
      api<CouponReply>(`/api/admin/coupons/${encodeURIComponent(couponId)}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}

/** Returns asked for by customers, newest first, optionally of one status. */
export function useAdminReturns(status: ReturnStatus | '', pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'returns', status, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<Page<AdminReturnReply>>('/api/admin/returns', {
        signal,
        query: { ...(status ? { status } : {}), pageNumber, pageSize },
      }),
    staleTime: FRESH,
    placeholderData: keepPreviousData,
  });
}
