/** The shop's calendar day in India (IST has no daylight saving), as a UTC midnight date. */
export function indianToday(now = new Date()): Date {
  const ist = new Date(now.getTime() + 330 * 60_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
}

/** The date `days` working days after `from`: couriers do not deliver on Sundays. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0) left--;
  }
  return date;
}

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
