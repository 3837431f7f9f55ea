import type { DeliveryCheck } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';
import { weekdayDayMonth } from '../../lib/shortDates.ts';
import { readItem, removeItem, writeItem } from '../../lib/storage.ts';

export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

/** The last PIN code a shopper checked, so the product page, the cart and checkout start from it. */
const LAST_PINCODE_KEY = 'deliveryPincode';
export const lastCheckedPincode = () => readItem(LAST_PINCODE_KEY) ?? '';
export const rememberPincode = (pincode: string) => writeItem(LAST_PINCODE_KEY, pincode);
const forgetPincode = () => removeItem(LAST_PINCODE_KEY);

/**
 * Keeps a PIN code only once the shop has checked it is a real one: a PIN the directory refused (a typo) is
 * not remembered, and one remembered before that the shop now refuses is forgotten, so it is not checked again
 * on every page and shown as an error in the cart.
 */
export function rememberCheckedPincode(pincode: string, outcome: { data?: DeliveryCheck; error: unknown }) {
  if (outcome.data?.pincode === pincode) rememberPincode(pincode);
  else if (outcome.error instanceof ApiError && outcome.error.status >= 400 && outcome.error.status < 500) {
    if (lastCheckedPincode() === pincode) forgetPincode();
  }
}

/**
 * GET /api/delivery/{pincode}: where the PIN is, whether the shop delivers and takes cash there, and when;
 * `personalised` products (to be engraved) add the days they take to make.
 */
export const deliveryQuery = (pincode: string, personalised: string[] = []) =>
  queryOptions({
    queryKey: ['delivery', pincode, ...personalised],
    queryFn: ({ signal }) =>
      api<DeliveryCheck>(
        `/api/delivery/${pincode}${personalised.length > 0 ? `?personalised=${personalised.join(',')}` : ''}`,
        { signal },
      ),
    enabled: PINCODE_PATTERN.test(pincode),
    staleTime: 60_000,
    retry: false,
  });

/** "Arrives between Thu, 26 Nov and Tue, 1 Dec" from the API's ISO dates. */
export function arrivalText(estimate: { from: string; to: string }): string {
  const from = weekdayDayMonth(new Date(`${estimate.from}T00:00:00Z`), 'UTC');
  const to = weekdayDayMonth(new Date(`${estimate.to}T00:00:00Z`), 'UTC');
  return from === to ? `Arrives by ${to}` : `Arrives between ${from} and ${to}`;
}

/** "Bangalore, Karnataka", or whichever of the two the directory knows. */
export const placeText = (check: DeliveryCheck) => [check.city, check.state].filter(Boolean).join(', ');

/** Why cash on delivery cannot go to the order's PIN code (the owner's rules), or null. */
export const codReasonAtPincode = (check: DeliveryCheck | undefined) =>
  check && !check.cod ? `Cash on delivery is not available at PIN code ${check.pincode}.` : null;
