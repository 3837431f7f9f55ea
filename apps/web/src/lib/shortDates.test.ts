import { describe, expect, it } from 'vitest';
import { dayMonthYear, weekdayDayMonth } from './shortDates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// Every day of a leap year, at an hour that is the same date in UTC and in India.
const leapYear = Array.from({ length: 366 }, (_, i) => new Date(Date.UTC(2028, 0, 1, 10, 30) + i * DAY_MS));

describe('the storefront dates are written as Intl writes them for en-IN', () => {
  it('weekdayDayMonth matches Intl on every day of a year, in UTC and in the local time zone', () => {
    const utc = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const local = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' });
    for (const date of leapYear) {
      expect(weekdayDayMonth(date, 'UTC')).toBe(utc.format(date));
      expect(weekdayDayMonth(date)).toBe(local.format(date));
    }
    expect(weekdayDayMonth(new Date('2026-09-03T00:00:00Z'), 'UTC')).toBe('Thu, 3 Sept');
  });

  it('dayMonthYear matches Intl on every day of a year', () => {
    const long = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
    for (const date of leapYear) expect(dayMonthYear(date)).toBe(long.format(date));
  });
});
