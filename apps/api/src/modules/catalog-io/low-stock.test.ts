import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/helpers/shop.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { sendDailyLowStockMail } from './low-stock.ts';

describe('low stock: on the dashboard and in a daily mail to admins', () => {
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;

  beforeAll(async () => {
    ({ t, admin } = await startAdminApp({ template: 'empty', env: { LOW_STOCK_THRESHOLD: '2' } }));
    otherAdmin = await createUser(t, { role: 'admin' });
    await createProduct(t, { title: 'Lotus Ring', sizes: { s: 0, m: 2, l: 9 } });
    await createProduct(t, { title: 'Moon Studs', sizes: { s: 1 } });
    await createProduct(t, { title: 'Plenty Chain', sizes: { s: 3 } });
  });
  afterAll(async () => t.close());

  it('lists sizes at or below LOW_STOCK_THRESHOLD, emptiest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/low-stock', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().threshold).toBe(2);
    expect(
      res
        .json()
        .sizes.map(
          (s: { title: string; size: string; quantity: number }) => `${s.title}/${s.size}/${s.quantity}`,
        ),
    ).toEqual(['Lotus Ring/s/0', 'Moon Studs/s/1', 'Lotus Ring/m/2']);
    const customer = await createUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/low-stock', headers: customer.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('mails every admin once a day, however often (or on however many instances) the job runs', async () => {
    const options = { threshold: 2, appUrl: 'https://shop.example', now: new Date('2026-11-26T04:00:00Z') };
    const runs = await Promise.all([1, 2, 3].map(() => sendDailyLowStockMail(t.db, options)));
    expect(runs.sort()).toEqual([0, 0, 2]);
    const mails = await t.db.execute<{ to: string; subject: string; text: string }>(
      sql`select "to", subject, text from outbox order by "to"`,
    );
    expect(mails.rows.map((m) => m.to)).toEqual([admin.email, otherAdmin.email].sort());
    expect(mails.rows[0]?.subject).toBe('3 size(s) running low at MoonMade');
    expect(mails.rows[0]?.text).toContain('- Lotus Ring (size S): 0 left');
    expect(mails.rows[0]?.text).toContain('https://shop.example/admin/products?stock=in_stock');
    // The next India day sends again.
    expect(await sendDailyLowStockMail(t.db, { ...options, now: new Date('2026-11-26T19:00:00Z') })).toBe(2);
  });
});
