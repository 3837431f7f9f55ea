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
  body.replaceAll(HIDDEN_TOKEN, hiddenLinkToken(secret, reference));
