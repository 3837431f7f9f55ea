import type { AdminReturnReply, ReturnStatus } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { ADMIN_FRESH_MS, ADMIN_KEY, type Page } from './adminApi.ts';

/** Returns asked for by customers, newest first, optionally of one status. */
export function useAdminReturns(status: ReturnStatus | '', pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'returns', status, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<Page<AdminReturnReply>>('/api/admin/returns', {
        signal,
        query: { ...(status ? { status } : {}), pageNumber, pageSize },
      }),
    staleTime: ADMIN_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}
