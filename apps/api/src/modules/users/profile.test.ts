import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { outbox } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => (t = await buildTestApp({ template: 'empty' })));
afterAll(async () => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const getProfile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
const changeName = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: user.headers, payload });
const changePassword = (token: string, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'PUT', url: '/api/users/password', headers: bearer(token), payload, remoteAddress });
const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/signin', payload: { email, password } });

describe('editing the name on the profile page', () => {
  it('changes first and last name, trimmed, and answers the profile', async () => {
    const user = await createUser(t);
    const res = await changeName(user, { firstName: '  Meera ', lastName: 'Iyer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', email: user.email });
    expect((await getProfile(user.token)).json()).toMatchObject({ firstName: 'Meera', lastName: 'Iyer' });
  });

  it('refuses an empty name, an email change and a guest, changing nothing', async () => {
    const user = await createUser(t, { firstName: 'Asha', lastName: 'Verma' });
    for (const payload of [
      { firstName: '', lastName: 'Iyer' },
      { firstName: 'x'.repeat(101), lastName: 'Iyer' },
      { firstName: 'Meera', lastName: 'Iyer', email: 'new@example.com' },
      { firstName: 'Meera' },
    ]) {
      const res = await changeName(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      payload: { firstName: 'Meera', lastName: 'Iyer' },
    });
    expect(guest.statusCode).toBe(401);
    expect((await getProfile(user.token)).json()).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
      email: user.email,
    });
  });
});

describe('changing the password while signed in', () => {
  it('S39 ends every earlier session, answers a fresh token for this browser and mails the owner', async () => {
    const user = await createUser(t);
    const laptop = (await signin(user.email, user.password)).json().jwt as string;
    const res = await changePassword(user.token, {
      currentPassword: user.password,
      newPassword: 'a whole new secret',
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().jwt as string;
    for (const old of [user.token, laptop]) expect((await getProfile(old)).statusCode).toBe(401);
    expect((await getProfile(fresh)).statusCode).toBe(200);
    expect((await signin(user.email, user.password)).statusCode).toBe(401);
    expect((await signin(user.email, 'a whole new secret')).statusCode).toBe(200);

    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, user.email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe('Your MoonMade password was changed');
    expect(mail?.text).toContain('/forgot-password');
  });

  it('refuses a wrong current password or a short new one, and the password stays', async () => {
    const user = await createUser(t);
    const wrong = await changePassword(user.token, {
      currentPassword: 'not-my-password',
      newPassword: 'a whole new secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const short = await changePassword(user.token, { currentPassword: user.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect((await getProfile(user.token)).statusCode).toBe(200);
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
  });

  it('S20 a stolen session cannot guess the current password: wrong guesses are limited like sign-ins', async () => {
    const user = await createUser(t);
    // An address of its own: the per-IP counter is shared with sign-ins, which other tests here fail on purpose.
    const guesserIp = '203.0.113.39';
    const guesses = [];
    for (let i = 0; i < 12; i++)
      guesses.push(
        (
          await changePassword(
            user.token,
            { currentPassword: `guess-${i}`, newPassword: 'a whole new secret' },
            guesserIp,
          )
        ).statusCode,
      );
    expect(guesses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(guesses.slice(10)).toEqual([429, 429]);
    // Even the right password is refused until the window passes.
    const right = await changePassword(
      user.token,
      { currentPassword: user.password, newPassword: 'a whole new secret' },
      '198.51.100.7',
    );
    expect(right.statusCode).toBe(429);
    expect((await signin(user.email, user.password)).statusCode).not.toBe(401);
  });
});
