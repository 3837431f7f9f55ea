import { WISHLIST_MAX } from '@shop/contracts';
import { GUEST_WISHLIST_KEY, readItem, removeItem, writeItem } from './storage.ts';
import { storageListeners } from './storageListeners.ts';

const EMPTY: readonly string[] = [];
const changes = storageListeners(GUEST_WISHLIST_KEY);
let cached: { raw: string | null; ids: readonly string[] } | undefined;

/** The guest's saved product ids, newest first; anything unreadable left in storage counts as none. */
export function readGuestWishlist(): readonly string[] {
  const raw = readItem(GUEST_WISHLIST_KEY);
  if (cached && cached.raw === raw) return cached.ids;
  let ids = EMPTY;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as { productIds?: unknown };
      if (Array.isArray(parsed.productIds))
        ids = parsed.productIds.filter((id): id is string => typeof id === 'string').slice(0, WISHLIST_MAX);
    } catch {
      ids = EMPTY;
    }
  }
  cached = { raw, ids };
  return ids;
}

function write(ids: readonly string[]): void {
  if (ids.length === 0) removeItem(GUEST_WISHLIST_KEY);
  else writeItem(GUEST_WISHLIST_KEY, JSON.stringify({ productIds: ids }));
  changes.notify();
}

export const subscribeGuestWishlist = changes.subscribe;

/** Saves (on top) or removes a product; false when the list is full and nothing was saved. */
export function setGuestSaved(productId: string, saved: boolean): boolean {
  const others = readGuestWishlist().filter((id) => id !== productId);
  if (!saved) {
    write(others);
    return true;
  }
  if (others.length >= WISHLIST_MAX) return false;
  write([productId, ...others]);
  return true;
}

export function clearGuestWishlist(): void {
  write(EMPTY);
}
