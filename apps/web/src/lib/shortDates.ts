// The dates the storefront shows as a page first renders, written as Intl.DateTimeFormat('en-IN') writes them, by
// hand: a browser's first Intl formatter loads the locale's data, 16–46 ms of main thread on a test machine and
// four times that on a phone (decision 0079). Tests hold each to Intl. Pages shown later use these where the
// format is the same, and Intl for their other formats.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// en-IN shortens September to "Sept", the others to three letters.
const shortMonth = (month: number) => MONTHS[month]?.slice(0, month === 8 ? 4 : 3);

/**
 * "Thu, 26 Nov" (Intl: weekday short, day numeric, month short). `UTC` reads the date in UTC, for the API's
 * ISO dates; otherwise the shopper's own time zone.
 */
export function weekdayDayMonth(date: Date, timeZone: 'local' | 'UTC' = 'local'): string {
  const utc = timeZone === 'UTC';
  const weekday = utc ? date.getUTCDay() : date.getDay();
  const day = utc ? date.getUTCDate() : date.getDate();
  return `${WEEKDAYS[weekday]}, ${day} ${shortMonth(utc ? date.getUTCMonth() : date.getMonth())}`;
}

/** "3 September 2026" (Intl: day numeric, month long, year numeric), in the shopper's time zone. */
export function dayMonthYear(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
