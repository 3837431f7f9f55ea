import { RECENTLY_VIEWED_KEY, readItem, writeItem } from './storage.ts';

/** How many pieces the device remembers: enough for one row. */
const KEPT = 12;

/** The ids of the pieces opened on this device, newest first; anything unreadable counts as none. */
export function readRecentlyViewed(): string[] {
  try {
    const saved: unknown = JSON.parse(readItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter((id): id is string => typeof id === 'string').slice(0, KEPT)
      : [];
  } catch {
    return [];
  }
}

/** Puts `productId` first, once. */
export function rememberViewed(productId: string): void {
  const ids = [productId, ...readRecentlyViewed().filter((id) => id !== productId)].slice(0, KEPT);
  writeItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
}
