import type { ShippingAddressCopy } from '../../db/schema/index.ts';

/** Shiprocket's documented limits on an order's address: "Billing address city. Max char: 30", address ≥ 3. */
export const CITY_MAX = 30;
const ADDRESS_MIN = 3;

/** The longest start of `text` within `max` characters, cut at a space when one is near. */
function cut(text: string, max: number): { kept: string; rest: string } {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return { kept: clean, rest: '' };
  const space = clean.lastIndexOf(' ', max);
  const at = space > max / 2 ? space : max;
  return { kept: clean.slice(0, at).trim(), rest: clean.slice(at).trim() };
}

/**
 * The customer's address in Shiprocket's fields and within its limits: a city longer than 30 characters is cut
 * at a word and its rest goes on the second address line (the PIN code is what routes the parcel), the
 * landmark is that second line, and the phone its last ten digits.
 */
export function shiprocketAddress(address: ShippingAddressCopy) {
  const city = cut(address.city, CITY_MAX);
  const street = address.streetAddress.replace(/\s+/g, ' ').trim();
  const second = [address.landmark?.trim(), city.rest].filter(Boolean).join(', ');
  return {
    customer_name: address.firstName.trim(),
    last_name: address.lastName.trim(),
    address: street.length >= ADDRESS_MIN ? street : `${street}, ${second}`.trim(),
    address_2: second,
    city: city.kept,
    pincode: Number(address.pincode),
    state: address.state,
    country: 'India',
    email: address.email,
    phone: Number(address.phoneNumber.replace(/\D/g, '').slice(-10)),
  };
}
