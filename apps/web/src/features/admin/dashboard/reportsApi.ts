import type { Report, ReportGroup } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ADMIN_KEY } from '../shared/adminApi.ts';

/** GET /api/admin/reports: sales, payments and top pieces over a range of days. */
export interface ReportRange {
  from: string;
  to: string;
  groupBy: ReportGroup;
}

export function useReport(range: ReportRange) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'reports', range],
    queryFn: ({ signal }) => api<Report>('/api/admin/reports', { signal, query: { ...range } }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
