// No Zod here: the product page checks a shopper's text with these, and a schema module would bring Zod along.

/** Letters, digits, spaces and `& . ' -` (S69); the product's own limit is checked by the server. */
export const PERSONALISATION_TEXT = /^[A-Za-z0-9 &.'-]+$/;
export const PERSONALISATION_MAX_CHARS = 30;
