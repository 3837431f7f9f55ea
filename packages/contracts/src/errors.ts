/** Stable error codes: clients switch on these, never on message text. */
export const ERROR_CODES = [
  'INVALID_INPUT',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'OUT_OF_STOCK',
  'CART_EMPTY',
  'INVALID_TRANSITION',
  'PAYMENT_NOT_VERIFIED',
  'PAYMENT_LINK_UNAVAILABLE',
  'ALREADY_REVIEWED',
  'NOT_ELIGIBLE',
  'CONFLICT',
  'RATE_LIMITED',
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
