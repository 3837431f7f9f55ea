/**
 * The clock of the Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): a complaint is acknowledged within
 * 48 hours of receipt and redressed within one month of it. One month is the same day of the next month, or
 * that month's last day when it has no such day (31 January → 28 or 29 February; decision 0090).
 */
export const ACKNOWLEDGE_HOURS = 48;

export function addOneMonth(from: Date): Date {
  const next = new Date(from);
  const day = from.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export function grievanceDeadlines(receivedAt: Date): { acknowledgeBy: Date; resolveBy: Date } {
  return {
    acknowledgeBy: new Date(receivedAt.getTime() + ACKNOWLEDGE_HOURS * 3600_000),
    resolveBy: addOneMonth(receivedAt),
  };
}

/**
 * The next deadline of a ticket and whether it has passed: until the shop's first reply the acknowledgement's,
 * then the resolution's; a resolved ticket has none.
 */
export function dueState(
  ticket: { status: string; acknowledgeBy: Date; resolveBy: Date; acknowledgedAt: Date | null },
  now: Date,
): { dueAt: Date | null; overdue: boolean } {
  if (ticket.status === 'RESOLVED') return { dueAt: null, overdue: false };
  const dueAt = ticket.acknowledgedAt ? ticket.resolveBy : ticket.acknowledgeBy;
  // Unacknowledged past 48 hours is overdue even before the month is up; so is anything open past the month.
  return { dueAt, overdue: now > dueAt || now > ticket.resolveBy };
}
