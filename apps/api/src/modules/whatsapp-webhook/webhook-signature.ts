import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * S63: Meta signs each webhook with `X-Hub-Signature-256: sha256={hex HMAC-SHA256 of the raw body keyed with
 * the app secret}`. Compared in constant time, over the exact bytes received (never re-serialised JSON).
 */
export function validWhatsappSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
