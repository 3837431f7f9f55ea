import type { DbOrTx } from '../../db/client.ts';
import { codAllowedAtPincode } from '../delivery/checkout-delivery.ts';
import { type CodSettings, codProblem } from '../orders/cash-on-delivery.ts';
import { returnedCodParcels } from '../orders/cod-block.ts';

/**
 * Why cash on delivery cannot take this order, in words for the customer, or null when it can: the shop's
 * settings and limit, the owner's PIN rules, and the customer's parcels that came back. One answer for the
 * checkout quote and for placing the order with cash on delivery.
 */
export async function codRefusal(
  db: DbOrTx,
  settings: CodSettings,
  order: {
    /** What the order comes to without the prepaid discount and before the fee, in paise. */
    payableWithoutPrepaidPaise: number;
    userId: string | null;
    address: { pincode: string; email: string; phoneNumber: string };
  },
): Promise<string | null> {
  const problem = codProblem(settings, order.payableWithoutPrepaidPaise);
  if (problem) return problem;
  const { address } = order;
  if (!(await codAllowedAtPincode(db, address.pincode)))
    return `Cash on delivery is not available at PIN code ${address.pincode}. Please pay online.`;
  if (
    settings.blockAfterRto > 0 &&
    (await returnedCodParcels(db, {
      // No row yet (a guest's first order): the email and phone still count.
      userId: order.userId ?? '00000000-0000-0000-0000-000000000000',
      email: address.email,
      phoneNumber: address.phoneNumber,
    })) >= settings.blockAfterRto
  )
    return (
      'Cash on delivery is not available for this order, as earlier cash-on-delivery parcels came back ' +
      'undelivered. Please pay online.'
    );
  return null;
}
