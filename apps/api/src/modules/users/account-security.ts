import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';

/**
 * S20: more than 10 failed sign-ins a minute for one email or one IP are refused. Every attempt is counted
 * before its password is checked (S32) and a successful one is given back, so at most 10 wrong passwords a
 * minute are ever evaluated, however many requests race. A password change counts against it too.
 */
export const SIGNIN_FAILURES: RateLimitRule = { limit: 10, windowSeconds: 60 };

/**
 * S39: changes that must end every earlier session of an account. Each raises the account's token version,
 * which every token carries and the auth plugin compares on every request. Sign-out of one token is separate
 * (its id on the deny list).
 */
export async function endSessions(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * A new password for the account (change, reset, `create-admin`): earlier sessions end, and so does every open
 * reset link (S50: a link mailed before the change must not undo it). Answers the account's new
 * token version, for a caller that signs this browser in again.
 */
export async function setPassword(db: DbOrTx, userId: string, password: string): Promise<number | undefined> {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  return row?.tokenVersion;
}

/** Gives the account another role; when the role really changes, earlier sessions end. */
export async function setRole(db: DbOrTx, userId: string, role: 'customer' | 'admin'): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ role, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(sql`${users.id} = ${userId} and ${users.role} <> ${role}`)
    .returning({ id: users.id });
  return changed.length > 0;
}
