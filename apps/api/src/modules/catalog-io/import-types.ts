/** One problem in an import file: the spreadsheet row (the header is row 1), the column and what is wrong. */
export interface RowError {
  row: number;
  column: string;
  message: string;
}

/** A CSV record as text, keyed by its header, with its spreadsheet row number. */
export interface CsvRecord {
  row: number;
  cells: Record<string, string>;
}

export type DraftMatch = { kind: 'id'; id: string } | { kind: 'handle'; handle: string } | { kind: 'new' };

/**
 * One product as read from the file, before validation: `fields` is shaped like the admin form's body
 * (`productInput`), so the import applies exactly the form's rules. `sizeRows[i]` is the row of `sizes[i]`;
 * `columns` names the file's column for each field, so a validation error points at a cell.
 */
export interface ProductDraft {
  firstRow: number;
  match: DraftMatch;
  fields: Record<string, unknown>;
  sizeRows: number[];
  columns: Record<string, string>;
  errors: RowError[];
  finish?: DraftFinish;
}

/** A draft that is a finish of a design (issue 45): rows sharing `design` become one group, in file order. */
export interface DraftFinish {
  design: string;
  label: string | null;
  color: string | null;
}
