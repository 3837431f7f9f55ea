import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { MAIL_APP_URL, MAIL_SHOP, useMailingApp } from '../../../test/helpers/mailing-app.ts';
import { createProduct } from '../../../test/helpers/shop.ts';
import type { TestSmtp } from '../../../test/helpers/smtp.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { TEST_JWT_SECRET } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { outbox, users } from '../../db/schema/index.ts';
import { verifyEmail } from '../auth/email-verification.ts';
import { HIDDEN_TOKEN, revealHiddenToken } from '../mail/hidden-links.ts';
import { mailRestockedSizes } from '../restock/restock.service.ts';
import { queueMarketingMail } from './marketing-mail.ts';

let smtp: TestSmtp;
let t: TestApp;
let ip = 0;
const freshIp = () => `10.59.${Math.floor(++ip / 250)}.${ip % 250}`;

useMailingApp((started) => ({ t, smtp } = started));

const notify = (productId: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/notify`,
    payload: { size: 's', email },
    remoteAddress: freshIp(),
  });
const restock = (productId: string, quantity: number) =>
  t.db.execute(sql`update product_sizes set quantity = ${quantity} where product_id = ${productId}`);
async function runRestockJob() {
  const queued = await mailRestockedSizes(t.db, MAIL_SHOP);
  await t.app.mailSender?.sendDue();
  return queued;
}
/** A header of the message as sent, unfolded (a long one is split over lines on the wire). */
function headerOf(raw: string | undefined, name: string): string | undefined {
  const head = (raw ?? '').split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return head
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

/** A back-in-stock mail to `email`, as it arrived over SMTP. */
async function backInStockMail(email: string) {
  const ring = await createProduct(t, { sizes: { s: 0 } });
  expect((await notify(ring.id, email)).statusCode).toBe(201);
  await restock(ring.id, 2);
  expect(await runRestockJob()).toBe(1);
  const mails = await smtp.waitForMailsTo(email, 1);
  return mails.at(-1);
}

describe('marketing mail: consent and one-click unsubscribe (S59)', () => {
  it('S59 every marketing mail carries List-Unsubscribe, List-Unsubscribe-Post and a visible link; the outbox keeps no token', async () => {
    const mail = await backInStockMail('headers@example.com');
    expect(headerOf(mail?.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = headerOf(mail?.raw, 'List-Unsubscribe')?.match(
      /^<(https:\/\/shop\.example\.in\/api\/unsubscribe\?token=[\w-]+)>$/,
    )?.[1];
    expect(oneClick).toBeDefined();
    const visible = mail?.parsed.text?.match(/https:\/\/shop\.example\.in\/unsubscribe\?token=([\w-]+)/)?.[1];
    expect(visible).toBe(new URL(oneClick ?? '').searchParams.get('token'));
    expect(mail?.parsed.html).toContain('Unsubscribe from our marketing mail');

    const stored = await t.db.execute<{ text: string; html: string; list_unsubscribe: string }>(
      sql`select text, html, list_unsubscribe from outbox where "to" = 'headers@example.com'`,
    );
    const row = stored.rows[0];
    expect(row?.list_unsubscribe).toBe(`${MAIL_APP_URL}/api/unsubscribe?token=${HIDDEN_TOKEN}`);
    for (const body of [row?.text, row?.html, row?.list_unsubscribe]) expect(body).not.toContain(visible);
    const hashes = await t.db.execute(
      sql`select 1 from marketing_contacts where unsubscribe_token_hash = ${visible}`,
    );
    expect(hashes.rows).toHaveLength(0);
  });

  it('S59 a one-click POST (RFC 8058) to the header URL unsubscribes without signing in, and stops the next mail', async () => {
    const email = 'one-click@example.com';
    const mail = await backInStockMail(email);
    const oneClick = headerOf(mail?.raw, 'List-Unsubscribe')?.match(
      /^<https:\/\/shop\.example\.in(\/api\/unsubscribe\?token=[\w-]+)>$/,
    )?.[1];
    // Asked before unsubscribing: this request's mail must not go out after it.
    const ring = await createProduct(t, { sizes: { s: 0 } });
    expect((await notify(ring.id, email)).statusCode).toBe(201);

    const res = await t.app.inject({
      method: 'POST',
      url: oneClick ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: true });
    // Form bodies are taken by this route only; the rest of the API stays JSON only (S14).
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com&password=x',
      remoteAddress: freshIp(),
    });
    expect(elsewhere.statusCode).toBe(415);

    await restock(ring.id, 3);
    expect(await runRestockJob()).toBe(0);
    expect(mailsTo(email)).toHaveLength(1);
    // A new request made after unsubscribing is a new agreement for its own mail.
    const again = await createProduct(t, { sizes: { s: 0 } });
    await notify(again.id, email);
    await restock(again.id, 1);
    expect(await runRestockJob()).toBe(1);
  });

  it('S59 the visible link’s token works as JSON; an unknown or missing token changes nothing', async () => {
    const email = 'json-link@example.com';
    const mail = await backInStockMail(email);
    const token = mail?.parsed.text?.match(/\/unsubscribe\?token=([\w-]+)/)?.[1] ?? '';
    const post = (payload: object, url = '/api/unsubscribe') =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });

    const unknown = await post({ token: `${token.slice(0, -2)}xx` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const missing = await post({ 'List-Unsubscribe': 'One-Click' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('INVALID_INPUT');
    const before = await t.db.execute(
      sql`select unsubscribed_at from marketing_contacts where email = ${email}`,
    );
    expect(before.rows[0]).toEqual({ unsubscribed_at: null });

    expect((await post({ token })).statusCode).toBe(200);
    const after = await t.db.execute<{ unsubscribed_at: Date | null; consent: boolean }>(
      sql`select unsubscribed_at, consent from marketing_contacts where email = ${email}`,
    );
    expect(after.rows[0]?.unsubscribed_at).not.toBeNull();
    expect(after.rows[0]?.consent).toBe(false);
  });

  it('S59 S47 guessing unsubscribe tokens is limited per client', async () => {
    const guess = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/unsubscribe',
        payload: { token: `guess-${n}` },
        remoteAddress: '10.59.250.1',
      });
    for (let n = 0; n < 30; n++) expect((await guess(n)).statusCode).toBe(404);
    const refused = await guess(30);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });

  it('S59 mail that needs consent goes only to an address that ticked the box, and not after it unticks it', async () => {
    const queue = (email: string) =>
      t.db.transaction((tx) =>
        queueMarketingMail(
          tx,
          MAIL_SHOP,
          email,
          'backInStock',
          { title: 'Moon Ring', size: 's', productUrl: `${MAIL_APP_URL}/product/x` },
          { consent: true },
        ),
      );
    const confirmEmailOf = async (email: string) => {
      const [mail] = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), sql`${outbox.subject} like 'Confirm your email%'`));
      const token = revealHiddenToken(mail?.text ?? '', TEST_JWT_SECRET, mail?.secretRef ?? '').match(
        /verify-email\?token=([\w-]+)/,
      )?.[1];
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await verifyEmail(t.db, user?.id ?? '', token ?? '');
    };
    const signup = (email: string, marketingConsent?: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: {
          firstName: 'Asha',
          lastName: 'Verma',
          email,
          password: 'Moonlit-Garden-42',
          marketingConsent,
        },
        remoteAddress: freshIp(),
      });

    expect((await signup('ticked@example.com', true)).statusCode).toBe(201);
    expect((await signup('unticked@example.com')).statusCode).toBe(201);
    // The box ticked at sign-up counts once the email is confirmed (S72).
    expect(await queue('ticked@example.com')).toBe(false);
    await confirmEmailOf('ticked@example.com');
    expect(await queue('ticked@example.com')).toBe(true);
    expect(await queue('unticked@example.com')).toBe(false);
    expect(await queue('stranger@example.com')).toBe(false);

    const jwt = (
      await t.app.inject({
        method: 'POST',
        url: '/auth/signin',
        payload: { email: 'ticked@example.com', password: 'Moonlit-Garden-42' },
        remoteAddress: freshIp(),
      })
    ).json().jwt;
    const headers = { authorization: `Bearer ${jwt}` };
    const get = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/marketing', headers })).json();
    expect(await get()).toEqual({ consent: true });
    const untick = await t.app.inject({
      method: 'PUT',
      url: '/api/users/marketing',
      headers,
      payload: { consent: false },
    });
    expect(untick.json()).toEqual({ consent: false });
    expect(await get()).toEqual({ consent: false });
    expect(await queue('ticked@example.com')).toBe(false);

    const customer = await createUser(t);
    const other = { authorization: customer.headers.authorization };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/marketing', headers: other })).json(),
    ).toEqual({
      consent: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/marketing' })).statusCode).toBe(401);
  });
});

describe('the consent ledger hears every change of marketing consent (DPDP Act s.6)', () => {
  it('S59 records the profile checkbox and the unsubscribe link on the account, with the notice version', async () => {
    const user = await createUser(t, { email: 'ledger@example.com' });
    const put = await clientOf(t, user).put('/api/users/marketing', { consent: true });
    expect(put.statusCode).toBe(200);
    const mail = await backInStockMail(user.email);
    const link = mail?.parsed.text?.match(/\/unsubscribe\?token=([\w-]+)/)?.[1] ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${link}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: freshIp(),
    });
    expect(res.json()).toEqual({ unsubscribed: true });
    const ledger = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/consents',
      headers: user.headers,
    });
    expect(ledger.json()).toMatchObject([
      { purpose: 'marketing_email', given: true, source: 'profile', noticeVersion: '2026-11-28' },
      { purpose: 'marketing_email', given: false, source: 'unsubscribe_link', noticeVersion: '2026-11-28' },
    ]);
  });
});
