import { ApiError } from './api.ts';

/**
 * What a shopper reads when something fails: plain words per stable error code (docs/design.md: the web app
 * switches on `code`, never on message text). The server's own message is used where it is written for
 * people (out of stock: "Only 1 left in size 7").
 */
const MESSAGES: Record<string, string> = {
  INVALID_CREDENTIALS: 'Email or password is incorrect',
  EMAIL_TAKEN: 'An account with this email already exists. Sign in instead.',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  PAYMENT_LINK_UNAVAILABLE: 'We could not open the payment page just now. Please try again in a moment.',
  PAYMENT_NOT_VERIFIED: 'We could not confirm this payment. If money was taken, it will be refunded.',
  UNAUTHORIZED: 'Your session has ended. Please sign in again.',
  FORBIDDEN: 'You are not allowed to do that.',
  NOT_FOUND: 'We could not find what you were looking for.',
  SERVICE_UNAVAILABLE: 'The shop is busy right now. Please try again in a moment.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  WRONG_PASSWORD: 'Your current password is not right.',
  ALREADY_REVIEWED: 'You have already reviewed this piece. Thank you!',
  NETWORK: 'We could not reach the shop. Check your connection and try again.',
};

/** Codes whose server message is already written for the shopper and more precise than ours. */
const SERVER_WORDED = new Set([
  'OUT_OF_STOCK',
  // "Notify me" for a size that can be bought now.
  'IN_STOCK',
  // "Your cart is empty", or why it is: a payment for an earlier order came through and emptied it.
  'CART_EMPTY',
  'CART_FULL',
  'HOLD_LIMIT',
  'STALE_EDIT',
  'INVALID_INPUT',
  'INVALID_TRANSITION',
  'CONFLICT',
  'NOT_ELIGIBLE',
  'WISHLIST_FULL',
  // Exactly why a coupon does not apply, or why cash on delivery is not offered.
  'COUPON_INVALID',
  'COD_UNAVAILABLE',
]);

export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) {
    if (error.code === 'OUT_OF_STOCK') return error.message || 'Sorry, that size is out of stock.';
    if (SERVER_WORDED.has(error.code) && error.message) return error.message;
    return MESSAGES[error.code] ?? (error.message || fallback);
  }
  return fallback;
}
