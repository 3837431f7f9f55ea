import type { AdminOrderDetail, AdminReturnReply } from '@shop/contracts';
import { api } from '../../../lib/api.ts';
import { useAdminChange, useAdminRead } from '../shared/adminApi.ts';

/** GET /api/admin/orders/{id}: the order with its returns, GST documents and timeline. */
export function useAdminOrderDetail(orderId: string | undefined) {
  return useAdminRead<AdminOrderDetail>(
    ['order', orderId],
    `/api/admin/orders/${encodeURIComponent(orderId ?? '')}`,
    { enabled: !!orderId, staleTime: 5_000 },
  );
}

/** The shop's steps of a return, by the path the API uses. */
export type ReturnStep = 'approve' | 'receive' | 'refund' | 'reject';

/** PUT /api/admin/returns/{id}/{step}: reject takes the reason, a cash order's refund the transfer's reference. */
export function useReturnStep() {
  return useAdminChange(
    ({
      returnId,
      step,
      body,
    }: {
      returnId: string;
      step: ReturnStep;
      body?: { reason: string } | { payoutReference: string };
    }) =>
      api<AdminReturnReply>(`/api/admin/returns/${encodeURIComponent(returnId)}/${step}`, {
        method: 'PUT',
        body,
      }),
  );
}
