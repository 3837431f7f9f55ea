import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { couponRedemptions, guestOrderClaims, orderReturns, orders, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { mailSingleUseLink } from '../mail/single-use-link-mail.ts';
import { useSingleUseLink } from '../mail/single-use-links.ts';
import { moveOrdersToAccount } from '../orders/order-owners.ts';
import { emailNotVerified, isEmailVerified } from '../users/email-verified.ts';

/** How long a "link my guest orders" mail works. */
export const CLAIM_HOURS = 24;

export const GUEST_LINK_MESSAGE =
  'If guest orders were placed with your email, a link to add them to your account is on its way to it.';

const invalidLink = () =>
  new AppError(
    400,
    'INVALID_GUEST_LINK',
    'This link is invalid, used or expired, or it is for another account. Sign in to the account it was sent for, or ask for a new one from My Orders.',
  );

/** The guest rows with the account's email (there is at most one: users_guest_email_lower_key). */
const guestRowsOf = (accountId: string) =>
  sql`(select g.id from users g where g.role = 'guest'
        and lower(g.email) = (select lower(a.email) from users a where a.id = ${accountId}))`;

/**
 * "Link my guest orders": when the account's email has guest orders, mails a one-time link to that address
 * (the token derived from the secret, only its hash kept, S46). The answer is the same either way.
 */
export async function offerGuestOrders(
  db: Database,
  secret: string,
  accountId: string,
  now = new Date(),
): Promise<void> {
  const [account] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, accountId), sql`${users.role} <> 'guest'`));
  if (!account) return;
  if (!(await isEmailVerified(db, accountId))) throw emailNotVerified();
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.userId} in ${guestRowsOf(accountId)}`)
    .limit(1);
  if (!found) return;
  await db.transaction((tx) =>
    mailSingleUseLink(tx, guestOrderClaims, {
      userId: accountId,
      secret,
      refPrefix: 'guest-orders',
      hours: CLAIM_HOURS,
      now,
      to: account.email,
      firstName: account.firstName,
      kind: 'guestOrdersLink',
      path: '/account/guest-orders',
    }),
  );
}

/**
 * Following the mailed link while signed in to the account it was sent for, whose email is confirmed: every guest
 * order of that email (with its coupon uses and returns) moves to the account (S56, S72). Someone who merely
 * receives the mail moves nothing to an account they are not signed in to. The link works once.
 */
export async function claimGuestOrders(
  db: Database,
  token: string,
  signedInId: string,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const accountId = await useSingleUseLink(tx, guestOrderClaims, token, now);
    if (!accountId || accountId !== signedInId) throw invalidLink();
    if (!(await isEmailVerified(tx, accountId))) throw emailNotVerified();
    const guests = guestRowsOf(accountId);
    const moved = await moveOrdersToAccount(tx, guests, accountId, now);
    await tx
      .update(couponRedemptions)
      .set({ userId: accountId })
      .where(sql`${couponRedemptions.userId} in ${guests}`);
    await tx.update(orderReturns).set({ userId: accountId }).where(sql`${orderReturns.userId} in ${guests}`);
    return moved;
  });
}
