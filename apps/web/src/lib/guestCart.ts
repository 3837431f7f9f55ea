import { QUANTITY_MAX } from '@shop/contracts';
import { GUEST_CART_KEY, readItem, removeItem, writeItem } from './storage.ts';
import type { ProductSnapshot } from './types.ts';

/** The guest cart in local storage: `{ cartItems: [{ productId, size, quantity, product }] }` (API.md). */
export interface GuestCartItem {
  productId: string;
  size: string;
  quantity: number;
  /** A display copy only; the server prices everything again on merge. */
  product: ProductSnapshot;
}

export interface GuestCart {
  cartItems: GuestCartItem[];
}

const EMPTY: GuestCart = { cartItems: [] };
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: GuestCart } | undefined;

function isItem(value: unknown): value is GuestCartItem {
  const item = value as GuestCartItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.productId === 'string' &&
    typeof item.size === 'string' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0 &&
    typeof item.product === 'object' &&
    item.product !== null
  );
}

/** Reads the stored cart, tolerating anything a user or an old version may have left there. */
export function readGuestCart(): GuestCart {
  const raw = readItem(GUEST_CART_KEY);
  if (cached && cached.raw === raw) return cached.value;
  let value = EMPTY;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as { cartItems?: unknown };
      if (Array.isArray(parsed.cartItems)) value = { cartItems: parsed.cartItems.filter(isItem) };
    } catch {
      value = EMPTY;
    }
  }
  cached = { raw, value };
  return value;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function write(cart: GuestCart): void {
  if (cart.cartItems.length === 0) removeItem(GUEST_CART_KEY);
  else writeItem(GUEST_CART_KEY, JSON.stringify(cart));
  emit();
}

export function subscribeGuestCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_CART_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Adds a line or adds to an existing line of the same product and size, capped at `max` (stock) and 10.
 * Returns false when the line was already at its cap and nothing was added.
 */
export function addGuestItem(item: GuestCartItem, max: number = QUANTITY_MAX): boolean {
  const cap = Math.min(max, QUANTITY_MAX);
  const items = [...readGuestCart().cartItems];
  const index = items.findIndex((i) => i.productId === item.productId && i.size === item.size);
  const existing = index >= 0 ? items[index] : undefined;
  if (existing && existing.quantity >= cap) return false;
  if (existing) items[index] = { ...existing, quantity: Math.min(cap, existing.quantity + item.quantity) };
  else items.push({ ...item, quantity: Math.min(cap, item.quantity) });
  write({ cartItems: items });
  return true;
}

export function setGuestQuantity(productId: string, size: string, quantity: number): void {
  const q = Math.max(1, Math.min(QUANTITY_MAX, Math.floor(quantity)));
  write({
    cartItems: readGuestCart().cartItems.map((i) =>
      i.productId === productId && i.size === size ? { ...i, quantity: q } : i,
    ),
  });
}

export function removeGuestItem(productId: string, size: string): void {
  write({
    cartItems: readGuestCart().cartItems.filter((i) => !(i.productId === productId && i.size === size)),
  });
}

export function clearGuestCart(): void {
  write(EMPTY);
}
