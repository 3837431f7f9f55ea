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

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The shop's one money format, for the web, mail and PDFs: whole rupees without decimals (₹1,499), anything else
 * with two (₹114.80, never ₹114.8), Indian digit grouping (₹1,23,456). Takes paise.
 */
export function formatPaise(paise: number): string {
  const exact = Math.round(paise);
  return exact % PAISE_PER_RUPEE === 0
    ? wholeRupees.format(exact / PAISE_PER_RUPEE)
    : rupeesAndPaise.format(exact / PAISE_PER_RUPEE);
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
