import type { LinePersonalisation, LineProduct } from '@shop/contracts';
import { QUANTITY_MAX } from '@shop/contracts';
import { GUEST_CART_KEY, readItem, removeItem, writeItem } from './storage.ts';
import { storageListeners } from './storageListeners.ts';

/** The guest cart in local storage: `{ cartItems: [{ productId, size, quantity, product }] }` (docs/api.md). */
export interface GuestCartItem {
  productId: string;
  size: string;
  quantity: number;
  /** A display copy only; the server prices everything again on merge. */
  product: LineProduct;
  /**
   * The size's stock as the shop last showed it (on the product page when added, refreshed by the cart page).
   * The line cannot grow past it; absent in carts stored by an older version.
   */
  stock?: number;
  /** A personalised line: each text is a line of its own (the server checks the text again). */
  personalisation?: LinePersonalisation;
}

export interface GuestCart {
  cartItems: GuestCartItem[];
}

const EMPTY: GuestCart = { cartItems: [] };
const changes = storageListeners(GUEST_CART_KEY);
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

/** A stock figure that is not a whole number of 0 or more is forgotten rather than trusted. */
function withValidStock(item: GuestCartItem): GuestCartItem {
  if (item.stock === undefined || (Number.isInteger(item.stock) && item.stock >= 0)) return item;
  const { stock: _stock, ...rest } = item;
  return rest;
}

/** Reads the stored cart, tolerating anything a user or an old version may have left there. */
export function readGuestCart(): GuestCart {
  const raw = readItem(GUEST_CART_KEY);
  if (cached && cached.raw === raw) return cached.value;
  let value = EMPTY;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as { cartItems?: unknown };
      if (Array.isArray(parsed.cartItems))
        value = { cartItems: parsed.cartItems.filter(isItem).map(withValidStock) };
    } catch {
      value = EMPTY;
    }
  }
  cached = { raw, value };
  return value;
}

function write(cart: GuestCart): void {
  if (cart.cartItems.length === 0) removeItem(GUEST_CART_KEY);
  else writeItem(GUEST_CART_KEY, JSON.stringify(cart));
  changes.notify();
}

export const subscribeGuestCart = changes.subscribe;

/** Two guest lines are one when product, size and text (none counts as '') are the same. */
const textOf = (item: { personalisation?: { text: string } }) => item.personalisation?.text ?? '';
const sameLine = (item: GuestCartItem, productId: string, size: string, text: string) =>
  item.productId === productId && item.size === size && textOf(item) === text;

/** The most a guest line may hold: its size's stock as last shown, and never more than 10. */
export function guestLineMax(item: Pick<GuestCartItem, 'stock'>): number {
  return Math.max(0, Math.min(QUANTITY_MAX, item.stock ?? QUANTITY_MAX));
}

/**
 * Adds a line or adds to an existing line of the same product and size, capped at `stock` (the size's stock
 * on the product page, kept with the line) and 10. Returns false when the line was already at its cap and
 * nothing was added.
 */
export function addGuestItem(item: Omit<GuestCartItem, 'stock'>, stock: number = QUANTITY_MAX): boolean {
  const cap = guestLineMax({ stock });
  const items = [...readGuestCart().cartItems];
  const index = items.findIndex((i) => sameLine(i, item.productId, item.size, textOf(item)));
  const existing = index >= 0 ? items[index] : undefined;
  if ((existing?.quantity ?? 0) >= cap) return false;
  if (existing)
    items[index] = { ...existing, stock, quantity: Math.min(cap, existing.quantity + item.quantity) };
  else items.push({ ...item, stock, quantity: Math.min(cap, item.quantity) });
  write({ cartItems: items });
  return true;
}

/** Sets a line's quantity, kept between 1 and the line's cap (its stock as last shown, at most 10). */
export function setGuestQuantity(productId: string, size: string, quantity: number, text = ''): void {
  write({
    cartItems: readGuestCart().cartItems.map((i) => {
      if (!sameLine(i, productId, size, text)) return i;
      const q = Math.max(1, Math.min(guestLineMax(i), Math.floor(quantity)));
      return { ...i, quantity: q };
    }),
  });
}

/**
 * Records the stock the shop shows now for the guest lines' sizes (a size no longer sold counts as 0). Lines
 * are not cut down here: the cart page shows what is left, and the sign-in merge reports what it reduced.
 */
export function refreshGuestStock(stockOf: (productId: string, size: string) => number | undefined): void {
  let changed = false;
  const cartItems = readGuestCart().cartItems.map((i) => {
    const stock = stockOf(i.productId, i.size);
    if (stock === undefined || stock === i.stock) return i;
    changed = true;
    return { ...i, stock };
  });
  if (changed) write({ cartItems });
}

export function removeGuestItem(productId: string, size: string, text = ''): void {
  write({
    cartItems: readGuestCart().cartItems.filter((i) => !sameLine(i, productId, size, text)),
  });
}

export function clearGuestCart(): void {
  write(EMPTY);
}
