import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_APP_URL, MAIL_SHOP, useMailingApp } from '../../../test/helpers/mailing-app.ts';
import { createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import type { TestSmtp } from '../../../test/helpers/smtp.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { mailRestockedSizes } from './restock.service.ts';

let smtp: TestSmtp;
let t: TestApp;
let admin: TestUser;
let ip = 0;
const freshIp = () => `10.27.${Math.floor(++ip / 250)}.${ip % 250}`;

useMailingApp((started) => ({ t, smtp } = started));
beforeAll(async () => {
  admin = await createUser(t, { role: 'admin' });
});

const notify = (productId: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/notify`,
    payload,
    headers,
    remoteAddress: freshIp(),
  });
const bulkStock = (id: string, size: string, quantity: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/products/bulk',
    headers: admin.headers,
    payload: { ids: [id], action: { kind: 'stock', mode: 'set', quantity, size } },
  });
/** Runs the restock job and delivers what it queued over SMTP. */
async function runRestockJob() {
  const queued = await mailRestockedSizes(t.db, MAIL_SHOP);
  await t.app.mailSender?.sendDue();
  return queued;
}
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

describe('"Notify me" on a sold-out size', () => {
  it('takes a guest address for a sold-out size, once however often asked', async () => {
    const ring = await createProduct(t, { sizes: { s: 0, m: 4 } });
    for (const email of ['guest-a@example.com', 'Guest-A@Example.com']) {
      const res = await notify(ring.id, { size: 'S', email });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ subscribed: true });
    }
    const rows = await t.db.execute<{ email: string; size: string; user_id: string | null }>(
      sql`select email, size, user_id from restock_requests where product_id = ${ring.id}`,
    );
    expect(rows.rows).toEqual([{ email: 'guest-a@example.com', size: 's', user_id: null }]);
  });

  it('refuses a size in stock (409 IN_STOCK), an unknown size or product (404) and a guest without an address', async () => {
    const ring = await createProduct(t, { sizes: { s: 0, m: 4 } });
    const inStock = await notify(ring.id, { size: 'm', email: 'x@example.com' });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().code).toBe('IN_STOCK');
    expect((await notify(ring.id, { size: 'xl', email: 'x@example.com' })).json().code).toBe('NOT_FOUND');
    expect(
      (await notify('0190b5a0-0000-7000-8000-000000000000', { size: 's', email: 'x@example.com' }))
        .statusCode,
    ).toBe(404);
    const noEmail = await notify(ring.id, { size: 's' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().code).toBe('INVALID_INPUT');
    expect((await notify(ring.id, { size: 's', email: 'not-an-address' })).statusCode).toBe(400);
    const rows = await t.db.execute(sql`select 1 from restock_requests where product_id = ${ring.id}`);
    expect(rows.rows).toHaveLength(0);
  });

  it('uses the signed-in customer’s own address when none is given', async () => {
    const ring = await createProduct(t, { sizes: { s: 0 } });
    const customer = await createUser(t);
    expect((await notify(ring.id, { size: 's' }, customer.headers)).statusCode).toBe(201);
    const rows = await t.db.execute<{ email: string; user_id: string }>(
      sql`select email, user_id from restock_requests where product_id = ${ring.id}`,
    );
    expect(rows.rows).toEqual([{ email: customer.email.toLowerCase(), user_id: customer.id }]);
  });

  it('limits how many requests one client makes (each may lead to a mail)', async () => {
    const ring = await createProduct(t, { sizes: { s: 0 } });
    const send = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/${ring.id}/notify`,
        payload: { size: 's', email: `flood-${n}@example.com` },
        remoteAddress: '10.99.0.1',
      });
    for (let n = 0; n < 20; n++) expect((await send(n)).statusCode).toBe(201);
    const refused = await send(20);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

describe('the back-in-stock mail', () => {
  it('mails each waiting address once when an admin restocks the size, and only for that size', async () => {
    const ring = await createProduct(t, { title: 'Crescent Ring', sizes: { s: 0, m: 0 } });
    await notify(ring.id, { size: 's', email: 'wants-s@example.com' });
    await notify(ring.id, { size: 'm', email: 'wants-m@example.com' });
    expect(await runRestockJob()).toBe(0);

    expect((await bulkStock(ring.id, 's', 3)).statusCode).toBe(200);
    expect(await runRestockJob()).toBe(1);
    const [mail] = await smtp.waitForMailsTo('wants-s@example.com', 1);
    expect(mail?.parsed.subject).toBe('Crescent Ring in size S is back at MoonMade');
    expect(mail?.parsed.text).toContain(`See it now: ${MAIL_APP_URL}/product/${ring.id}`);
    expect(mail?.parsed.html).toContain(`href="${MAIL_APP_URL}/product/${ring.id}"`);
    expect(mailsTo('wants-m@example.com')).toHaveLength(0);

    // Sold out and back again: the request was answered, so no second mail.
    await bulkStock(ring.id, 's', 0);
    await bulkStock(ring.id, 's', 2);
    expect(await runRestockJob()).toBe(0);
    expect(mailsTo('wants-s@example.com')).toHaveLength(1);
  });

  it('mails when a cancelled order gives the last piece back', async () => {
    const ring = await createProduct(t, { sizes: { s: 1 } });
    const buyer = await createUser(t);
    const order = await placeOrder(t, buyer, [{ productId: ring.id, size: 's' }]);
    expect((await notify(ring.id, { size: 's', email: 'waiting@example.com' })).statusCode).toBe(201);
    expect(await runRestockJob()).toBe(0);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await runRestockJob()).toBe(1);
    const [mail] = await smtp.waitForMailsTo('waiting@example.com', 1);
    expect(mail?.parsed.subject).toContain('is back at MoonMade');
  });

  it('queues one mail per request however many runs race (several instances)', async () => {
    const ring = await createProduct(t, { sizes: { s: 0 } });
    for (const n of [1, 2, 3]) await notify(ring.id, { size: 's', email: `race-${n}@example.com` });
    await t.db.execute(sql`update product_sizes set quantity = 5 where product_id = ${ring.id}`);
    const runs = await Promise.all([1, 2, 3, 4].map(() => mailRestockedSizes(t.db, MAIL_SHOP)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    const queued = await t.db.execute(sql`select "to" from outbox where "to" like 'race-%'`);
    expect(queued.rows).toHaveLength(3);
  });
});

describe('the owner’s restock list', () => {
  it('ranks waiting sizes by how many wait, for admins only', async () => {
    const wanted = await createProduct(t, { title: 'Zz Most Wanted', sizes: { s: 0 } });
    const less = await createProduct(t, { title: 'Zz Less Wanted', sizes: { m: 0 } });
    for (const n of [1, 2, 3]) await notify(wanted.id, { size: 's', email: `fan-${n}@example.com` });
    await notify(less.id, { size: 'm', email: 'fan-1@example.com' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/restock-demand',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const mine = res.json().filter((row: { title: string }) => row.title.startsWith('Zz '));
    expect(mine).toEqual([
      { productId: wanted.id, title: 'Zz Most Wanted', size: 's', waiting: 3 },
      { productId: less.id, title: 'Zz Less Wanted', size: 'm', waiting: 1 },
    ]);
    const customer = await createUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/restock-demand', headers: customer.headers }))
        .statusCode,
    ).toBe(403);
  });
});
