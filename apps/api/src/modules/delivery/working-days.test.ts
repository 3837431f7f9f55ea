import { describe, expect, it } from 'vitest';
import { addWorkingDays, indianToday, isoDate } from './working-days.ts';

describe('working days for the delivery estimate', () => {
  it('skips Sundays', () => {
    // Friday 27 November 2026: three working days are Saturday, Monday, Tuesday.
    expect(isoDate(addWorkingDays(new Date('2026-11-27T00:00:00Z'), 3))).toBe('2026-12-01');
    // From a Sunday, one working day is the Monday.
    expect(isoDate(addWorkingDays(new Date('2026-11-29T00:00:00Z'), 1))).toBe('2026-11-30');
    expect(isoDate(addWorkingDays(new Date('2026-11-28T00:00:00Z'), 0))).toBe('2026-11-28');
  });

  it('counts from the day it is in India, not in UTC', () => {
    // 20:00 UTC on 27 November is 01:30 on 28 November in India.
    expect(isoDate(indianToday(new Date('2026-11-27T20:00:00Z')))).toBe('2026-11-28');
    expect(isoDate(indianToday(new Date('2026-11-27T18:29:00Z')))).toBe('2026-11-27');
  });
});
