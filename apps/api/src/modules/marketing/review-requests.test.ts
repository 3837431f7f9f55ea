import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_APP_URL, MAIL_SHOP, useMailingApp } from '../../../test/helpers/mailing-app.ts';
import { createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import type { TestSmtp } from '../../../test/helpers/smtp.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { orders } from '../../db/schema/index.ts';
import { setMarketingConsent } from './marketing-mail.ts';
import { sendReviewRequests } from './review-requests.ts';

let smtp: TestSmtp;
let t: TestApp;
const DAYS = 5;
const DAY = 86_400_000;

useMailingApp((started) => ({ t, smtp } = started));

/** Runs the job as if `daysLater` days had passed, and delivers what it queued. */
async function requestAfter(daysLater: number) {
  const queued = await sendReviewRequests(t.db, MAIL_SHOP, DAYS, new Date(Date.now() + daysLater * DAY));
  await t.app.mailSender?.sendDue();
  return queued;
}
const requestsTo = (address: string) =>
  smtp.received.filter(
    (mail) => mail.envelopeTo.includes(address) && mail.parsed.subject?.startsWith('How do you like'),
  );

/** An order of the products delivered to the user `daysAgo` days from now (negative: in the future). */
async function deliveredOrder(user: TestUser, productIds: string[], daysAgo = 0) {
  const order = await placeOrder(
    t,
    user,
    productIds.map((productId) => ({ productId, size: 's' })),
  );
  const at = new Date(Date.now() - daysAgo * DAY).toISOString();
  await t.db
    .update(orders)
    .set({ status: 'DELIVERED', statusHistory: [{ status: 'DELIVERED', at }] })
    .where(eq(orders.id, order._id));
  return order._id as string;
}

describe('review requests after delivery (S59: marketing mail)', () => {
  it('S59 asks a consenting customer once per order, REVIEW_REQUEST_DAYS after delivery, linking to each review form', async () => {
    const ring = await createProduct(t, { title: 'Lotus Ring', sizes: { s: 5 } });
    const studs = await createProduct(t, { title: 'Moon Studs', sizes: { s: 5 } });
    const customer = await createUser(t, { firstName: 'Meera' });
    await setMarketingConsent(t.db, customer.email, true);
    await deliveredOrder(customer, [ring.id, studs.id]);

    expect(await requestAfter(DAYS - 1)).toBe(0);
    expect(await requestAfter(DAYS + 0.1)).toBe(1);
    const [mail] = await smtp.waitForMailsTo(customer.email, 1);
    expect(mail?.parsed.subject).toBe('How do you like your MoonMade pieces, Meera?');
    expect(mail?.parsed.text).toContain(`- Lotus Ring: ${MAIL_APP_URL}/product/${ring.id}?review=1#reviews`);
    expect(mail?.parsed.text).toContain(`- Moon Studs: ${MAIL_APP_URL}/product/${studs.id}?review=1#reviews`);
    // Handlebars escapes `=` in the HTML attribute; a mail client reads it back as `=`.
    expect(mail?.parsed.html).toContain(`href="${MAIL_APP_URL}/product/${ring.id}?review&#x3D;1#reviews"`);
    expect(mail?.parsed.text).toMatch(
      /Unsubscribe from our marketing mail: https:\/\/shop\.example\.in\/unsubscribe\?token=[\w-]+/,
    );
    expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    expect(await requestAfter(DAYS * 3)).toBe(0);
    expect(requestsTo(customer.email)).toHaveLength(1);
  });

  it('S59 sends nothing without consent, and consenting later does not bring the decided request back', async () => {
    const ring = await createProduct(t, { sizes: { s: 5 } });
    const customer = await createUser(t);
    await deliveredOrder(customer, [ring.id]);
    expect(await requestAfter(DAYS + 0.1)).toBe(0);
    await setMarketingConsent(t.db, customer.email, true);
    expect(await requestAfter(DAYS + 0.2)).toBe(0);
    expect(requestsTo(customer.email)).toHaveLength(0);
  });

  it('S59 unsubscribing from one request stops the next order’s', async () => {
    const ring = await createProduct(t, { sizes: { s: 5 } });
    const bangle = await createProduct(t, { sizes: { s: 5 } });
    const customer = await createUser(t);
    await setMarketingConsent(t.db, customer.email, true);
    await deliveredOrder(customer, [ring.id]);
    await deliveredOrder(customer, [bangle.id], -2);

    expect(await requestAfter(DAYS + 0.1)).toBe(1);
    const [mail] = await smtp.waitForMailsTo(customer.email, 1);
    const token = mail?.parsed.text?.match(/\/unsubscribe\?token=([\w-]+)/)?.[1] ?? '';
    const res = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });
    expect(res.statusCode).toBe(200);

    expect(await requestAfter(DAYS + 2.1)).toBe(0);
    expect(requestsTo(customer.email)).toHaveLength(1);
  });

  it('leaves out products already reviewed, and sends nothing when every item is, or the order is long past', async () => {
    const reviewed = await createProduct(t, { sizes: { s: 5 } });
    const fresh = await createProduct(t, { title: 'Fresh Pendant', sizes: { s: 5 } });
    const customer = await createUser(t);
    await setMarketingConsent(t.db, customer.email, true);
    await deliveredOrder(customer, [reviewed.id, fresh.id]);
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: customer.headers,
      payload: { productId: reviewed.id, rating: 5, text: 'Lovely' },
    });
    expect(review.statusCode).toBe(201);

    const allReviewed = await createUser(t);
    await setMarketingConsent(t.db, allReviewed.email, true);
    await deliveredOrder(allReviewed, [reviewed.id]);
    await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: allReviewed.headers,
      payload: { productId: reviewed.id, rating: 4, text: 'Nice' },
    });
    const longAgo = await createUser(t);
    await setMarketingConsent(t.db, longAgo.email, true);
    await deliveredOrder(longAgo, [fresh.id], 60);

    expect(await requestAfter(DAYS + 0.1)).toBe(1);
    const [mail] = await smtp.waitForMailsTo(customer.email, 1);
    expect(mail?.parsed.text).toContain(
      `- Fresh Pendant: ${MAIL_APP_URL}/product/${fresh.id}?review=1#reviews`,
    );
    expect(mail?.parsed.text).not.toContain(reviewed.id);
    expect(requestsTo(allReviewed.email)).toHaveLength(0);
    expect(requestsTo(longAgo.email)).toHaveLength(0);
  });
});
