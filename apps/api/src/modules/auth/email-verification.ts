import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { emailVerifications, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { mailSingleUseLink } from '../mail/single-use-link-mail.ts';
import { useSingleUseLink } from '../mail/single-use-links.ts';
import { setMarketingConsent } from '../marketing/marketing-mail.ts';

/** How long a "confirm your email" link works. */
export const VERIFY_HOURS = 48;

const invalidLink = () =>
  new AppError(
    400,
    'INVALID_EMAIL_LINK',
    'This link is invalid, used or expired, or it confirms another account. Sign in to the account it was sent for, or ask for a new one.',
  );

/**
 * Queues the "confirm your email" mail of an account in the caller's transaction (at sign-up, or asked again).
 * The token is derived from the secret and never stored readable (S46).
 */
export async function queueEmailVerification(
  tx: Tx,
  secret: string,
  account: { id: string; email: string; firstName: string },
  now = new Date(),
): Promise<void> {
  await mailSingleUseLink(tx, emailVerifications, {
    userId: account.id,
    secret,
    refPrefix: 'verify-email',
    hours: VERIFY_HOURS,
    now,
    to: account.email,
    firstName: account.firstName,
    kind: 'verifyEmail',
    path: '/account/verify-email',
  });
}

/** "Send the link again": a new link for an account whose email is not confirmed yet; nothing otherwise. */
export async function resendEmailVerification(
  db: Database,
  secret: string,
  accountId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.id, accountId), isNull(users.emailVerifiedAt)));
    if (!account) return false;
    await queueEmailVerification(tx, secret, account);
    return true;
  });
}

/**
 * Following the link while signed in: the link must be this account's, so a person who merely receives the
 * mail of a sign-up made with their email (by someone else) confirms nothing by clicking it (S72). The
 * marketing mail asked for at sign-up is recorded now, for the proven email.
 */
export async function verifyEmail(db: Database, accountId: string, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt, consent: users.marketingConsentAsked })
      .from(users)
      .where(eq(users.id, accountId))
      .for('update');
    const owner = await useSingleUseLink(tx, emailVerifications, token, now);
    if (!account || owner !== accountId) throw invalidLink();
    if (!account.verifiedAt) {
      await tx
        .update(users)
        .set({ emailVerifiedAt: now, marketingConsentAsked: false })
        .where(eq(users.id, accountId));
      if (account.consent) await setMarketingConsent(tx, account.email, true, 'sign_up', accountId);
    }
    return { verified: true as const };
  });
}
