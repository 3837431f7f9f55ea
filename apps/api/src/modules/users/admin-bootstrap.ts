import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { setPassword, setRole } from './account-security.ts';

export const FIRST_ADMIN_EMAIL = 'admin@moonmade.local';

export interface AdminAccount {
  email: string;
  created: boolean;
}

async function findIdByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email} and ${users.role} <> 'guest'`)
    .for('update');
  return row?.id;
}

/**
 * Creates an admin, or promotes and re-keys the account with that email (`npm run create-admin`); the
 * existing account's earlier sessions end (S39).
 */
export async function createOrPromoteAdmin(
  db: DbOrTx,
  email: string,
  password: string,
  name = 'Shop Admin',
): Promise<AdminAccount> {
  const normalised = email.trim().toLowerCase();
  const existing = await db.transaction(async (tx) => {
    const id = await findIdByEmail(tx, normalised);
    if (id) {
      await setRole(tx, id, 'admin');
      await setPassword(tx, id, password);
    }
    return id;
  });
  if (existing) return { email: normalised, created: false };
  const passwordHash = await hashPassword(password);
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

/**
 * `npm run create-admin -- --demote`: the account keeps its orders and becomes a customer; its sessions end.
 * Undefined when no account has that email.
 */
export async function demoteAdmin(
  db: DbOrTx,
  email: string,
): Promise<{ email: string; demoted: boolean; adminsLeft: number } | undefined> {
  const normalised = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const id = await findIdByEmail(tx, normalised);
    if (!id) return undefined;
    const demoted = await setRole(tx, id, 'customer');
    const [left] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    return { email: normalised, demoted, adminsLeft: left?.n ?? 0 };
  });
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
