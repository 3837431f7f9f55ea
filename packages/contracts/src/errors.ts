/** Stable error codes: clients switch on these, never on message text. */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'OUT_OF_STOCK',
  /** "Notify me" asked for a size that can be bought now. */
  'IN_STOCK',
  'CART_EMPTY',
  /** The cart holds MAX_CART_LINES different lines already. */
  'CART_FULL',
  /** A customer's unpaid orders would hold more than QUANTITY_MAX of one product size (S35). */
  'HOLD_LIMIT',
  'INVALID_TRANSITION',
  'PAYMENT_NOT_VERIFIED',
  'PAYMENT_LINK_UNAVAILABLE',
  'ALREADY_REVIEWED',
  'NOT_ELIGIBLE',
  /** A review holds REVIEW_PHOTOS_MAX photos already. */
  'TOO_MANY_PHOTOS',
  'WISHLIST_FULL',
  'CONFLICT',
  /** An admin form saved over a product that changed since it was loaded (S34). */
  'STALE_EDIT',
  /** A coupon that does not apply; the message says exactly why. */
  'COUPON_INVALID',
  /** A gift card code that is unknown, expired or spent (S65: one answer for all, tries counted). */
  'GIFT_CARD_INVALID',
  /** Cash on delivery is off, or the order is above COD_MAX_ORDER. */
  'COD_UNAVAILABLE',
  /** The admin tried to ship a cash-on-delivery order its customer has not confirmed from the mailed link. */
  'COD_UNCONFIRMED',
  /** A cash-on-delivery confirmation link that opens no order. */
  'INVALID_COD_TOKEN',
  /** A "link my guest orders" link that is invalid, used or expired. */
  'INVALID_GUEST_LINK',
  /** A "confirm your email" link that is invalid, used, expired or another account's. */
  'INVALID_EMAIL_LINK',
  /** The account's email is not confirmed yet: nothing of that email is linked to it until it is (S72). */
  'EMAIL_NOT_VERIFIED',
  /** A PIN code that is malformed or not in India Post's directory (GET /api/delivery/{pincode}). */
  'INVALID_PINCODE',
  /** An address whose PIN code belongs to another state than the one chosen. */
  'PINCODE_STATE_MISMATCH',
  /** The owner's PIN rules say the shop does not deliver to this PIN code. */
  'PINCODE_NOT_SERVICEABLE',
  /** The order has no tax invoice (yet): it is issued when the order is paid. */
  'NO_INVOICE',
  /** The order has no credit note: one is issued when an invoiced order is cancelled or refunded. */
  'NO_CREDIT_NOTE',
  /** A return asked for after RETURN_WINDOW_DAYS from delivery, or for an order not delivered. */
  'RETURN_WINDOW_CLOSED',
  /** A personalised line cannot be returned or exchanged unless the owner accepted it (issue 45). */
  'NOT_RETURNABLE',
  'RATE_LIMITED',
  /** A password reset link that is unknown, used or older than 30 minutes (S43). */
  'INVALID_RESET_TOKEN',
  /** A signed-in password change whose current password is not the account's. */
  'WRONG_PASSWORD',
  /** A catalogue import with row errors: nothing was written; `details.errors` lists them (S58). */
  'IMPORT_INVALID',
  /** Shiprocket refused or did not answer a shipping call; the message is Shiprocket's own. */
  'SHIPPING_PROVIDER_ERROR',
  /** The courier has picked the parcel up: its booking (and so the order) can no longer be cancelled. */
  'SHIPMENT_PICKED_UP',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  error: string;
  message: string;
  details?: unknown;
}
