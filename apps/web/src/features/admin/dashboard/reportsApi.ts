import type { Report, ReportGroup } from '@shop/contracts';
import { useAdminRead } from '../shared/adminApi.ts';

/** GET /api/admin/reports: sales, payments and top pieces over a range of days. */
export interface ReportRange {
  from: string;
  to: string;
  groupBy: ReportGroup;
}

export function useReport(range: ReportRange) {
  return useAdminRead<Report>(['reports', range], '/api/admin/reports', {
    query: { ...range },
    staleTime: 30_000,
    keepPrevious: true,
  });
}
