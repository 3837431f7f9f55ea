import { createHmac } from 'node:crypto';

/**
 * S46: a mail that carries a secret link (a password reset) is stored with this in the token's place; the
 * sender puts the real token in as it hands the mail to SMTP. The outbox, the admin's view of it and a copy of
 * the database hold no usable token; only the hash is kept beside what it opens.
 */
export const HIDDEN_TOKEN = '[redacted]';

/**
 * The token of a hidden link, derived from the server's secret and the mail's reference (e.g. the reset
 * link's row id): any instance with the secret renders it again at send time, nothing else can.
 */
export function hiddenLinkToken(secret: string, reference: string): string {
  return createHmac('sha256', secret).update(`mail-link:${reference}`).digest('base64url');
}

/** The mail's text with its hidden token put back, for sending only. */
export const revealHiddenToken = (body: string, secret: string, reference: string) =>
  body
    .replaceAll(HIDDEN_TOKEN, hiddenLinkToken(secret, reference))
    .replaceAll(HIDDEN_GIFT_CARD_CODE, giftCardCode(secret, reference));

/** Where a gift-card mail's code goes; the sender puts the code in as it hands the mail to SMTP (S65). */
export const HIDDEN_GIFT_CARD_CODE = '[gift-card-code]';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A gift card's code: 20 characters of a 32-letter alphabet (100 bits) derived from the server's secret and the
 * card's reference, so only a holder of the secret can render it; the database keeps only its SHA-256.
 */
export function giftCardCode(secret: string, reference: string): string {
  const bytes = createHmac('sha256', secret).update(`gift-card:${reference}`).digest();
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 20) {
      out += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= 0xff;
    if (out.length === 20) break;
  }
  return out.match(/.{4}/g)?.join('-') ?? out;
}
