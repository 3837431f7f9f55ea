/** India keeps one time zone, UTC+05:30, without daylight saving. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar date in India of an instant, as a UTC-based Date (read it with getUTC…). */
export function indianDate(at: Date): Date {
  return new Date(at.getTime() + IST_OFFSET_MS);
}

/** The Indian financial year (1 April – 31 March, Indian time) of an instant, as `26-27`. */
export function financialYear(at: Date): string {
  const date = indianDate(at);
  const start = date.getUTCMonth() >= 3 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** 31-03-2027: the date as Indian invoices print it. */
export function formatIndianDate(at: Date): string {
  const date = indianDate(at);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${date.getUTCFullYear()}`;
}

/** The first instant of an Indian calendar day given as YYYY-MM-DD. */
export function startOfIndianDay(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - IST_OFFSET_MS);
}

/** 2027-03-31: the Indian calendar day of an instant. */
export function indianDay(at: Date): string {
  return indianDate(at).toISOString().slice(0, 10);
}
