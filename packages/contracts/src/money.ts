/** Money is integer paise everywhere inside the shop; the HTTP API speaks rupees, as the spec's client does. */

export const PAISE_PER_RUPEE = 100;

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** The discount a customer sees, in whole percent, rounded down so we never overstate it. */
export function discountPercent(pricePaise: number, discountedPaise: number): number {
  if (pricePaise <= 0 || discountedPaise >= pricePaise) return 0;
  return Math.floor(((pricePaise - discountedPaise) * 100) / pricePaise);
}

/** 1,23,45,678: the last three digits, then pairs (lakh and crore). */
function groupIndianDigits(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * `hundredths / 100` with Indian digit grouping, as Intl.NumberFormat('en-IN') writes it: no decimals for a whole
 * value, else two (`'two'`) or as few as needed (`'trim'`). By hand, because a browser's first Intl formatter loads
 * the locale's data: 16–46 ms of main thread before the first price shows (decision 0079). Tests hold it to Intl.
 */
export function formatHundredths(hundredths: number, decimals: 'two' | 'trim'): string {
  const exact = Math.round(hundredths);
  const sign = exact < 0 ? '-' : '';
  const whole = groupIndianDigits(Math.floor(Math.abs(exact) / 100));
  const fraction = Math.abs(exact) % 100;
  if (fraction === 0) return sign + whole;
  const digits = String(fraction).padStart(2, '0');
  return `${sign}${whole}.${decimals === 'two' ? digits : digits.replace(/0$/, '')}`;
}

/**
 * The shop's one money format, for the web, mail and PDFs: whole rupees without decimals (₹1,499), anything else
 * with two (₹114.80, never ₹114.8), Indian digit grouping (₹1,23,456). Takes paise.
 */
export function formatPaise(paise: number): string {
  const amount = formatHundredths(paise, 'two');
  return amount.startsWith('-') ? `-₹${amount.slice(1)}` : `₹${amount}`;
}

/** formatPaise for rupees, as the API answers them. */
export function formatRupees(rupees: number): string {
  return formatPaise(rupeesToPaise(rupees));
}

/** The shop's delivery rule as GET /api/shop gives it (rupees). */
export interface DeliveryTerms {
  charge: number;
  freeFrom: number;
}

/** The banner's promise, true to the rule the server charges by (a charge only below `freeFrom`). */
export function deliveryPromise(terms: DeliveryTerms): string {
  if (terms.charge <= 0 || terms.freeFrom <= 0) return 'Free delivery on every order';
  return `Free delivery on orders of ${formatRupees(terms.freeFrom)} and above`;
}
