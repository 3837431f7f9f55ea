import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specFormPayload } from '../../../test/fixtures/catalog.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import type { TestUser } from '../../../test/helpers/users.ts';

describe('admin products: what the create form may not send', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => ({ t, admin } = await startAdminApp()));
  afterAll(async () => t.close());

  const create = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: payload as object,
    });
  const productCount = async () =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows[0]?.n;

  const invalidPayloads: [string, Record<string, unknown>][] = [
    ['a price that is not a number', { price: 'abc' }],
    ['a negative price', { price: '-5' }],
    ['a zero price', { price: 0 }],
    ['a price in fractions of a paisa', { price: 10.005 }],
    ['a discounted price above the price', { discountedPrice: '2000' }],
    ['an unknown colour', { color: 'purple' }],
    ['an unknown category', { thirdLevelCategory: 'kids_toys' }],
    ['a third level of the other top level', { topLevelCategory: 'Men' }],
    ['a second level that is not jewellery', { secondLevelCategory: 'Shoes' }],
    ['a negative size quantity', { size: [{ name: 's', quantity: -1 }] }],
    ['a fractional size quantity', { size: [{ name: 's', quantity: '1.5' }] }],
    [
      'a size named twice',
      {
        size: [
          { name: 'S', quantity: 1 },
          { name: 's', quantity: 2 },
        ],
      },
    ],
    ['no sizes', { size: [] }],
    ['a missing title', { title: '  ' }],
    ['a NUL byte in the title', { title: 'Ring\u0000' }],
    ['a smuggled field', { rating: 5 }],
    ['a smuggled role', { role: 'admin' }],
    ['S13 a javascript: Image URL', { Image: 'javascript:alert(1)' }],
    ['S13 a data: Image URL', { Image: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    [
      'S13 a javascript: URL among images',
      { images: ['https://ok.example.com/1.jpg', 'JavaScript:alert(1)'] },
    ],
    ['S13 a path outside our uploads', { Image: '/media/uploads/../../etc/passwd' }],
    ['S13 a protocol-relative URL', { Image: '//evil.example.com/x.png' }],
    ['a zero weight', { weightGrams: 0 }],
    ['a negative weight', { weightGrams: '-2' }],
    ['a weight that is not a number', { weightGrams: 'heavy' }],
    ['a weight in thousandths of a gram', { weightGrams: 1.234 }],
    ['a material of more than 200 characters', { material: 'x'.repeat(201) }],
    ['care text that is not text', { care: 42 }],
    ['a NUL byte in the warranty', { warranty: '6 months\u0000' }],
  ];
  for (const [name, change] of invalidPayloads) {
    it(`rejects ${name} with 400 and creates nothing`, async () => {
      const before = await productCount();
      const res = await create({ ...specFormPayload(), ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_INPUT' });
      expect(await productCount()).toBe(before);
    });
  }

  it('S13 stores a <script> title as text and returns it as plain JSON text', async () => {
    const title = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await create({ ...specFormPayload(), title, description: '<b onmouseover=alert(1)>hi</b>' });
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({ method: 'GET', url: `/api/products/id/${res.json().id}` });
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
    expect(detail.json().title).toBe(title);
    expect(detail.json().description).toBe('<b onmouseover=alert(1)>hi</b>');
  });
});
