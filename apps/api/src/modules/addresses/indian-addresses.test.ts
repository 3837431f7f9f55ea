import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KOCHI_HOME as home } from '../../../test/helpers/kochi-address.ts';
import { addToCart, createProduct } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { addresses } from '../../db/schema/index.ts';

describe('Indian addresses', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ template: 'empty' });
    user = await createUser(t);
  });
  afterAll(async () => t.close());

  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/addresses', headers: user.headers, payload });

  it('takes a state of the list, stored as the list spells it, and former names', async () => {
    for (const [typed, stored, pincode] of [
      ['kerala', 'Kerala', '682001'],
      ['  TAMIL NADU ', 'Tamil Nadu', '600001'],
      ['Jammu & Kashmir', 'Jammu and Kashmir', '180001'],
      ['Orissa', 'Odisha', '751001'],
      ['Pondicherry', 'Puducherry', '605001'],
      ['Ladakh', 'Ladakh', '194101'],
    ]) {
      const res = await post({ ...home, state: typed, pincode });
      expect(res.statusCode, typed).toBe(201);
      expect(res.json()).toMatchObject({ state: stored, needsState: false });
    }
  });

  it('refuses a state outside the list and a PIN code that is not six digits or starts with 0, saving nothing', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/addresses', headers: user.headers })
    ).json();
    for (const change of [
      { state: 'Atlantis' },
      { state: 'California' },
      { state: '' },
      { pincode: '012345' },
      { pincode: '56001' },
      { pincode: '5600011' },
    ]) {
      const res = await post({ ...home, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain(Object.keys(change)[0]);
    }
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/addresses', headers: user.headers })
    ).json();
    expect(after).toHaveLength(before.length);
  });

  it('flags a saved address whose state is not in the list, and checkout asks for it to be fixed', async () => {
    const buyer = await createUser(t);
    const [old] = await t.db
      .insert(addresses)
      .values({ ...home, state: 'Kerela state', userId: buyer.id })
      .returning();
    const list = await t.app.inject({ method: 'GET', url: '/api/addresses', headers: buyer.headers });
    expect(list.json()).toEqual([
      expect.objectContaining({ _id: old?.id, state: 'Kerela state', needsState: true }),
    ]);
    const product = await createProduct(t);
    await addToCart(t, buyer, product.id, 's');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: buyer.headers,
      payload: { _id: old?.id },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toMatch(/edit the address and choose its state/);
    const fixed = await t.app.inject({
      method: 'PUT',
      url: `/api/addresses/${old?.id}`,
      headers: buyer.headers,
      payload: { ...home, state: 'Kerala' },
    });
    expect(fixed.json()).toMatchObject({ state: 'Kerala', needsState: false });
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: buyer.headers,
      payload: fixed.json(),
    });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().tax.placeOfSupply).toBe('Kerala');
  });

  it('the migration matches free-text states to the list and leaves the others to be fixed', async () => {
    const owner = await createUser(t);
    const typed = [
      'karnataka',
      'TAMILNADU',
      'Tamil Nadu',
      'Orissa',
      'J&K',
      'NCT of Delhi',
      'Dadra & Nagar Haveli',
      'Bangalore',
    ];
    await t.db.insert(addresses).values(typed.map((state) => ({ ...home, state, userId: owner.id })));
    const migration = await readFile(
      new URL('../../db/migrations/0007_gst_invoices.sql', import.meta.url),
      'utf8',
    );
    const statement = migration
      .split('--> statement-breakpoint')
      .find((s) => s.includes('UPDATE "addresses"'));
    expect(statement).toBeDefined();
    await t.db.execute(sql.raw(statement ?? ''));
    const rows = await t.app.inject({ method: 'GET', url: '/api/addresses', headers: owner.headers });
    // Inserted in one statement, so in no particular order: compared sorted.
    const found = rows
      .json()
      .map((a: { state: string; needsState: boolean }) => `${a.state}:${a.needsState}`);
    expect(found.sort()).toEqual(
      [
        'Karnataka:false',
        'Tamil Nadu:false',
        'Tamil Nadu:false',
        'Odisha:false',
        'Jammu and Kashmir:false',
        'Delhi:false',
        'Dadra and Nagar Haveli and Daman and Diu:false',
        'Bangalore:true',
      ].sort(),
    );
  });
});
