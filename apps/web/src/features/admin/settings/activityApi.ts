import type { AuditEntry, OutboxMail } from '@shop/contracts';
import { useAdminPage } from '../shared/adminApi.ts';

/** The activity log, optionally of one kind of change. */
export function useAuditLog(kind: string | undefined, pageNumber: number, pageSize: number) {
  return useAdminPage<AuditEntry>('audit', '/api/admin/audit-log', { kind, pageNumber, pageSize });
}

/** The mail outbox: what was sent, what waits, what failed. */
export function useOutbox(pageNumber: number, pageSize: number) {
  return useAdminPage<OutboxMail>('outbox', '/api/admin/outbox', { pageNumber, pageSize });
}
