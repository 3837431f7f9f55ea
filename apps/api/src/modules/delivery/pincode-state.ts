import { AppError } from '../../lib/errors.ts';
import { lookupPincode, pincodeFitsState } from './pincode-directory.ts';

/**
 * Refuses an address whose PIN code India Post files under another state (a typo in either would send the
 * parcel astray and charge the wrong GST): 400 PINCODE_STATE_MISMATCH naming both, nothing saved.
 */
export function assertPincodeInState(pincode: string, state: string): void {
  if (pincodeFitsState(pincode, state)) return;
  const states = lookupPincode(pincode)?.states.join(' or ') ?? '';
  throw new AppError(
    400,
    'PINCODE_STATE_MISMATCH',
    `PIN code ${pincode} is in ${states}, not ${state}: check the PIN code and the state.`,
    [{ field: 'body.pincode', message: `is in ${states}, not ${state}` }],
  );
}
