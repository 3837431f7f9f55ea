import { describe, expect, it } from 'vitest';
import { specFormPayload } from '../../../test/fixtures/catalog.ts';
import { productForm } from '../../../test/helpers/product-form.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';

const FACTS = {
  material: '  925 sterling silver, rhodium-plated  ',
  weightGrams: '3.25',
  dimensions: 'Band width 2 mm',
  care: 'Wipe with a soft cloth.',
  warranty: '6 months against manufacturing defects',
};

describe('product facts: material, weight, dimensions, care, warranty', () => {
  const t = setUpTestApp({ template: 'empty' });
  const { send, detail } = productForm(t, setUpUser(t, { role: 'admin' }));
  const createWithFacts = async () =>
    (await send('POST', '/api/admin/products', { ...specFormPayload(), ...FACTS })).json();
  /** The form sent again for `created`, at its version, with `changes`. */
  const update = (created: { id: string; version: number }, changes: object) =>
    send('PUT', `/api/admin/products/${created.id}`, {
      ...specFormPayload(),
      version: created.version,
      ...changes,
    });

  it('stores the facts the admin form sends and shows them on the product and in the listing', async () => {
    const res = await send('POST', '/api/admin/products', { ...specFormPayload(), ...FACTS });
    expect(res.statusCode, res.body).toBe(201);
    const expected = {
      material: '925 sterling silver, rhodium-plated',
      weightGrams: 3.25,
      dimensions: 'Band width 2 mm',
      care: 'Wipe with a soft cloth.',
      warranty: '6 months against manufacturing defects',
    };
    expect(res.json()).toMatchObject(expected);
    expect(await detail(res.json().id)).toMatchObject(expected);
    const listed = await t.app.inject({ method: 'GET', url: '/api/products?category=women_rings' });
    const mine = listed.json().content.find((p: { id: string }) => p.id === res.json().id);
    expect(mine).toMatchObject(expected);
  });

  it('leaves the facts empty (null) when the form does not give them', async () => {
    const res = await send('POST', '/api/admin/products', {
      ...specFormPayload(),
      material: '',
      weightGrams: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await detail(res.json().id)).toMatchObject({
      material: null,
      weightGrams: null,
      dimensions: null,
      care: null,
      warranty: null,
    });
  });

  it('on update keeps a fact left out, replaces one sent, and clears one sent empty or null', async () => {
    const created = await createWithFacts();
    const res = await update(created, { weightGrams: 4, care: '', warranty: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(created.id)).toMatchObject({
      material: '925 sterling silver, rhodium-plated',
      weightGrams: 4,
      dimensions: 'Band width 2 mm',
      care: null,
      warranty: null,
    });
  });

  it('refuses a bad weight on update with 400 and changes nothing', async () => {
    const created = await createWithFacts();
    const res = await update(created, { weightGrams: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(res.body).toContain('weightGrams');
    expect(await detail(created.id)).toMatchObject({ weightGrams: 3.25 });
  });
});
