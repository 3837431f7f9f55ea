import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { ruleForPincode } from './delivery-rules.service.ts';
import { assertPincodeInState } from './pincode-state.ts';

/**
 * At checkout: the address's PIN must be in its state (an address saved before that check is refused too) and
 * the owner's rules must not exclude it: 409 PINCODE_NOT_SERVICEABLE.
 */
export async function assertDeliverableAddress(db: DbOrTx, pincode: string, state: string): Promise<void> {
  assertPincodeInState(pincode, state);
  const rule = await ruleForPincode(db, pincode);
  if (rule && !rule.serviceable)
    throw conflict('PINCODE_NOT_SERVICEABLE', `Sorry, we do not deliver to PIN code ${pincode} yet.`);
}

/** Whether the owner's rules let cash on delivery go to this PIN (no rule: yes). */
export async function codAllowedAtPincode(db: DbOrTx, pincode: string): Promise<boolean> {
  const rule = await ruleForPincode(db, pincode);
  return !rule || (rule.serviceable && rule.cod);
}
