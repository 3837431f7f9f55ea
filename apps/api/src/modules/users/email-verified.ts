import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** Whether the account's email is proven (S72). */
export async function isEmailVerified(db: DbOrTx, accountId: string): Promise<boolean> {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, accountId));
  return Boolean(row?.at);
}

export const emailNotVerified = () =>
  new AppError(
    409,
    'EMAIL_NOT_VERIFIED',
    'Confirm your email first: follow the link we mailed you when you signed up, or ask for a new one.',
  );
