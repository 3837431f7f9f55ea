import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { PINCODE_TABLE_FILE } from './pincode-source.ts';

/** What India Post's directory says of one PIN: its state(s) (a few PINs straddle a border) and district. */
export interface PincodePlace {
  states: string[];
  city: string;
}

let table: Map<string, PincodePlace> | undefined;

/** The shipped table (about 19,000 PINs, 56 KB gzipped), read on first use and kept. */
function pincodeTable(): Map<string, PincodePlace> {
  if (table) return table;
  const loaded = new Map<string, PincodePlace>();
  const lines = gunzipSync(readFileSync(PINCODE_TABLE_FILE)).toString('utf8').split('\n').slice(1);
  for (const line of lines) {
    const [pincode, state, city] = line.split(',');
    if (!pincode || !state) continue;
    const place = loaded.get(pincode);
    if (place) place.states.push(state);
    else loaded.set(pincode, { states: [state], city: city ?? '' });
  }
  table = loaded;
  return loaded;
}

export function lookupPincode(pincode: string): PincodePlace | undefined {
  return pincodeTable().get(pincode);
}

/**
 * Whether a PIN may go with a state: true unless India Post's directory puts that PIN in other states only.
 * A PIN the directory does not list (a new one) is let through; the state decides the tax, not the PIN.
 */
export function pincodeFitsState(pincode: string, state: string): boolean {
  const place = lookupPincode(pincode);
  return !place || place.states.includes(state);
}

/** The lowest PIN India Post files under a state only (fixtures use it for an address in that state). */
export function firstPincodeIn(state: string): string | undefined {
  for (const [pincode, place] of pincodeTable())
    if (place.states.length === 1 && place.states[0] === state) return pincode;
  return undefined;
}
