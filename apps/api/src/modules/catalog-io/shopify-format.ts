import { convert } from 'html-to-text';
import type { CsvRecord, ProductDraft, RowError } from './import-types.ts';
import { shopifyCategory, shopifyColor, shopifyTopLevel } from './shopify-words.ts';

/** Shopify's product export is recognised by these headers. */
export const isShopifyCsv = (headers: string[]) =>
  headers.includes('Handle') && headers.includes('Variant Price');

const SIZE_OPTION = /^(ring\s*)?size$/i;
const COLOR_OPTION = /^(colou?r|metal|finish|plating|tone)$/i;

/**
 * Shopify's product export: rows with the same Handle are one product; the first holds the product's columns,
 * each row with an option value is a variant (our size), and rows with only `Image Src` add pictures.
 * `Variant Compare At Price` is our price (MRP) and `Variant Price` the discounted price; colour and category
 * are read from the options, Type, Product Category, Tags and Title (shopify-words.ts).
 */
export function draftsFromShopifyCsv(records: CsvRecord[]): ProductDraft[] {
  const groups = new Map<string, CsvRecord[]>();
  for (const record of records) {
    const handle = (record.cells.Handle ?? '').toLowerCase();
    groups.set(handle, [...(groups.get(handle) ?? []), record]);
  }
  return [...groups.entries()].map(([handle, rows]) => draftOf(handle, rows));
}

function optionValues(record: CsvRecord, pattern: RegExp, first: CsvRecord): string | undefined {
  for (const n of [1, 2, 3]) {
    const name = first.cells[`Option${n} Name`] ?? '';
    if (pattern.test(name.trim())) return record.cells[`Option${n} Value`] ?? '';
  }
  return undefined;
}

function draftOf(handle: string, records: CsvRecord[]): ProductDraft {
  const first = records[0] as CsvRecord;
  const cell = (name: string) => first.cells[name] ?? '';
  const errors: RowError[] = [];
  if (handle === '') errors.push({ row: first.row, column: 'Handle', message: 'is required' });

  const variants = records.filter(
    (r) => (r.cells['Option1 Value'] ?? '') !== '' || (r.cells['Variant Price'] ?? '') !== '',
  );
  const sizes = variants.map((r) => {
    const size = optionValues(r, SIZE_OPTION, first) ?? r.cells['Option1 Value'] ?? '';
    const quantity = Math.max(0, Number.parseInt(r.cells['Variant Inventory Qty'] || '0', 10) || 0);
    return { name: size === 'Default Title' ? 'one size' : size, quantity };
  });

  const colours = new Set(variants.map((r) => optionValues(r, COLOR_OPTION, first)).filter((v) => v));
  if (colours.size > 1)
    errors.push({
      row: first.row,
      column: 'Option1 Name',
      message: 'has variants in several colours: make one product per colour',
    });
  const words = {
    type: cell('Type'),
    category: cell('Product Category'),
    tags: cell('Tags'),
    title: cell('Title'),
  };
  const color = [...colours][0] || shopifyColor(`${words.tags} ${words.title} ${cell('Body (HTML)')}`);
  if (!color)
    errors.push({
      row: first.row,
      column: 'Tags',
      message: 'names no colour: add a tag Gold, Rose Gold or Silver',
    });
  const top = shopifyTopLevel(words);
  const third = shopifyCategory(words, top);
  if (!third)
    errors.push({
      row: first.row,
      column: 'Type',
      message: 'is not a kind of piece the shop sells (rings, bracelets, chains, earrings, necklaces)',
    });

  const prices = new Set(
    variants.map((r) => `${r.cells['Variant Price']}|${r.cells['Variant Compare At Price']}`),
  );
  if (prices.size > 1)
    errors.push({
      row: variants[1]?.row ?? first.row,
      column: 'Variant Price',
      message: 'differs between sizes; this shop prices a piece the same in every size',
    });
  const lead = variants[0] ?? first;
  const salePrice = lead.cells['Variant Price'] ?? '';
  const compareAt = lead.cells['Variant Compare At Price'] ?? '';
  const hasMrp = compareAt !== '' && Number(compareAt) > Number(salePrice);

  const images = records
    .filter((r) => (r.cells['Image Src'] ?? '') !== '')
    .sort((a, b) => Number(a.cells['Image Position'] || 0) - Number(b.cells['Image Position'] || 0))
    .map((r) => r.cells['Image Src'] as string);
  const grams = Number(lead.cells['Variant Grams'] || 0);

  return {
    firstRow: first.row,
    match: { kind: 'handle', handle },
    fields: {
      title: cell('Title'),
      description: convert(cell('Body (HTML)'), { wordwrap: false }).slice(0, 5000),
      color: color ?? '',
      price: hasMrp ? compareAt : salePrice,
      discountedPrice: salePrice,
      topLevelCategory: top,
      thirdLevelCategory: third ?? '',
      Image: images[0] ?? '',
      images: [...new Set(images)],
      sizes,
      ...(grams > 0 ? { weightGrams: grams } : {}),
    },
    sizeRows: variants.map((r) => r.row),
    columns: {
      title: 'Title',
      description: 'Body (HTML)',
      color: 'Tags',
      price: hasMrp ? 'Variant Compare At Price' : 'Variant Price',
      discountedPrice: 'Variant Price',
      topLevelCategory: 'Tags',
      thirdLevelCategory: 'Type',
      Image: 'Image Src',
      images: 'Image Src',
      sizes: 'Option1 Value',
      weightGrams: 'Variant Grams',
    },
    errors,
  };
}
