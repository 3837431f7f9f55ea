import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askForCod } from '../../../test/helpers/cod.ts';
import { createProduct, placeOrder, stockOf, type TestProduct } from '../../../test/helpers/shop.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/helpers/smtp.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { orders, outbox } from '../../db/schema/index.ts';
import { cancelUnconfirmedCodOrders } from './cod-confirmation.ts';

describe('cash on delivery confirmed by a mailed link (COD_CONFIRM_HOURS 24)', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: TestUser;
  let ring: TestProduct;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await buildTestApp({
      template: 'empty',
      env: { SMTP_URL: smtp.url, APP_URL: 'https://shop.example.in', COD_CONFIRM_HOURS: '24' },
    });
    admin = await createUser(t, { role: 'admin' });
    ring = await createProduct(t, { price: 800, discountedPrice: 650, sizes: { '7': 10 } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const placeCod = async (user: TestUser) => {
    const order = await placeOrder(t, user, [{ productId: ring.id, size: '7' }]);
    const res = await askForCod(t, user.headers, order._id);
    expect(res.statusCode, res.body).toBe(200);
    return order._id as string;
  };
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/orders/cod-confirm', payload: { token } });
  const move = (orderId: string, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/${status}`,
      headers: admin.headers,
      payload: status === 'ship' ? { courier: 'India Post', trackingNumber: 'EE1IN' } : undefined,
    });
  /** The order-placed mail comes first, then the confirmation. */
  const tokenFromMail = async (email: string) => {
    const mails = await smtp.waitForMailsTo(email, 2);
    const mail = mails.find((m) =>
      m.parsed.subject?.startsWith('Please confirm your cash-on-delivery order'),
    );
    const link = mail?.parsed.text?.match(/https:\/\/shop\.example\.in\/cod-confirm\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    return link?.[1] ?? '';
  };

  it('S46 mails a confirmation link whose token is kept only as a hash; the link confirms the order, once', async () => {
    const user = await createUser(t);
    const orderId = await placeCod(user);
    const token = await tokenFromMail(user.email);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.codConfirmTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row?.codConfirmedAt).toBeNull();
    const stored = await t.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.orderId, orderId));
    expect(stored.map((m) => m.text).join('\n')).not.toContain(token);

    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderId });
    const again = await confirm(token);
    expect(again.json().confirmedAt).toBe(res.json().confirmedAt);
  });

  it('refuses a made-up or malformed token with INVALID_COD_TOKEN / INVALID_INPUT, changing nothing', async () => {
    const bad = await confirm('x'.repeat(43));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_COD_TOKEN');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cod-confirm',
      payload: { token: '' },
    });
    expect(empty.json().code).toBe('INVALID_INPUT');
  });

  it('the admin can ship a COD order only once its customer confirmed it (409 COD_UNCONFIRMED before)', async () => {
    const user = await createUser(t);
    const orderId = await placeCod(user);
    expect((await move(orderId, 'confirmed')).statusCode).toBe(200);
    for (const status of ['ship', 'deliver']) {
      const refused = await move(orderId, status);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().code).toBe('COD_UNCONFIRMED');
    }
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('CONFIRMED');
    expect((await confirm(await tokenFromMail(user.email))).statusCode).toBe(200);
    const shipped = await move(orderId, 'ship');
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().orderStatus).toBe('SHIPPED');
  });

  it('cancels COD orders left unconfirmed past the deadline, stock back and the customer told; confirmed ones stay', async () => {
    const late = await createUser(t);
    const prompt = await createUser(t);
    const lateId = await placeCod(late);
    const promptId = await placeCod(prompt);
    expect((await confirm(await tokenFromMail(prompt.email))).statusCode).toBe(200);
    const stockBefore = await stockOf(t, ring.id, '7');

    const in23h = new Date(Date.now() + 23 * 3_600_000);
    expect(await cancelUnconfirmedCodOrders(t.db, in23h)).toBe(0);
    const in25h = new Date(Date.now() + 25 * 3_600_000);
    expect(await cancelUnconfirmedCodOrders(t.db, in25h)).toBe(1);

    const statuses = await t.db.execute<{ id: string; status: string; reason: string | null }>(
      sql`select id, status, status_history -> -1 ->> 'reason' as reason from orders where id in (${lateId}, ${promptId})`,
    );
    const byId = Object.fromEntries(statuses.rows.map((r) => [r.id, r]));
    expect(byId[lateId]).toMatchObject({ status: 'CANCELLED', reason: 'cod_unconfirmed' });
    expect(byId[promptId]).toMatchObject({ status: 'PLACED' });
    expect(await stockOf(t, ring.id, '7')).toEqual({
      size: (stockBefore.size ?? 0) + 1,
      total: (stockBefore.total ?? 0) + 1,
    });
    const mails = await smtp.waitForMailsTo(late.email, 3);
    expect(mails.map((m) => m.parsed.subject)).toContainEqual(
      expect.stringMatching(/order #\w+ is cancelled$/),
    );
    // Its link no longer confirms anything.
    const token = await tokenFromMail(late.email);
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is cancelled, so there is nothing to confirm/);
  });
});
