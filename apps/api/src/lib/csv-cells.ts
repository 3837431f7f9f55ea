/**
 * A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage return before one) as a
 * formula (S58, OWASP "CSV injection"). Such text cells go out with a leading `'`, which spreadsheets show as text.
 * Numbers are written by us as numbers and never pass through here.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Undoes `neutraliseCell` on import, so an export read back is the same text. */
export function restoreCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
