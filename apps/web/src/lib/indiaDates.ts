// The grievance and privacy pages state times as Indian time, wherever the reader is: the deadlines the law
// counts (48 hours, one month) are India's.

/** "28 Nov 2026, 9:15 pm" in India's time. */
export const indiaDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** "28 Nov 2026" in India's time. */
export const indiaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' }).format(new Date(iso));
