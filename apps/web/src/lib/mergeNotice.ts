import { type MergeAdjustment, QUANTITY_MAX } from '@shop/contracts';
import { MERGE_NOTICE_KEY, readItem, removeItem, writeItem } from './storage.ts';

/**
 * What the sign-in merge of the guest cart could not add in full, in words, kept until the customer closes
 * the notice on the cart page. Each line names the piece and size, what was added and why.
 */

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: string[] } | undefined;

const sizeLabel = (size: string) => (/^[a-z]+$/.test(size) ? size.toUpperCase() : size);

export function describeAdjustment(line: MergeAdjustment, fallbackTitle?: string): string {
  const what = `${line.title ?? fallbackTitle ?? 'An item'}, size ${sizeLabel(line.size)}`;
  const outcome = line.added === 0 ? 'not added' : `${line.added} of ${line.requested} added`;
  switch (line.reason) {
    case 'stock':
      return line.available
        ? `${what}: ${outcome}, only ${line.available} left in stock.`
        : `${what}: ${outcome}, it is sold out.`;
    case 'max':
      return `${what}: ${outcome}, at most ${QUANTITY_MAX} of one item fit in a cart.`;
    case 'cart_full':
      return `${what}: ${outcome}, your cart already holds as many different items as it can.`;
    default:
      return `${what}: ${outcome}, it is no longer sold.`;
  }
}

export function readMergeNotice(): string[] {
  const raw = readItem(MERGE_NOTICE_KEY);
  if (cached && cached.raw === raw) return cached.value;
  let value: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) value = parsed.filter((l): l is string => typeof l === 'string');
  } catch {
    value = [];
  }
  cached = { raw, value };
  return value;
}

export function writeMergeNotice(lines: string[]): void {
  if (lines.length === 0) removeItem(MERGE_NOTICE_KEY);
  else writeItem(MERGE_NOTICE_KEY, JSON.stringify(lines));
  for (const listener of listeners) listener();
}

export function subscribeMergeNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
