import type { AdminReturnReply, ReturnStatus } from '@shop/contracts';
import { useAdminPage } from '../../shared/adminApi.ts';

/** Returns asked for by customers, newest first, optionally of one status. */
export function useAdminReturns(status: ReturnStatus | '', pageNumber: number, pageSize: number) {
  return useAdminPage<AdminReturnReply>('returns', '/api/admin/returns', {
    ...(status ? { status } : {}),
    pageNumber,
    pageSize,
  });
}
