import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailedToken } from '../../../test/helpers/email-confirmation.ts';
import { guestAddress, guestOrderBody, postGuestOrder } from '../../../test/helpers/guest.ts';
import { MAIL_APP_URL, MAIL_SHOP, useMailingApp } from '../../../test/helpers/mailing-app.ts';
import { createProduct } from '../../../test/helpers/shop.ts';
import type { TestSmtp } from '../../../test/helpers/smtp.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { consentEvents, orders, outbox } from '../../db/schema/index.ts';
import { HIDDEN_TOKEN } from '../mail/hidden-links.ts';
import { hasMarketingConsent } from './marketing-mail.ts';
import { sendReviewRequests } from './review-requests.ts';

let smtp: TestSmtp;
let t: TestApp;
let ip = 0;
const freshIp = () => `10.72.${Math.floor(++ip / 250)}.${ip % 250}`;
const DAY = 86_400_000;
const SUBJECT = 'Confirm you want offers from';

useMailingApp((started) => ({ t, smtp } = started));

async function guestOrder(email: string, marketingConsent?: boolean) {
  const ring = await createProduct(t, { title: 'Lotus Ring', sizes: { s: 5 } });
  const body = guestOrderBody(email, [{ productId: ring.id, size: 's' }], {
    shippingAddress: guestAddress({ firstName: 'Meera' }),
    marketingConsent,
  });
  const res = await postGuestOrder(t, body, freshIp());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order._id as string;
}

const confirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/marketing/confirm',
    payload: { token },
    remoteAddress: freshIp(),
  });
const offersToken = (email: string) => mailedToken(t, email, SUBJECT, '/confirm-offers');
const ledgerOf = (email: string) => t.db.select().from(consentEvents).where(eq(consentEvents.email, email));
const confirmMailsTo = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(sql`${outbox.to} = ${email} and ${outbox.subject} like ${`${SUBJECT}%`}`);

/** Runs the review-request job as if `days` had passed since the order was delivered, and delivers the mail. */
async function deliverAndRequestReview(orderId: string) {
  await t.db
    .update(orders)
    .set({ status: 'DELIVERED', statusHistory: [{ status: 'DELIVERED', at: new Date().toISOString() }] })
    .where(eq(orders.id, orderId));
  const queued = await sendReviewRequests(t.db, MAIL_SHOP, 5, new Date(Date.now() + 5.1 * DAY));
  await t.app.mailSender?.sendDue();
  return queued;
}

describe('a guest’s "send me offers" box: double opt-in (S72)', () => {
  it('S72 ticking it records no consent; it mails a single-use "confirm" link, and only following it records the consent', async () => {
    const email = 'offers-guest@example.com';
    await guestOrder(email, true);
    expect(await hasMarketingConsent(t.db, email)).toBe(false);
    expect(await ledgerOf(email)).toHaveLength(0);

    const [queued] = await confirmMailsTo(email);
    expect(queued?.text).toContain(`${MAIL_APP_URL}/confirm-offers?token=${HIDDEN_TOKEN}`);
    await t.app.mailSender?.sendDue();
    const [mail] = await smtp.waitForMailsTo(email, 1);
    expect(mail?.parsed.subject).toBe('Confirm you want offers from MoonMade');
    expect(mail?.parsed.text).toContain('Hello Meera');
    const token = await offersToken(email);
    expect(mail?.parsed.text).toContain(`${MAIL_APP_URL}/confirm-offers?token=${token}`);

    const res = await confirm(token ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ confirmed: true });
    expect(await hasMarketingConsent(t.db, email)).toBe(true);
    expect(await ledgerOf(email)).toMatchObject([
      {
        userId: null,
        purpose: 'marketing_email',
        given: true,
        source: 'guest_checkout',
        noticeVersion: '2026-11-28',
      },
    ]);
  });

  it('S72 a forged, used or expired link answers a clear 400 and records nothing', async () => {
    const email = 'offers-links@example.com';
    const forged = await confirm('A'.repeat(43));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'INVALID_EMAIL_LINK' });
    expect(forged.json().message).toMatch(/invalid, used or expired/);

    await guestOrder(email, true);
    const token = (await offersToken(email)) ?? '';
    await t.db.execute(sql`update marketing_confirmations set expires_at = now() - interval '1 minute'`);
    expect((await confirm(token)).json()).toMatchObject({ code: 'INVALID_EMAIL_LINK' });
    expect(await hasMarketingConsent(t.db, email)).toBe(false);
    expect(await ledgerOf(email)).toHaveLength(0);

    const other = 'offers-used@example.com';
    await guestOrder(other, true);
    const once = (await offersToken(other)) ?? '';
    expect((await confirm(once)).statusCode).toBe(200);
    const again = await confirm(once);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_EMAIL_LINK' });
    expect(await ledgerOf(other)).toHaveLength(1);
  });

  it('S72 an unticked box mails nothing; a second tick while a link is open mails no second one; an agreed address is not asked', async () => {
    await guestOrder('offers-quiet@example.com');
    expect(await confirmMailsTo('offers-quiet@example.com')).toHaveLength(0);

    const email = 'offers-twice@example.com';
    await guestOrder(email, true);
    await guestOrder(email, true);
    expect(await confirmMailsTo(email)).toHaveLength(1);
    expect((await confirm((await offersToken(email)) ?? '')).statusCode).toBe(200);
    await guestOrder(email, true);
    expect(await confirmMailsTo(email)).toHaveLength(1);
  });

  it('S72 S59 marketing mail (a review request) reaches a guest’s email only once the offers link was followed', async () => {
    const email = 'offers-review@example.com';
    const first = await guestOrder(email, true);
    expect(await deliverAndRequestReview(first)).toBe(0);

    expect((await confirm((await offersToken(email)) ?? '')).statusCode).toBe(200);
    const second = await guestOrder(email);
    expect(await deliverAndRequestReview(second)).toBe(1);
    const mails = await smtp.waitForMailsTo(email, 2);
    expect(mails.map((mail) => mail.parsed.subject)).toEqual([
      'Confirm you want offers from MoonMade',
      'How do you like your MoonMade pieces, Meera?',
    ]);
  });
});
