import { describe, expect, it } from 'vitest';
import { mailedToken } from '../../../test/helpers/email-confirmation.ts';
import { guestOrderBody, postGuestOrder } from '../../../test/helpers/guest.ts';
import { MAIL_APP_URL, MAIL_SHOP, useMailingApp } from '../../../test/helpers/mailing-app.ts';
import { addToCart, createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import type { TestSmtp } from '../../../test/helpers/smtp.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { sendCartReminders } from './cart-reminders.ts';
import { setMarketingConsent } from './marketing-mail.ts';

let smtp: TestSmtp;
let t: TestApp;
const HOURS = 4;

useMailingApp((started) => ({ t, smtp } = started));

/** Runs the reminder job as if `hoursLater` hours had passed, and delivers what it queued. */
async function remindAfter(hoursLater: number) {
  const queued = await sendCartReminders(
    t.db,
    MAIL_SHOP,
    HOURS,
    new Date(Date.now() + hoursLater * 3600_000),
  );
  await t.app.mailSender?.sendDue();
  return queued;
}
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

describe('cart reminders (S59: marketing mail)', () => {
  it('S59 reminds a consenting customer once per cart contents after CART_REMINDER_HOURS', async () => {
    const ring = await createProduct(t, { title: 'Lotus Ring', sizes: { s: 5, m: 5 } });
    const customer = await createUser(t, { firstName: 'Meera' });
    await setMarketingConsent(t.db, customer.email, true);
    await addToCart(t, customer, ring.id, 's', 2);

    expect(await remindAfter(1)).toBe(0);
    expect(await remindAfter(HOURS + 0.1)).toBe(1);
    const [mail] = await smtp.waitForMailsTo(customer.email, 1);
    expect(mail?.parsed.subject).toBe('Still thinking it over, Meera?');
    expect(mail?.parsed.text).toContain('- Lotus Ring (size S, x 2)');
    expect(mail?.parsed.text).toContain(`Back to my cart: ${MAIL_APP_URL}/cart`);
    expect(mail?.parsed.text).toMatch(
      /Unsubscribe from our marketing mail: https:\/\/shop\.example\.in\/unsubscribe\?token=[\w-]+/,
    );
    expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The same contents never again; changed contents once more.
    expect(await remindAfter(HOURS * 3)).toBe(0);
    await addToCart(t, customer, ring.id, 'm', 1);
    expect(await remindAfter(HOURS + 0.1)).toBe(1);
    await smtp.waitForMailsTo(customer.email, 2);
    expect(mailsTo(customer.email).at(-1)?.parsed.text).toContain('- Lotus Ring (size M, x 1)');
  });

  it('S59 sends nothing without consent, after unticking it, or once the cart was ordered', async () => {
    const ring = await createProduct(t, { sizes: { s: 5 } });
    const noConsent = await createUser(t);
    await addToCart(t, noConsent, ring.id, 's');
    const withdrew = await createUser(t);
    await setMarketingConsent(t.db, withdrew.email, true);
    await setMarketingConsent(t.db, withdrew.email, false);
    await addToCart(t, withdrew, ring.id, 's');
    const ordered = await createUser(t);
    await setMarketingConsent(t.db, ordered.email, true);
    await placeOrder(t, ordered, [{ productId: ring.id, size: 's' }]);

    expect(await remindAfter(HOURS * 2)).toBe(0);
    for (const user of [noConsent, withdrew, ordered]) expect(mailsTo(user.email)).toHaveLength(0);
  });

  it('S59 an unpaid guest order with marketing consent is no left cart: no "your cart is waiting"', async () => {
    const ring = await createProduct(t, { sizes: { s: 5 } });
    const email = 'guest-consents@example.com';
    const body = guestOrderBody(email, [{ productId: ring.id, size: 's' }], { marketingConsent: true });
    const res = await postGuestOrder(t, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(await remindAfter(HOURS + 0.1)).toBe(0);
    // The guest proves the email and agrees (double opt-in, S72): still no reminder of the order's own cart.
    const token = await mailedToken(t, email, 'Confirm you want offers', '/confirm-offers');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/marketing/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await remindAfter(HOURS + 0.2)).toBe(0);
    expect(mailsTo(email).map((mail) => mail.parsed.subject)).toEqual([
      'Confirm you want offers from MoonMade',
    ]);
  });
});
