import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from '../../../test/helpers/sign-out.ts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { users } from '../../db/schema/index.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../lib/tokens.ts';
import { endSessions, setPassword, setRole } from './account-security.ts';
import { createOrPromoteAdmin, demoteAdmin } from './admin-bootstrap.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

let t: TestApp;
beforeAll(async () => (t = await buildTestApp({ template: 'empty' })));
afterAll(async () => t.close());

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } });
const adminCall = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/orders/', headers: { authorization: `Bearer ${token}` } });
const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password } });

/** Two sessions of one account, as from a phone and a laptop. */
async function twoSessions(user: TestUser): Promise<[string, string]> {
  const second = await signin(user.email, user.password);
  expect(second.statusCode).toBe(200);
  return [user.token, second.json().jwt];
}

describe('ending every earlier session of an account', () => {
  it('S39 a new password ends every earlier session; a sign-in with it works', async () => {
    const user = await createUser(t);
    const sessions = await twoSessions(user);
    for (const token of sessions) expect((await profile(token)).statusCode).toBe(200);

    await setPassword(t.db, user.id, 'a-brand-new-password');
    for (const token of sessions) {
      const res = await profile(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await signin(user.email, user.password)).statusCode).toBe(401);
    const fresh = await signin(user.email, 'a-brand-new-password');
    expect(fresh.statusCode).toBe(200);
    expect((await profile(fresh.json().jwt)).statusCode).toBe(200);
  });

  it('S39 a role change ends earlier sessions, in both directions; the same role again changes nothing', async () => {
    const user = await createUser(t);
    expect(await setRole(t.db, user.id, 'admin')).toBe(true);
    expect((await profile(user.token)).statusCode).toBe(401);
    const asAdmin = (await signin(user.email, user.password)).json().jwt as string;
    expect((await adminCall(asAdmin)).statusCode).toBe(200);

    expect(await setRole(t.db, user.id, 'admin')).toBe(false);
    expect((await adminCall(asAdmin)).statusCode).toBe(200);

    expect(await setRole(t.db, user.id, 'customer')).toBe(true);
    expect((await adminCall(asAdmin)).statusCode).toBe(401);
    expect((await profile(asAdmin)).statusCode).toBe(401);
  });

  it('S39 endSessions ends them without touching the password', async () => {
    const user = await createUser(t);
    await endSessions(t.db, user.id);
    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
  });

  it('S39 a token of an older version, or without one, no longer works once the version moved on', async () => {
    const user = await createUser(t);
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    // Issued before versions existed: it belongs to version 0 and works until the first change.
    expect((await profile(legacy)).statusCode).toBe(200);
    await endSessions(t.db, user.id);
    expect((await profile(legacy)).statusCode).toBe(401);
    const [row] = await t.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, user.id));
    expect((await profile(await t.app.tokens.issue(user.id, (row?.v ?? 0) - 1))).statusCode).toBe(401);
    expect((await profile(await t.app.tokens.issue(user.id, row?.v ?? 0))).statusCode).toBe(200);
  });

  it('S39 sign-out still ends just that one token', async () => {
    const user = await createUser(t);
    const [first, second] = await twoSessions(user);
    const out = await signOut(t, first);
    expect(out.statusCode).toBe(204);
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(200);
  });
});

describe('create-admin', () => {
  it('S39 on an existing account it promotes, sets the password and ends earlier sessions', async () => {
    const user = await createUser(t);
    const sessions = await twoSessions(user);
    const result = await createOrPromoteAdmin(t.db, user.email.toUpperCase(), 'the-owners-new-password');
    expect(result).toEqual({ email: user.email, created: false });
    for (const token of sessions) expect((await profile(token)).statusCode).toBe(401);
    const admin = await signin(user.email, 'the-owners-new-password');
    expect((await adminCall(admin.json().jwt)).statusCode).toBe(200);
  });

  it('S39 --demote removes the role and ends the sessions; an unknown email is refused', async () => {
    const admin = await createUser(t, { role: 'admin' });
    expect((await adminCall(admin.token)).statusCode).toBe(200);
    expect(await demoteAdmin(t.db, admin.email)).toMatchObject({ email: admin.email, demoted: true });
    expect((await adminCall(admin.token)).statusCode).toBe(401);
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, admin.id));
    expect(row?.role).toBe('customer');
    expect(await demoteAdmin(t.db, admin.email)).toMatchObject({ demoted: false });
    expect(await demoteAdmin(t.db, 'nobody-at-all@example.com')).toBeUndefined();
  });

  it('S39 the command itself: create-admin on an existing account, then --demote, and --demote of an unknown email fails', async () => {
    const user = await createUser(t);
    const env = { ...process.env, DATABASE_URL: t.database.url, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const command = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'apps/api/src/scripts/create-admin.ts', ...args], {
        cwd: root,
        env,
      });

    const promoted = await command('--email', user.email, '--password', 'a-long-admin-password');
    expect(promoted.stdout).toContain(`Promoted admin ${user.email}; its earlier sessions have ended.`);
    expect((await profile(user.token)).statusCode).toBe(401);

    const demoted = await command('--email', user.email, '--demote');
    expect(demoted.stdout).toContain(`${user.email} is no longer an admin; its sessions have ended.`);
    const roles = await t.db.execute<{ role: string }>(sql`select role from users where id = ${user.id}`);
    expect(roles.rows[0]?.role).toBe('customer');

    const unknown = await command('--email', 'no-such-owner@example.com', '--demote').then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(unknown?.code).toBe(1);
    expect(unknown?.stderr).toContain('no account has the email no-such-owner@example.com');
  });
});
