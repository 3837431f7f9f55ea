import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { INDIAN_STATE_NAMES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { pincodeTableCsv } from './pincode-dataset.ts';
import { lookupPincode, pincodeFitsState } from './pincode-directory.ts';
import { PINCODE_TABLE_FILE, readIndiaPostDirectory } from './pincode-source.ts';

describe('the PIN table built from India Post’s directory', () => {
  it('is the table the kept package’s directory gives today (rebuild it with build-pincode-directory.ts)', async () => {
    const shipped = gunzipSync(await readFile(PINCODE_TABLE_FILE)).toString('utf8');
    expect(shipped === pincodeTableCsv(await readIndiaPostDirectory())).toBe(true);
  });

  it('covers every state and union territory of our list, and only those', async () => {
    const lines = gunzipSync(await readFile(PINCODE_TABLE_FILE))
      .toString('utf8')
      .trim()
      .split('\n')
      .slice(1);
    expect(lines.length).toBeGreaterThan(19_000);
    const states = new Set(lines.map((line) => line.split(',')[1]));
    expect([...states].sort()).toEqual([...INDIAN_STATE_NAMES].sort());
  });

  it('fits a PIN with its state, either state of a border PIN, and lets an unknown PIN through', () => {
    expect(lookupPincode('682001')).toEqual({ states: ['Kerala'], city: 'Ernakulam' });
    expect(pincodeFitsState('682001', 'Kerala')).toBe(true);
    expect(pincodeFitsState('682001', 'Tamil Nadu')).toBe(false);
    expect(pincodeFitsState('605007', 'Tamil Nadu')).toBe(true);
    expect(pincodeFitsState('605007', 'Puducherry')).toBe(true);
    expect(pincodeFitsState('999999', 'Kerala')).toBe(true);
  });
});
