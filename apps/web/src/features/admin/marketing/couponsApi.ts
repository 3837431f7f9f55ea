import type { CouponFormValues, CouponReply, CouponSummary } from '@shop/contracts';
import { api } from '../../../lib/api.ts';
import { useAdminChange, useAdminPage } from '../shared/adminApi.ts';

export function useAdminCoupons(pageNumber: number, pageSize: number) {
  return useAdminPage<CouponSummary>('coupons', '/api/admin/coupons', { pageNumber, pageSize });
}

/** POST a new coupon, or PUT the edited one. */
export function useSaveCoupon() {
  return useAdminChange(
    ({ couponId, values }: { couponId?: string; values: CouponFormValues }) =>
      couponId
        ? api<CouponReply>(`/api/admin/coupons/${encodeURIComponent(couponId)}`, {
            method: 'PUT',
            body: values,
          })
        : api<CouponReply>('/api/admin/coupons', { method: 'POST', body: values }),
    'succeeded',
  );
}

/** DELETE deactivates: the coupon stays in the list with its figures, nobody can apply it any more. */
export function useDeactivateCoupon() {
  return useAdminChange((couponId: string) =>
    api<CouponReply>(`/api/admin/coupons/${encodeURIComponent(couponId)}`, { method: 'DELETE' }),
  );
}
