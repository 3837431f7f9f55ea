import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` keyed with `secret`, as lower-case hex: how Razorpay signs returns and webhooks. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a received hex signature with the expected one in constant time; anything malformed is false. */
export function signatureMatches(expectedHex: string, received: string | undefined | null): boolean {
  if (typeof received !== 'string' || received.length !== expectedHex.length) return false;
  if (!/^[0-9a-f]+$/i.test(received)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(received, 'hex'));
}

export interface ReturnParams {
  linkId: string;
  referenceId: string;
  status: string;
  paymentId: string;
}

/** The signature on a payment link's return URL: HMAC-SHA256 hex of `link_id|reference_id|status|payment_id`. */
export function signReturn(keySecret: string, p: ReturnParams): string {
  return hmacSha256Hex(keySecret, `${p.linkId}|${p.referenceId}|${p.status}|${p.paymentId}`);
}

export function verifyReturn(keySecret: string, p: ReturnParams & { signature: string }): boolean {
  return signatureMatches(signReturn(keySecret, p), p.signature);
}

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 hex of the raw body, byte for byte, with the webhook secret. */
export function signWebhook(webhookSecret: string, rawBody: Buffer | string): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

export function verifyWebhookSignature(
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  return signatureMatches(signWebhook(webhookSecret, rawBody), signature);
}

/** A secret of its own for each use, derived from one master secret, so the simulated gateway needs no keys. */
export function deriveSecret(masterSecret: string, label: string): string {
  return hmacSha256Hex(masterSecret, `moonmade:${label}`);
}
