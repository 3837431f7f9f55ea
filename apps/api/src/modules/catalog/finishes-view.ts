import type { ProductFinish } from '@shop/contracts';

/** A finish of the product's design as the select aggregates it (unlisted ones too: the back office sees them). */
export interface FinishRow {
  productId: string;
  slug: string;
  label: string | null;
  color: string;
  swatch: string | null;
  inStock: boolean;
  thumbnail: string;
  listed: boolean;
}

/** Swatch colours for a finish the owner gave none, by the product's colour. */
const SWATCH_OF_COLOR: Record<string, string> = { gold: '#d4af37', rosegold: '#b76e79', silver: '#c0c0c0' };
const LABEL_OF_COLOR: Record<string, string> = { gold: 'Gold', rosegold: 'Rose Gold', silver: 'Silver' };

export const defaultFinishLabel = (color: string) => LABEL_OF_COLOR[color] ?? color;
export const defaultSwatch = (color: string) => SWATCH_OF_COLOR[color] ?? '#999999';

export function finishOf(row: FinishRow): ProductFinish {
  return {
    productId: row.productId,
    slug: row.slug,
    label: row.label ?? defaultFinishLabel(row.color),
    color: row.swatch ?? defaultSwatch(row.color),
    inStock: row.inStock,
    thumbnail: row.thumbnail,
  };
}

/**
 * The finishes a reader sees: shoppers see the listed siblings and the product itself; the back office sees
 * all. A design whose other finishes are all hidden shows no swatches.
 */
export function finishesOf(
  row: { id: string; finishes: FinishRow[] },
  includeUnlisted: boolean,
): { finishes: ProductFinish[]; finishCount: number } {
  const shown = row.finishes.filter((f) => includeUnlisted || f.listed || f.productId === row.id);
  const finishes = shown.length > 1 ? shown.map(finishOf) : [];
  return { finishes, finishCount: Math.max(1, finishes.length) };
}
