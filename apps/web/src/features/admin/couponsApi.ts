import type { CouponFormValues, CouponReply, CouponSummary } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { ADMIN_FRESH_MS, ADMIN_KEY, type Page, useRefreshAdmin } from './adminApi.ts';

export function useAdminCoupons(pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'coupons', pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<Page<CouponSummary>>('/api/admin/coupons', { signal, query: { pageNumber, pageSize } }),
    staleTime: ADMIN_FRESH_MS,
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
