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

const inrFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** ₹1,23,456 with Indian digit grouping. Takes rupees, as the API answers them. */
export function formatRupees(rupees: number): string {
  return inrFormatter.format(rupees);
}
