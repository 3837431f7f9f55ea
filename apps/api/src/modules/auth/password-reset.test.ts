import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useMailingApp } from '../../../test/helpers/mailing-app.ts';
import type { TestSmtp } from '../../../test/helpers/smtp.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { outbox, passwordResets } from '../../db/schema/index.ts';
import { hashLinkToken } from '../mail/single-use-links.ts';
import { FORGOT_PASSWORD_MESSAGE } from './password-reset.service.ts';

let smtp: TestSmtp;
let t: TestApp;
let ip = 0;
const freshIp = () => `10.7.${Math.floor(++ip / 250)}.${ip % 250}`;

useMailingApp((started) => ({ t, smtp } = started));

const post = (url: string, payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
const forgot = (email: string, remoteAddress?: string) =>
  post('/auth/forgot-password', { email }, remoteAddress);
const reset = (token: string, password: string, remoteAddress?: string) =>
  post('/auth/reset-password', { token, password }, remoteAddress);
const signin = (email: string, password: string) => post('/auth/signin', { email, password });
const profile = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization } });

/** Asks for a reset of `email` and answers the token from the link in the mail it receives. */
async function tokenFromMail(email: string): Promise<string> {
  const before = smtp.received.filter((m) => m.envelopeTo.includes(email)).length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mails = await smtp.waitForMailsTo(email, before + 1);
  const mail = mails.at(-1);
  expect(mail?.parsed.subject).toBe('Reset your MoonMade password');
  const link = mail?.parsed.text?.match(/https:\/\/shop\.example\.in\/reset-password\?token=([\w-]+)/);
  expect(link).not.toBeNull();
  expect(mail?.parsed.html).toContain(
    `href="https://shop.example.in/reset-password?token&#x3D;${link?.[1]}"`,
  );
  return link?.[1] ?? '';
}

describe('password reset (S43)', () => {
  it('S43 answers known and unknown emails alike, and mails only the known one', async () => {
    const user = await createUser(t);
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await t.app.passwordResets.settled();
    const rows = await t.db.select({ to: outbox.to }).from(outbox);
    expect(rows.map((r) => r.to)).toContain(user.email);
    expect(rows.map((r) => r.to)).not.toContain('nobody-here@example.com');
  });

  it('S43 answers a known email before looking it up (no timing difference to measure)', async () => {
    const user = await createUser(t);
    // While the users table is locked, any look-up of the email waits: an answer that arrives anyway was sent
    // before the look-up. (The guard only ends the wait if the answer never comes; the order is what counts.)
    const answer = await t.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`);
      let guard: NodeJS.Timeout | undefined;
      const neverAnswered = new Promise<undefined>((resolve) => {
        guard = setTimeout(() => resolve(undefined), 15_000);
      });
      return Promise.race([forgot(user.email), neverAnswered]).finally(() => clearTimeout(guard));
    });
    expect(answer?.statusCode).toBe(200);
    expect(answer?.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    // Once the lock is gone the look-up runs and the link is mailed.
    await t.app.passwordResets.settled();
    const rows = await t.db.select({ to: outbox.to }).from(outbox).where(eq(outbox.to, user.email));
    expect(rows).toHaveLength(1);
  });

  it('S43 stores only a hash of the token, resets with it, and ends every earlier session (S39)', async () => {
    const user = await createUser(t);
    const token = await tokenFromMail(user.email);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row?.tokenHash).toBe(hashLinkToken(token));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000);

    expect((await profile(user.headers.authorization)).statusCode).toBe(200);
    const res = await reset(token, 'a-brand-new-password');
    expect(res.statusCode).toBe(200);
    expect((await profile(user.headers.authorization)).statusCode).toBe(401);
    expect((await signin(user.email, user.password)).statusCode).toBe(401);
    const fresh = await signin(user.email, 'a-brand-new-password');
    expect(fresh.statusCode).toBe(200);
    expect((await profile(`Bearer ${fresh.json().jwt}`)).statusCode).toBe(200);
  });

  it('S43 a token works once; the account’s other links stop working too', async () => {
    const user = await createUser(t);
    const first = await tokenFromMail(user.email);
    const second = await tokenFromMail(user.email);
    const results = await Promise.all([reset(first, 'password-one-1'), reset(first, 'password-two-2')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const again = await reset(first, 'password-three-3');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_RESET_TOKEN');
    expect((await reset(second, 'password-four-4')).statusCode).toBe(400);
    // A new request clears the used links away: only the open one is kept.
    await tokenFromMail(user.email);
    const kept = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.usedAt).toBeNull();
    const winner = results[0]?.statusCode === 200 ? 'password-one-1' : 'password-two-2';
    expect((await signin(user.email, winner)).statusCode).toBe(200);
  });

  it('S43 a token expires after 30 minutes, changing nothing', async () => {
    const user = await createUser(t);
    const token = await tokenFromMail(user.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashLinkToken(token)));
    const res = await reset(token, 'too-late-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_RESET_TOKEN');
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
    expect((await profile(user.headers.authorization)).statusCode).toBe(200);
  });

  it('S43 refuses an unknown token and a short password', async () => {
    expect((await reset('made-up-token', 'long-enough-password')).json().code).toBe('INVALID_RESET_TOKEN');
    const user = await createUser(t);
    const token = await tokenFromMail(user.email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('INVALID_INPUT');
    expect((await reset(token, 'now-long-enough')).statusCode).toBe(200);
  });

  it('S43 rate-limits reset requests per email and per address', async () => {
    const user = await createUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await forgot(user.email)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5)).toEqual([429, 429]);
    await t.app.passwordResets.settled();
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(5);

    const address = freshIp();
    const fromOneIp: number[] = [];
    for (let i = 0; i < 6; i++) fromOneIp.push((await forgot(`someone${i}@example.com`, address)).statusCode);
    expect(fromOneIp.at(-1)).toBe(429);

    const guesses: number[] = [];
    for (let i = 0; i < 11; i++)
      guesses.push((await reset(`guess-${i}`, 'long-enough-password', address)).statusCode);
    expect(guesses.at(-1)).toBe(429);
  });

  it('S50 a password change ends every open reset link of the account', async () => {
    const user = await createUser(t);
    const token = await tokenFromMail(user.email);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: user.headers,
      payload: { currentPassword: user.password, newPassword: 'owner-chose-this-one' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await reset(token, 'taken-over-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_RESET_TOKEN');
    expect((await signin(user.email, 'owner-chose-this-one')).statusCode).toBe(200);
    expect((await signin(user.email, 'taken-over-password')).statusCode).toBe(401);
  });

  it('S46 the outbox, the admin outbox and the reset table hold no usable token; the sent mail has it', async () => {
    const user = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const token = await tokenFromMail(user.email);
    const stored = await t.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.text).toContain('https://shop.example.in/reset-password?token=[redacted]');
    const resets = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(JSON.stringify(resets)).not.toContain(token);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?pageSize=50',
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    const mine = listed.json().content.filter((m: { to: string }) => m.to === user.email);
    expect(mine).toHaveLength(1);
    expect(listed.body).not.toContain(token);
    expect(mine[0].text).toContain('reset-password?token=[redacted]');
    // What the admin sees is no link at all; the mailed one works.
    expect((await reset('[redacted]', 'admin-tries-this-one')).statusCode).toBe(400);
    expect((await reset(token, 'owner-resets-it-now')).statusCode).toBe(200);
  });
});
