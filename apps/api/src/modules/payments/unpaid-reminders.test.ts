import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOrder } from '../../../test/helpers/pay.ts';
import { pendingOrder, requestLink } from '../../../test/helpers/payments.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/helpers/smtp.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { orders } from '../../db/schema/index.ts';
import type { PaymentsContext } from './payments.service.ts';
import { sendUnpaidOrderReminders } from './unpaid-reminders.ts';

let smtp: TestSmtp;
let t: TestApp;
let ctx: PaymentsContext;
const APP_URL = 'https://shop.example.in';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ template: 'empty', env: { SMTP_URL: smtp.url, APP_URL } });
  ctx = { db: t.db, gateway: t.app.paymentGateway, appUrl: APP_URL, log: t.app.log };
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** Runs the reminder job as if `minutesLater` minutes had passed, and delivers what it queued. */
async function remindAfter(minutesLater: number) {
  const queued = await sendUnpaidOrderReminders(ctx, new Date(Date.now() + minutesLater * 60_000));
  await t.app.mailSender?.sendDue();
  return queued;
}
/** The reminders a customer got (paid and cancelled orders have their own mails). */
const remindersTo = (address: string) =>
  smtp.received.filter(
    (mail) => mail.envelopeTo.includes(address) && mail.parsed.subject?.endsWith('is waiting for payment'),
  );
const storedLink = async (orderId: string) =>
  (await t.db.select({ url: orders.paymentLinkUrl }).from(orders).where(eq(orders.id, orderId)))[0]?.url;

describe('unpaid online order reminder', () => {
  it('mails the live pay link once, 15 minutes after the order, without marketing consent', async () => {
    const customer = await createUser(t, { firstName: 'Meera' });
    const order = await pendingOrder(t, customer, { price: 1999, discountedPrice: 1499 });
    const link = await requestLink(t, customer, order.id);

    expect(await remindAfter(10)).toBe(0);
    expect(await remindAfter(15.5)).toBe(1);
    const [mail] = await smtp.waitForMailsTo(customer.email, 1);
    expect(mail?.parsed.subject).toMatch(/^Your order #[0-9A-F]{8} is waiting for payment$/);
    expect(mail?.parsed.text).toContain(`Pay now: ${link.Payment_link_url}`);
    expect(mail?.parsed.text).toContain('Total to pay: ₹1,499');
    expect(mail?.parsed.text).toContain(`Your order: ${APP_URL}/account/order/${order.id}`);
    expect(mail?.parsed.html).toContain(`href="${link.Payment_link_url}"`);
    expect(mail?.raw).not.toContain('List-Unsubscribe');

    // Never twice, however long it stays unpaid.
    expect(await remindAfter(25)).toBe(0);
    expect(remindersTo(customer.email)).toHaveLength(1);
  });

  it("makes the order's link when it has none yet: the same link the order page's Pay then opens", async () => {
    const customer = await createUser(t);
    const order = await pendingOrder(t, customer);
    expect(await storedLink(order.id)).toBeNull();

    expect(await remindAfter(16)).toBe(1);
    const [mail] = await smtp.waitForMailsTo(customer.email, 1);
    const live = await storedLink(order.id);
    expect(live).toMatch(/^https?:\/\//);
    expect(mail?.parsed.text).toContain(`Pay now: ${live}`);
    expect((await requestLink(t, customer, order.id)).Payment_link_url).toBe(live);
  });

  it('sends nothing for an order paid, cancelled, expired or paid on delivery meanwhile', async () => {
    const paid = await createUser(t);
    const paidOrder = await pendingOrder(t, paid);
    await payOrder(t, paid, paidOrder.id);

    const cancelled = await createUser(t);
    const cancelledOrder = await pendingOrder(t, cancelled);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${cancelledOrder.id}/cancel`,
      headers: cancelled.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const cod = await createUser(t);
    const codOrder = await pendingOrder(t, cod);
    await t.db.update(orders).set({ paymentMethod: 'COD' }).where(eq(orders.id, codOrder.id));

    const expired = await createUser(t);
    const expiredOrder = await pendingOrder(t, expired);
    await t.db.update(orders).set({ expiresAt: new Date() }).where(eq(orders.id, expiredOrder.id));

    expect(await remindAfter(16)).toBe(0);
    for (const user of [paid, cancelled, cod, expired]) expect(remindersTo(user.email)).toHaveLength(0);
  });
});
