import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { marketingConfirmations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { mailSingleUseLink } from '../mail/single-use-link-mail.ts';
import { useSingleUseLink } from '../mail/single-use-links.ts';
import { hasMarketingConsent, setMarketingConsent } from './marketing-mail.ts';

/** How long a "confirm you want our offers" link works. */
export const OFFERS_CONFIRM_HOURS = 72;

const invalidLink = () =>
  new AppError(
    400,
    'INVALID_EMAIL_LINK',
    'This link is invalid, used or expired: nothing was changed. Tick "send me offers" at your next order to get a new one.',
  );

/**
 * A guest ticked "send me offers" (double opt-in, S72): the email is nobody's proven address yet, so nothing is
 * recorded; a single-use link goes to it in the checkout's transaction. An address that already agreed is not
 * asked, and while a link is still open no second one is mailed (a checkout cannot flood someone's inbox).
 */
export async function askGuestToConfirmOffers(
  tx: Tx,
  secret: string,
  guest: { userId: string; email: string; firstName: string },
  now = new Date(),
): Promise<void> {
  if (await hasMarketingConsent(tx, guest.email)) return;
  const [open] = await tx
    .select({ id: marketingConfirmations.id })
    .from(marketingConfirmations)
    .where(
      and(
        eq(marketingConfirmations.userId, guest.userId),
        isNull(marketingConfirmations.usedAt),
        gt(marketingConfirmations.expiresAt, now),
      ),
    )
    .limit(1);
  if (open) return;
  await mailSingleUseLink(tx, marketingConfirmations, {
    userId: guest.userId,
    secret,
    refPrefix: 'confirm-offers',
    hours: OFFERS_CONFIRM_HOURS,
    now,
    to: guest.email,
    firstName: guest.firstName,
    kind: 'confirmOffers',
    path: '/confirm-offers',
  });
}

/**
 * Following the link: the mailbox's owner agrees, so the consent is recorded now, by email (a guest's consent
 * belongs to no account), with the notice version shown now. A forged, used or expired link records nothing.
 */
export async function confirmGuestOffers(db: Database, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const guestId = await useSingleUseLink(tx, marketingConfirmations, token, now);
    const [guest] = guestId
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, guestId))
      : [];
    if (!guest) throw invalidLink();
    await setMarketingConsent(tx, guest.email, true, 'guest_checkout');
    return { confirmed: true as const };
  });
}
