import type { CouponFormValues, CouponReply, CouponSummary } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAdminPage, useRefreshAdmin } from '../shared/adminApi.ts';

export function useAdminCoupons(pageNumber: number, pageSize: number) {
  return useAdminPage<CouponSummary>('coupons', '/api/admin/coupons', { pageNumber, pageSize });
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
