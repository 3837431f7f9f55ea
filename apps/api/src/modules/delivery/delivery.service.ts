import type { DeliveryCheck } from '@shop/contracts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { CourierReach } from '../../gateways/shiprocket/serviceability.ts';
import { AppError } from '../../lib/errors.ts';
import { ruleForPincode } from './delivery-rules.service.ts';
import { lookupPincode } from './pincode-directory.ts';
import { addWorkingDays, indianToday, isoDate } from './working-days.ts';

const invalidPincode = (message: string) => new AppError(400, 'INVALID_PINCODE', message);

type DeliveryConfig = Pick<Config, 'COD_ENABLED' | 'DELIVERY_DAYS_MIN' | 'DELIVERY_DAYS_MAX'>;

/**
 * Whether and when the shop delivers to a PIN: India Post's directory says where it is; the owner's most
 * specific rule says whether parcels and cash on delivery go there and how many days it adds; with Shiprocket
 * configured its couriers must reach the PIN too (and one must collect cash for COD), unless it does not answer.
 */
export async function checkDelivery(
  db: DbOrTx,
  config: DeliveryConfig,
  pincode: string,
  now = new Date(),
  couriers?: (pincode: string) => Promise<CourierReach | undefined>,
  /** Days a personalised piece takes to make (issue 45), added to the estimate. */
  leadDays = 0,
): Promise<DeliveryCheck> {
  if (!/^[1-9]\d{5}$/.test(pincode)) throw invalidPincode('A PIN code is six digits, not starting with 0');
  const place = lookupPincode(pincode);
  const rule = await ruleForPincode(db, pincode);
  if (!place && !rule) throw invalidPincode(`PIN code ${pincode} is not in India Post's directory`);
  // The owner's "no" stands; otherwise the couriers' answer (Shiprocket, when configured and answering) counts.
  const reach = (rule?.serviceable ?? true) && couriers ? await couriers(pincode) : undefined;
  const serviceable = (rule?.serviceable ?? true) && (reach?.serviceable ?? true);
  const extra = (rule?.extraDays ?? 0) + leadDays;
  const today = indianToday(now);
  return {
    pincode,
    state: place?.states.length === 1 ? (place.states[0] ?? null) : null,
    city: place?.city ?? null,
    serviceable,
    cod: serviceable && config.COD_ENABLED && (rule?.cod ?? true) && (reach?.cod ?? true),
    estimate: serviceable
      ? {
          from: isoDate(addWorkingDays(today, config.DELIVERY_DAYS_MIN + extra)),
          to: isoDate(addWorkingDays(today, config.DELIVERY_DAYS_MAX + extra)),
        }
      : null,
  };
}
