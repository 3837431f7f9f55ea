import { GUEST_ORDER_TOKEN_PREFIX, readItem, writeItem } from './storage.ts';

/** Keeps a guest order's token in this browser, so its page and payment keep working without the mail. */
export function keepGuestOrderToken(orderId: string, token: string): void {
  writeItem(`${GUEST_ORDER_TOKEN_PREFIX}${orderId}`, token);
}

export function guestOrderToken(orderId: string): string | null {
  return readItem(`${GUEST_ORDER_TOKEN_PREFIX}${orderId}`);
}

/** `X-Order-Token` for a guest order of this browser; nothing for anyone else's (they sign in). */
export function orderTokenHeaders(orderId: string): Record<string, string> {
  const token = guestOrderToken(orderId);
  return token ? { 'x-order-token': token } : {};
}

/** The guest order page's address, its token in the query as in the mailed link. */
export const guestOrderPath = (orderId: string, token: string) =>
  `/order/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`;
