import { randomBytes } from 'node:crypto';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import type { TestApp } from './test-app.ts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject({ headers })`. */
  headers: { authorization: string };
}

let cachedHash: Promise<string> | undefined;
const TEST_PASSWORD = 'correct-horse-battery';

/**
 * A user straight in the database with a valid token, for tests of areas other than sign-up itself. Its email
 * is confirmed (S72), as an account that has shopped here a while would be; `verified: false` leaves it not.
 */
export async function createUser(
  t: Pick<TestApp, 'app' | 'db'>,
  options: {
    role?: 'customer' | 'admin';
    firstName?: string;
    lastName?: string;
    email?: string;
    verified?: boolean;
  } = {},
): Promise<TestUser> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const email = options.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash: await cachedHash,
      firstName: options.firstName ?? 'Asha',
      lastName: options.lastName ?? 'Verma',
      role: options.role ?? 'customer',
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  const token = await t.app.tokens.issue(row.id, 0);
  return { id: row.id, email, password: TEST_PASSWORD, token, headers: { authorization: `Bearer ${token}` } };
}
