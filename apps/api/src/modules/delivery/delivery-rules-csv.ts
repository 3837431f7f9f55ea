import { type DeliveryRule, deliveryRule, MAX_DELIVERY_RULES } from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/errors.ts';

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

export const DELIVERY_RULES_CSV_HEADER = 'pincode,serviceable,cod,extraDays';

interface RowError {
  row: number;
  message: string;
}

function yesNo(value: string | undefined, column: string, errors: string[]): boolean {
  const word = (value ?? '').trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  errors.push(`${column} must be yes or no`);
  return false;
}

/**
 * The owner's rules from a CSV (`pincode,serviceable,cod,extraDays`, a header line first; extraDays may be
 * empty). Any bad row refuses the whole file with every row's problem listed, so nothing half-applies.
 */
export function parseDeliveryRulesCsv(text: string): Required<DeliveryRule>[] {
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, trim: true, relax_column_count: true, bom: true });
  } catch (error) {
    throw new AppError(400, 'INVALID_INPUT', `The file is not a readable CSV: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (header?.join(',').toLowerCase() !== DELIVERY_RULES_CSV_HEADER.toLowerCase())
    throw new AppError(400, 'INVALID_INPUT', `The first line must be ${DELIVERY_RULES_CSV_HEADER}`);
  if (rows.length > MAX_DELIVERY_RULES)
    throw new AppError(
      400,
      'INVALID_INPUT',
      `At most ${MAX_DELIVERY_RULES} rules, this file has ${rows.length}`,
    );
  const problems: RowError[] = [];
  const seen = new Set<string>();
  const rules = rows.map(([prefix, serviceable, cod, extraDays], index) => {
    const errors: string[] = [];
    const candidate = {
      prefix: prefix ?? '',
      serviceable: yesNo(serviceable, 'serviceable', errors),
      cod: yesNo(cod, 'cod', errors),
      extraDays: extraDays ? Number(extraDays) : 0,
    };
    const parsed = deliveryRule.safeParse(candidate);
    if (!parsed.success) errors.push(...parsed.error.issues.map((i) => `${String(i.path[0])} ${i.message}`));
    if (seen.has(candidate.prefix)) errors.push(`pincode ${candidate.prefix} appears twice`);
    seen.add(candidate.prefix);
    for (const message of errors) problems.push({ row: index + 2, message });
    return { ...candidate, extraDays: parsed.success ? parsed.data.extraDays : 0 };
  });
  if (problems.length > 0) {
    const first = problems[0];
    throw new AppError(400, 'INVALID_INPUT', `Row ${first?.row}: ${first?.message}`, problems);
  }
  return rules;
}
