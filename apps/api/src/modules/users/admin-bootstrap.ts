import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';

export const FIRST_ADMIN_EMAIL = 'admin@moonmade.local';

export interface AdminAccount {
  email: string;
  created: boolean;
}

/** Creates an admin, or promotes and re-keys the account with that email (`npm run create-admin`). */
export async function createOrPromoteAdmin(
  db: DbOrTx,
  email: string,
  password: string,
  name = 'Shop Admin',
): Promise<AdminAccount> {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${normalised}`);
  if (existing) {
    await db.update(users).set({ role: 'admin', passwordHash }).where(eq(users.id, existing.id));
    return { email: normalised, created: false };
  }
  const [firstName, ...rest] = name.split(' ');
  await db.insert(users).values({
    email: normalised,
    passwordHash,
    firstName: firstName ?? 'Shop',
    lastName: rest.join(' ') || 'Admin',
    role: 'admin',
  });
  return { email: normalised, created: true };
}

/** On the embedded default's first start, when the shop has no admin: one with a random password, shown once. */
export async function ensureFirstAdmin(
  db: Database,
): Promise<{ email: string; password: string } | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724031907)`);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (admin) return undefined;
    const password = randomBytes(12).toString('base64url');
    const { email } = await createOrPromoteAdmin(tx, FIRST_ADMIN_EMAIL, password);
    return { email, password };
  });
}
