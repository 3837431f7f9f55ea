import type { ReportGroup, ReportQuery } from '@shop/contracts';

export interface ReportRange {
  from: string;
  to: string;
  groupBy: ReportGroup;
}

/** Today's date in India, where the shop's days begin and end. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The asked range, or the 30 days up to today (or up to `to`). */
export function reportRange(query: ReportQuery, now = new Date()): ReportRange {
  const to = query.to ?? indiaToday(now);
  const from =
    query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to, groupBy: query.groupBy };
}
