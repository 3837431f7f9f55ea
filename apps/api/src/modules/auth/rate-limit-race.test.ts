import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { passwordChecks } from '../../lib/passwords.ts';
import { SIGNIN_FAILURES } from '../users/account-security.ts';
import { SIGNUPS_PER_IP } from './auth.service.ts';

let t: TestApp;
const PASSWORD = 'the-right-password';

beforeAll(async () => (t = await buildTestApp({ template: 'empty' })));
afterAll(async () => t.close());

async function signup(email: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/signup',
    remoteAddress,
    payload: { firstName: 'Kavya', lastName: 'Nair', email, password: PASSWORD },
  });
}

const signin = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/auth/signin', remoteAddress, payload: { email, password } });

describe('rate limits under a burst of parallel requests', () => {
  it('S32 evaluates at most the limit of 300 parallel sign-ins for one email from one address; the right password then gets 429', async () => {
    const email = 'kavya@example.com';
    expect((await signup(email, '10.9.0.1')).statusCode).toBe(201);
    const attacker = '10.9.0.2';
    const before = { ...passwordChecks };

    // The right password is in the burst too (every 50th), as a guesser that found it would send it.
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        signin(email, i % 50 === 49 ? PASSWORD : `guess-number-${i}`, attacker),
      ),
    );
    const statuses = burst.map((res) => res.statusCode);
    const checked = passwordChecks.total - before.total;
    const wrongChecked = passwordChecks.failed - before.failed;

    // Every attempt is counted before its hash is checked, so no more than the limit of wrong passwords is
    // ever evaluated; a right one that was evaluated gives its count back, so at most one more check.
    expect(wrongChecked).toBeLessThanOrEqual(SIGNIN_FAILURES.limit);
    expect(checked).toBeLessThanOrEqual(SIGNIN_FAILURES.limit + 1);
    expect(statuses.filter((s) => s === 401).length).toBe(wrongChecked);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(300 - SIGNIN_FAILURES.limit - 1);
    expect(statuses.every((s) => s === 401 || s === 429 || s === 200)).toBe(true);

    const late = await signin(email, PASSWORD, attacker);
    expect(late.statusCode).toBe(429);
    expect(late.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
    // From another address the email's own counter still refuses: the burst filled it too.
    expect((await signin(email, PASSWORD, '10.9.0.3')).statusCode).toBe(429);
  });

  it('S32 counts parallel sign-ups before creating accounts: exactly the limit from one address', async () => {
    const address = '10.9.1.1';
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signup(`burst-${i}@example.com`, address)),
    );
    const created = results.filter((res) => res.statusCode === 201).length;
    expect(created).toBe(SIGNUPS_PER_IP.limit);
    expect(results.filter((res) => res.statusCode === 429)).toHaveLength(40 - SIGNUPS_PER_IP.limit);
    const accounts = await t.db.execute(sql`select 1 from users where email like 'burst-%'`);
    expect(accounts.rows).toHaveLength(SIGNUPS_PER_IP.limit);
  });

  it('S32 a successful sign-in gives its attempt back: only failures fill the window (S20)', async () => {
    const email = 'regular@example.com';
    expect((await signup(email, '10.9.2.1')).statusCode).toBe(201);
    const home = '10.9.2.2';
    for (let i = 0; i < 15; i++) expect((await signin(email, PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < SIGNIN_FAILURES.limit; i++)
      expect((await signin(email, `wrong-${i}-password`, home)).statusCode).toBe(401);
    expect((await signin(email, PASSWORD, home)).statusCode).toBe(429);
  });
});
