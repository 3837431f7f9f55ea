import { weekdayDayMonth } from '../../lib/shortDates.ts';

/** The date `workingDays` working days (Monday to Saturday) after `from`. */
export function addWorkingDays(from: Date, workingDays: number): Date {
  const date = new Date(from);
  let left = workingDays;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    if (date.getDay() !== 0) left--;
  }
  return date;
}

/** "Arrives between Thu, 26 Nov and Tue, 1 Dec" for an order placed `from`. */
export function deliveryEstimate(days: { min: number; max: number }, from = new Date()): string {
  const earliest = weekdayDayMonth(addWorkingDays(from, days.min));
  const latest = weekdayDayMonth(addWorkingDays(from, days.max));
  return earliest === latest ? `Arrives by ${latest}` : `Arrives between ${earliest} and ${latest}`;
}
