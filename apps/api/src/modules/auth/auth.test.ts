import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOut } from '../../../test/helpers/sign-out.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let ipCounter = 0;
/** Each test signs up from its own address so the sign-up limit of one IP is not what a test measures. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const signup = (body: Record<string, unknown>, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/auth/signup', payload: body, remoteAddress });
const signin = (body: Record<string, unknown>, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/auth/signin', payload: body, remoteAddress });
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } });

let n = 0;
const newUser = () => ({
  firstName: 'Meera',
  lastName: 'Iyer',
  email: `meera${++n}@example.com`,
  password: 'a-good-password',
});

beforeAll(async () => (t = await buildTestApp({ template: 'empty' })));
afterAll(async () => t.close());

describe('sign-up and sign-in', () => {
  it('signs up, answers a jwt the profile accepts, and never returns the password hash', async () => {
    const user = newUser();
    const res = await signup(user);
    expect(res.statusCode).toBe(201);
    const { jwt, message } = res.json();
    expect(message).toBe('Signup success');
    const me = await profile(jwt);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: user.email,
      role: 'customer',
      addresses: [],
    });
    expect(me.json()._id).toBe(me.json().id);
    expect(me.body).not.toMatch(/argon2|password/i);
  });

  it('refuses a second account for the same email, whatever its case and spaces', async () => {
    const user = newUser();
    expect((await signup(user)).statusCode).toBe(201);
    const again = await signup({ ...user, email: `  ${user.email.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('signs in with the email in any case and gives a working token', async () => {
    const user = newUser();
    await signup(user);
    const res = await signin({ email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Signin success');
    expect((await profile(res.json().jwt)).statusCode).toBe(200);
  });

  it('answers 400 with the field named for a missing or malformed field', async () => {
    const res = await signup({ ...newUser(), firstName: 'A', lastName: 'B', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(JSON.stringify(res.json().details)).toContain('email');
  });

  it('S05 rejects sign-up bodies with role, isAdmin or _id, and creates no account', async () => {
    for (const extra of [
      { role: 'admin' },
      { isAdmin: true },
      { _id: '0198f0c2-0000-7000-8000-000000000000' },
    ]) {
      const user = { ...newUser(), ...extra };
      const res = await signup(user);
      expect(res.statusCode).toBe(400);
      const found = await t.db.execute(sql`select 1 from users where email = ${user.email}`);
      expect(found.rows).toHaveLength(0);
    }
    const admins = await t.db.execute(sql`select 1 from users where role = 'admin'`);
    expect(admins.rows).toHaveLength(0);
  });

  it('S18 stores argon2id with m=19456, t=2, p=1 and enforces 8 to 128 characters', async () => {
    const user = newUser();
    await signup(user);
    const row = await t.db.execute<{ password_hash: string }>(
      sql`select password_hash from users where email = ${user.email}`,
    );
    expect(row.rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signup({ ...newUser(), password: 'short7!' })).statusCode).toBe(400);
    expect((await signup({ ...newUser(), password: 'x'.repeat(129) })).statusCode).toBe(400);
    expect((await signup({ ...newUser(), password: 'x'.repeat(128) })).statusCode).toBe(201);
  });

  it('S19 answers an unknown email and a wrong password with the same status and body', async () => {
    const user = newUser();
    await signup(user);
    const wrongPassword = await signin({ email: user.email, password: 'not-the-password' });
    const unknownEmail = await signin({ email: 'nobody-here@example.com', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});

describe('rate limits', () => {
  it('S20 answers 429 with Retry-After after 10 failed sign-ins a minute for one email', async () => {
    const user = newUser();
    await signup(user);
    for (let i = 0; i < 10; i++) {
      expect((await signin({ email: user.email, password: `wrong-${i}-password` })).statusCode).toBe(401);
    }
    const blocked = await signin({ email: user.email, password: user.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('S20 answers 429 after 10 failed sign-ins a minute from one IP across emails', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await signin({ email: `ghost${i}@example.com`, password: 'whatever-pass' }, ip)).statusCode,
      ).toBe(401);
    }
    const blocked = await signin({ email: 'another@example.com', password: 'whatever-pass' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('S20 rate-limits sign-ups from one IP', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signup(newUser(), ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('sign-out', () => {
  it('S17 ends the token: the old token is refused afterwards, a new sign-in works', async () => {
    const user = newUser();
    const { jwt } = (await signup(user)).json();
    const out = await signOut(t, jwt);
    expect(out.statusCode).toBe(204);
    expect((await profile(jwt)).statusCode).toBe(401);
    const again = await signin({ email: user.email, password: user.password });
    expect((await profile(again.json().jwt)).statusCode).toBe(200);
  });

  it('refuses sign-out without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/signout' });
    expect(res.statusCode).toBe(401);
  });
});
