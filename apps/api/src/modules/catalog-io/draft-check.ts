import {
  type AdminProduct,
  DECLARATION_KEYS,
  PARCEL_FIELDS,
  type ProductInput,
  productInput,
  rupeesToPaise,
} from '@shop/contracts';
import type { ProductDraft, RowError } from './import-types.ts';

const SIZE_COLUMN = {
  ours: { name: 'size', quantity: 'stock' },
  shopify: { name: 'Option1 Value', quantity: 'Variant Inventory Qty' },
};

/** Validates a draft with the admin form's own schema; each issue points at the row and column it came from. */
export function checkDraft(draft: ProductDraft): { input?: ProductInput; errors: RowError[] } {
  const parsed = productInput.safeParse(draft.fields);
  if (parsed.success) return { input: parsed.data, errors: draft.errors };
  const sizeColumns = draft.match.kind === 'handle' ? SIZE_COLUMN.shopify : SIZE_COLUMN.ours;
  const errors = parsed.error.issues.map((issue): RowError => {
    const [field, index, part] = issue.path;
    if ((field === 'sizes' || field === 'size') && typeof index === 'number')
      return {
        row: draft.sizeRows[index] ?? draft.firstRow,
        column: part === 'quantity' ? sizeColumns.quantity : sizeColumns.name,
        message: issue.message,
      };
    const name = String(field ?? '');
    // The numeric fields accept a number or numeric text; neither matched.
    const message = issue.code === 'invalid_union' ? 'must be a number' : issue.message;
    return { row: draft.firstRow, column: draft.columns[name] ?? name, message };
  });
  return { errors: onePerCell([...draft.errors, ...errors]) };
}

/** The first problem of each cell (price and discounted price may read the same cell). */
function onePerCell(errors: RowError[]): RowError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.row}|${e.column}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The stored image URL for each source URL an earlier import already fetched. */
export type FetchedPictures = Map<string, string>;

/** The draft's pictures as they would be stored: sources already fetched for this product by their copies. */
export function storedPictures(input: ProductInput, fetched: FetchedPictures) {
  const swap = (url: string) => fetched.get(url) ?? url;
  return { Image: swap(input.Image), images: input.images?.map(swap) };
}

/** True when applying the input would change nothing the form edits (so the import counts it unchanged). */
export function sameAsStored(input: ProductInput, stored: AdminProduct): boolean {
  const sizes = (input.sizes ?? input.size ?? []).map((s) => `${s.name}:${s.quantity}`);
  const gallery = [...new Set([input.Image, ...(input.images ?? stored.images.map((i) => i.src))])];
  const same = (a: unknown, b: unknown) => a === undefined || a === b;
  return (
    input.title === stored.title &&
    same(input.detail, stored.detail) &&
    same(input.description, stored.description) &&
    input.color === stored.color &&
    rupeesToPaise(input.price) === rupeesToPaise(stored.price) &&
    rupeesToPaise(input.discountedPrice ?? input.price) === rupeesToPaise(stored.discountedPrice) &&
    input.thirdLevelCategory === stored.thirdLevelCategory &&
    input.Image === stored.Image &&
    gallery.join(' ') === stored.images.map((i) => i.src).join(' ') &&
    sizes.join(',') === stored.sizes.map((s) => `${s.name}:${s.quantity}`).join(',') &&
    same(input.hsn, stored.hsn) &&
    same(input.gstRate, stored.gstRate) &&
    same(input.material, stored.material) &&
    same(input.weightGrams, stored.weightGrams) &&
    same(input.dimensions, stored.dimensions) &&
    same(input.care, stored.care) &&
    same(input.warranty, stored.warranty) &&
    DECLARATION_KEYS.every((key) => same(input[key], stored[key])) &&
    PARCEL_FIELDS.every((key) => same(input[key], stored[key])) &&
    (input.personalisation === undefined ||
      JSON.stringify(input.personalisation) === JSON.stringify(stored.personalisation))
  );
}
