import { DECLARATION_KEYS, PARCEL_FIELDS } from '@shop/contracts';
import { z } from 'zod';
import {
  parseCategoryPath,
  parseFinishCell,
  parsePersonalisationCell,
  splitImages,
} from './catalog-columns.ts';
import type { CsvRecord, ProductDraft } from './import-types.ts';

const uuid = z.uuid();

/** Numeric text becomes a number, so the form's rules answer "must be at least 0" rather than a type error. */
export const numberOrText = (value: string): number | string =>
  /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
const NUMERIC = new Set(['price', 'discountedPrice', 'gstRate', 'weightGrams']);

/** Product columns, read from a product's first row; `size` and `stock` come from every row. */
const FIELD_COLUMNS: Record<string, string> = {
  title: 'title',
  detail: 'detail',
  description: 'description',
  color: 'color',
  price: 'price',
  discountedPrice: 'discountedPrice',
  hsn: 'hsn',
  gstRate: 'gstRate',
  material: 'material',
  weightGrams: 'weightGrams',
  dimensions: 'dimensions',
  care: 'care',
  warranty: 'warranty',
  ...Object.fromEntries(DECLARATION_KEYS.map((key) => [key, key])),
};

/** Optional columns: left empty (or out of the file), the stored value stays or the default applies. */
const OPTIONAL = new Set(['detail', 'description', 'discountedPrice', 'hsn', 'gstRate']);

/**
 * Our export read back: rows with the same `id` are one product; rows without an id are new products,
 * grouped by title. Facts columns left empty clear the fact, as in the form.
 */
export function draftsFromOurCsv(records: CsvRecord[]): ProductDraft[] {
  const groups = new Map<string, CsvRecord[]>();
  for (const record of records) {
    const id = record.cells.id ?? '';
    const key = id !== '' ? `id:${id.toLowerCase()}` : `title:${record.cells.title ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  return [...groups.values()].map(draftOf);
}

function draftOf(records: CsvRecord[]): ProductDraft {
  const first = records[0] as CsvRecord;
  const cell = (name: string) => first.cells[name] ?? '';
  const draft: ProductDraft = {
    firstRow: first.row,
    match: { kind: 'new' },
    fields: {},
    sizeRows: records.map((r) => r.row),
    columns: {
      ...FIELD_COLUMNS,
      Image: 'images',
      images: 'images',
      thirdLevelCategory: 'category',
      topLevelCategory: 'category',
    },
    errors: [],
  };
  const id = cell('id');
  if (id !== '') {
    if (uuid.safeParse(id).success) draft.match = { kind: 'id', id: id.toLowerCase() };
    else
      draft.errors.push({
        row: first.row,
        column: 'id',
        message: 'is not a product id (leave it empty to add a product)',
      });
  }
  for (const [field, column] of Object.entries(FIELD_COLUMNS)) {
    const value = cell(column);
    if (value === '' && OPTIONAL.has(field)) continue;
    draft.fields[field] = NUMERIC.has(field) ? numberOrText(value) : value;
  }
  const { top, third } = parseCategoryPath(cell('category'));
  draft.fields.topLevelCategory = top;
  draft.fields.thirdLevelCategory = third;
  const images = splitImages(cell('images'));
  draft.fields.Image = images[0] ?? '';
  draft.fields.images = images;
  // Files without the column (older exports) leave the personalisation as it is.
  if (first.cells.personalisation !== undefined) {
    draft.fields.personalisation = parsePersonalisationCell(cell('personalisation'));
    draft.columns.personalisation = 'personalisation';
  }
  // The parcel columns came later: a file without them leaves the product's box and packed weight as they are.
  for (const field of PARCEL_FIELDS)
    if (first.cells[field] !== undefined) {
      draft.fields[field] = numberOrText(cell(field));
      draft.columns[field] = field;
    }
  if (cell('design') !== '') draft.finish = { design: cell('design'), ...parseFinishCell(cell('finish')) };
  draft.fields.sizes = records.map((r) => ({
    name: r.cells.size ?? '',
    quantity: numberOrText(r.cells.stock ?? ''),
  }));
  return draft;
}
