import type { ReportGroup, ReportQuery } from '@shop/contracts';
import { indiaToday } from '../../lib/india-date.ts';

export interface ReportRange {
  from: string;
  to: string;
  groupBy: ReportGroup;
}

/** The asked range, or the 30 days up to today (or up to `to`). */
export function reportRange(query: ReportQuery, now = new Date()): ReportRange {
  const to = query.to ?? indiaToday(now);
  const from =
    query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to, groupBy: query.groupBy };
}
