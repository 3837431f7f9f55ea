import type { ShiprocketClient } from './shiprocket-client.ts';

/** What Shiprocket's couriers say about delivering to a PIN code. */
export interface CourierReach {
  serviceable: boolean;
  /** Some courier collects cash there. */
  cod: boolean;
}

interface ServiceabilityAnswer {
  /** 200, or 404 when no courier serves the pair. */
  status?: number;
  data?: { available_courier_companies?: { courier_company_id: number; cod?: number }[] };
}

/** A jewellery parcel, for the question (Shiprocket wants a weight; the answer hardly depends on it). */
const PARCEL_KG = 0.5;
const CACHE_MS = 6 * 60 * 60 * 1000;
const CACHE_MAX = 5000;

/**
 * `courier/serviceability` from the pickup PIN (given, or looked up once from the pickup address's name) to a customer's PIN, answers kept for six hours per PIN (the
 * PIN check runs on every product page and checkout). Undefined when Shiprocket is down or answers nonsense:
 * the caller falls back to the built-in directory and the owner's rules.
 */
export function cachedCourierReach(
  client: ShiprocketClient,
  pickupPincode: string | (() => Promise<string>),
) {
  const cache = new Map<string, { at: number; reach: CourierReach }>();
  return async (pincode: string, now = Date.now()): Promise<CourierReach | undefined> => {
    const kept = cache.get(pincode);
    if (kept && now - kept.at < CACHE_MS) return kept.reach;
    const pickup =
      typeof pickupPincode === 'string' ? pickupPincode : await pickupPincode().catch(() => undefined);
    if (!pickup) return undefined;
    const query = new URLSearchParams({
      pickup_postcode: pickup,
      delivery_postcode: pincode,
      weight: String(PARCEL_KG),
      cod: '0',
    });
    const answer = await client
      .get<ServiceabilityAnswer>(`/courier/serviceability?${query}`)
      .catch(() => undefined);
    // "Not serviceable" is `{ status: 404, message }` without data; anything else without a list is nonsense.
    const couriers = answer?.status === 404 ? [] : answer?.data?.available_courier_companies;
    if (!Array.isArray(couriers)) return undefined;
    const reach = { serviceable: couriers.length > 0, cod: couriers.some((c) => c.cod === 1) };
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(pincode, { at: now, reach });
    return reach;
  };
}
