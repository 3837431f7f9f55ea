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
  return [...groups.entries()].flatMap(([handle, rows]) => draftsByFinish(handle, rows));
}

const isVariant = (r: CsvRecord) =>
  (r.cells['Option1 Value'] ?? '') !== '' || (r.cells['Variant Price'] ?? '') !== '';

/**
 * A product whose variants differ by a Color, Metal, Finish or Plating option becomes one product per value,
 * linked as the finishes of one design (issue 45): each its own sizes, price and pictures (its variants'
 * `Variant Image`, else the product's), matched again on a later import by `handle--value`.
 */
function draftsByFinish(handle: string, rows: CsvRecord[]): ProductDraft[] {
  const first = rows[0] as CsvRecord;
  const finishOf = (r: CsvRecord) => optionValues(r, COLOR_OPTION, first) ?? '';
  const values = [
    ...new Set(
      rows
        .filter(isVariant)
        .map(finishOf)
        .filter((v) => v !== ''),
    ),
  ];
  if (values.length < 2) return [draftOf(handle, rows)];
  const pictures = rows.filter((r) => !isVariant(r) || r === first);
  return values.map((value) => {
    const mine = rows.filter((r) => isVariant(r) && finishOf(r) === value);
    const lead = mine[0] as CsvRecord;
    const ownCells = Object.fromEntries(Object.entries(lead.cells).filter(([, v]) => v !== ''));
    const head: CsvRecord = { row: lead.row, cells: { ...first.cells, ...ownCells } };
    const variantImages = [
      ...new Set(mine.map((r) => r.cells['Variant Image'] ?? '').filter((v) => v !== '')),
    ];
    const imageRows = variantImages.length > 0 ? [] : pictures.filter((r) => r !== first);
    const draft = draftOf(`${handle}--${value.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, [
      head,
      ...mine.slice(1),
      ...imageRows,
    ]);
    if (variantImages.length > 0) {
      draft.fields.Image = variantImages[0];
      draft.fields.images = variantImages;
    }
    draft.fields.title = `${first.cells.Title ?? ''} – ${value}`;
    const color = shopifyColor(value) ?? shopifyColor(`${first.cells.Tags ?? ''} ${first.cells.Title ?? ''}`);
    if (color) draft.fields.color = color;
    draft.finish = { design: `shopify:${handle}`, label: value, color: null };
    return draft;
  });
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

  const variants = records.filter(isVariant);
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
