import {
  COLOR_LABELS,
  type Color,
  DECLARATION_KEYS,
  PARCEL_FIELDS,
  SECOND_LEVEL_CATEGORY,
} from '@shop/contracts';

/**
 * Our catalogue CSV: one row per product and size (docs/catalogue-csv.md). The product's own columns are
 * repeated on each of its rows; an import reads them from the product's first row.
 */
export const CATALOGUE_COLUMNS = [
  'id',
  'title',
  'detail',
  'description',
  'category',
  'color',
  'price',
  'discountedPrice',
  'size',
  'stock',
  'hsn',
  'gstRate',
  'material',
  'weightGrams',
  'dimensions',
  'care',
  'warranty',
  ...DECLARATION_KEYS,
  'images',
  'design',
  'finish',
  'personalisation',
  ...PARCEL_FIELDS,
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** `women/jewellery/women_rings`: the whole path, readable in a spreadsheet. */
export const categoryPath = (top: string, third: string) => `${top}/${SECOND_LEVEL_CATEGORY}/${third}`;

/** The path's last part (or a bare `women_rings`) and the top level it belongs to. */
export function parseCategoryPath(value: string): { top: string; third: string } {
  const third = value.trim().toLowerCase().split('/').pop() ?? '';
  return { top: third.split('_')[0] ?? '', third };
}

export const colorLabel = (color: string) => COLOR_LABELS[color as Color] ?? color;

/** Pictures in one cell, separated by spaces (a URL never holds a bare space). */
export const joinImages = (images: string[]) => images.join(' ');
export const splitImages = (cell: string) => cell.split(/\s+/).filter((url) => url !== '');

/**
 * Issue 45's columns. `design`: a key shared by the finishes of one design (the export writes the group's id);
 * `finish`: the finish's label, optionally followed by its swatch colour (`Gold plated #d4af37`);
 * `personalisation`: `label|maxChars|fee|leadDays` (`Engraving|12|200|4`), empty for none.
 */
export const finishCell = (label: string, color: string) => `${label} ${color}`;
export function parseFinishCell(cell: string): { label: string | null; color: string | null } {
  const match = /^(.*?)\s*(#[0-9a-fA-F]{6})?$/.exec(cell.trim());
  return { label: match?.[1] || null, color: match?.[2]?.toLowerCase() ?? null };
}
export const personalisationCell = (
  p: { label: string; maxChars: number; fee: number; leadDays: number } | null,
) => (p ? `${p.label}|${p.maxChars}|${p.fee}|${p.leadDays}` : '');
/** The cell as the form's `personalisation` field: null when empty; malformed text is left for the form to refuse. */
export function parsePersonalisationCell(cell: string): unknown {
  if (cell.trim() === '') return null;
  const parts = cell.split('|').map((part) => part.trim());
  if (parts.length !== 4) return cell;
  const [label, maxChars, fee, leadDays] = parts;
  return { label, maxChars, fee, leadDays };
}
