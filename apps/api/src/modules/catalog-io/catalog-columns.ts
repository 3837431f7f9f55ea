import { COLOR_LABELS, type Color, DECLARATION_KEYS, SECOND_LEVEL_CATEGORY } from '@shop/contracts';

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
