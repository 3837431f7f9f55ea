import type { AuditEntry, OutboxMail } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { ADMIN_FRESH_MS, ADMIN_KEY, type Page } from './adminApi.ts';

export function useAuditLog(kind: string | undefined, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'audit', kind ?? 'all', pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<Page<AuditEntry>>('/api/admin/audit-log', { signal, query: { kind, pageNumber, pageSize } }),
    staleTime: ADMIN_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'outbox', pageNumber, pageSize],
    queryFn: ({ signal }) =>
      api<Page<OutboxMail>>('/api/admin/outbox', { signal, query: { pageNumber, pageSize } }),
    staleTime: ADMIN_FRESH_MS,
    placeholderData: keepPreviousData,
  });
}
