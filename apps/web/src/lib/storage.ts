/** Browser storage keys of the spec (docs/product.md §9) and the few the web app adds. */
export const JWT_KEY = 'jwt';
export const GUEST_CART_KEY = 'guestCart';
/** What the sign-in merge of the guest cart could not add, until the customer closes the notice. */
export const MERGE_NOTICE_KEY = 'cartMergeNotice';
/** A guest's saved products: `{ productIds: [...] }`, newest first; merged into the account on sign-in. */
export const GUEST_WISHLIST_KEY = 'guestWishlist';
/** A guest order's token, kept per order so its page and payment work in this browser: key + order id. */
export const GUEST_ORDER_TOKEN_PREFIX = 'guestOrderToken:';
/** The product ids a shopper opened on this device, newest first (the product page's Recently viewed). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
/** A member's cart count as the app last had it: the served page's badge shows it before the app (decision 0123). */
export const MEMBER_CART_COUNT_KEY = 'memberCartCount';
/** Overrides the 1.5 s startup spinner (the e2e tests set it to 0). */
export const STARTUP_SPINNER_KEY = 'startupSpinnerMs';

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: string): string | null {
  return safeStorage()?.getItem(key) ?? null;
}

export function writeItem(key: string, value: string): void {
  try {
    safeStorage()?.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the app keeps working for this visit.
  }
}

export function removeItem(key: string): void {
  safeStorage()?.removeItem(key);
}

export function clearStorage(): void {
  safeStorage()?.clear();
}

export const getToken = (): string | null => readItem(JWT_KEY);
