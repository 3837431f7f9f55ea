import { parse } from 'csv-parse/sync';
import { restoreCell } from '../../lib/csv-cells.ts';
import { badRequest } from '../../lib/errors.ts';
import type { CsvRecord } from './import-types.ts';

/** S58: a catalogue file is at most 5 MB and 20,000 rows (1,000 products × 5 sizes is ~1.5 MB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

/** Parses the file into records keyed by header; a file that is not CSV, or too big, is refused whole. */
export function readCsv(data: Buffer): { headers: string[]; records: CsvRecord[] } {
  let rows: string[][];
  try {
    rows = parse(data, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: MAX_IMPORT_ROWS + 2,
    });
  } catch (error) {
    throw badRequest(`The file is not a readable CSV: ${(error as Error).message}`);
  }
  const [header, ...body] = rows;
  if (!header || body.length === 0) throw badRequest('The file has no rows under its header');
  if (body.length > MAX_IMPORT_ROWS)
    throw badRequest(`The file has more than ${MAX_IMPORT_ROWS} rows; split it into smaller files`);
  const headers = header.map((name) => name.trim());
  const records = body.map((cells, index) => ({
    row: index + 2,
    cells: Object.fromEntries(headers.map((name, i) => [name, restoreCell((cells[i] ?? '').trim())])),
  }));
  return { headers, records };
}
