import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specFormPayload } from '../../../test/fixtures/catalog.ts';
import { placeOrder, stockOf } from '../../../test/helpers/shop.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

/** The edit form's round trip: GET the product with its version, PUT the form back with that version. */
describe('admin product edits over a changed product (S34)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => ({ t, admin } = await startAdminApp()));
  afterAll(async () => t.close());

  const load = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${id}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const save = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, headers: admin.headers, payload });
  /** A product with 1 of size S and 2 of size L, as the admin form creates it. */
  const created = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: specFormPayload(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** The form as the admin page sends it: the stock it loaded, a new price. */
  const formOf = (loaded: { version: number; sizes: { name: string; quantity: number }[] }) => ({
    ...specFormPayload(),
    price: '1799',
    size: loaded.sizes.map(({ name, quantity }) => ({ name, quantity })),
    version: loaded.version,
  });

  it('S34 a form loaded before a sale cannot be saved: 409 STALE_EDIT, and the sold unit stays sold', async () => {
    const product = await created();
    const form = formOf(await load(product.id));
    // A customer buys the last unit of size S while the admin has the form open.
    const customer = await createUser(t);
    await placeOrder(t, customer, [{ productId: product.id, size: 's' }]);
    expect((await stockOf(t, product.id, 's')).size).toBe(0);

    const res = await save(product.id, form);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      statusCode: 409,
      code: 'STALE_EDIT',
      message:
        'This product changed since you opened it (for example, stock was sold). Reload to see the latest and make your change again.',
    });
    expect(await stockOf(t, product.id, 's')).toEqual({ size: 0, total: 2 });
    expect((await load(product.id)).price).toBe(1499);

    // Reloaded, the form carries the sale and the new version, and saves.
    const fresh = await load(product.id);
    expect(fresh.version).toBeGreaterThan(form.version);
    expect(fresh.sizes.find((s: { name: string }) => s.name === 's').quantity).toBe(0);
    const saved = await save(product.id, formOf(fresh));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ price: 1799, version: fresh.version + 1 });
    expect(await stockOf(t, product.id, 's')).toEqual({ size: 0, total: 2 });
  });

  it('S34 stock given back by a cancelled order also makes an open form stale', async () => {
    const product = await created();
    const customer = await createUser(t);
    const order = await placeOrder(t, customer, [{ productId: product.id, size: 'l' }]);
    const form = formOf(await load(product.id));
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/cancel`,
      headers: customer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await save(product.id, form)).json().code).toBe('STALE_EDIT');
    expect((await stockOf(t, product.id, 'l')).size).toBe(2);
  });

  it('S34 two admins saving the same version: the first wins, the second is told to reload', async () => {
    const product = await created();
    const loaded = await load(product.id);
    const results = await Promise.all([
      save(product.id, { ...formOf(loaded), price: '1700' }),
      save(product.id, { ...formOf(loaded), price: '1600' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json();
    expect((await load(product.id)).price).toBe(winner.price);
  });

  it('S34 a save without a version is a 400 naming it, and changes nothing', async () => {
    const product = await created();
    const { version: _version, ...noVersion } = formOf(await load(product.id));
    const res = await save(product.id, noVersion);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(JSON.stringify(res.json().details)).toContain('version');
    expect(await load(product.id)).toMatchObject({ price: 1499, version: product.version });
  });
});
