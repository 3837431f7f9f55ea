import { describe, expect, it } from 'vitest';
import { specFormPayload } from '../../../test/fixtures/catalog.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';

describe('products carry their HSN code and GST rate', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: admin.headers, payload });

  it('defaults to 7117 at 3 %, takes 7113 from the form and keeps both when an update leaves them out', async () => {
    const plain = await send('POST', '/api/admin/products', specFormPayload());
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ hsn: '7117', gstRate: 3 });

    const silver = await send('POST', '/api/admin/products', {
      ...specFormPayload(),
      hsn: '7113',
      gstRate: '3',
    });
    expect(silver.statusCode, silver.body).toBe(201);
    const created = silver.json();
    expect(created).toMatchObject({ hsn: '7113', gstRate: 3 });

    const edited = await send('PUT', `/api/admin/products/${created.id}`, {
      ...specFormPayload(),
      title: 'Renamed',
      version: created.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Renamed', hsn: '7113', gstRate: 3 });

    const rated = await send('PUT', `/api/admin/products/${created.id}`, {
      ...specFormPayload(),
      hsn: '711790',
      gstRate: 5,
      version: edited.json().version,
    });
    expect(rated.json()).toMatchObject({ hsn: '711790', gstRate: 5 });
    const shop = await t.app.inject({ method: 'GET', url: `/api/products/id/${created.id}` });
    expect(shop.json()).toMatchObject({ hsn: '711790', gstRate: 5 });
  });

  it('refuses a malformed HSN code or rate with 400, creating nothing', async () => {
    for (const bad of [
      { hsn: '71' },
      { hsn: '71171' },
      { hsn: 'abcd' },
      { gstRate: 41 },
      { gstRate: -1 },
      { gstRate: 3.001 },
    ]) {
      const res = await send('POST', '/api/admin/products', { ...specFormPayload(), title: 'Never', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/products?q=Never' });
    expect(list.json().totalElements).toBe(0);
  });
});
