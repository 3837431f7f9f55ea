import { WISHLIST_MAX } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

describe('wishlist', () => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await buildTestApp({ template: 'demo' });
    const rows = await t.db.execute<{ id: string }>(sql`select id from products order by id limit 6`);
    ids = rows.rows.map((r) => r.id);
  });
  afterAll(async () => t.close());

  const call = (user: TestUser | null, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: user?.headers ?? {},
      ...(payload === undefined ? {} : { payload }),
    });
  const save = (user: TestUser, id: string) => call(user, 'PUT', `/api/wishlist/${id}`);
  const savedIds = async (user: TestUser) => (await call(user, 'GET', '/api/wishlist/ids')).json().productIds;
  const id = (n: number) => ids[n] as string;

  it('needs a signed-in customer for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['GET', '/api/wishlist/ids'],
      ['PUT', `/api/wishlist/${id(0)}`],
      ['DELETE', `/api/wishlist/${id(0)}`],
      ['PUT', '/api/wishlist/merge'],
    ] as const) {
      const res = await call(null, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('saves pieces once each and lists them newest first as product cards', async () => {
    const user = await createUser(t);
    expect((await save(user, id(0))).json()).toEqual({ productIds: [id(0)] });
    expect((await save(user, id(1))).json()).toEqual({ productIds: [id(1), id(0)] });
    // Saving again changes nothing, not even the order.
    const again = await save(user, id(0));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ productIds: [id(1), id(0)] });

    const page = (await call(user, 'GET', '/api/wishlist')).json();
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1, pageNumber: 0, pageSize: 20 });
    expect(page.content.map((p: { _id: string }) => p._id)).toEqual([id(1), id(0)]);
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/id/${id(1)}` })).json();
    expect(page.content[0]).toEqual(product);
  });

  it('removes idempotently, and pages like the other lists', async () => {
    const user = await createUser(t);
    for (const n of [0, 1, 2, 3, 4]) await save(user, id(n));
    const second = (await call(user, 'GET', '/api/wishlist?pageSize=2&pageNumber=1')).json();
    expect(second).toMatchObject({ totalElements: 5, totalPages: 3, pageNumber: 1, pageSize: 2 });
    expect(second.content.map((p: { _id: string }) => p._id)).toEqual([id(2), id(1)]);

    expect((await call(user, 'DELETE', `/api/wishlist/${id(2)}`)).json().productIds).toEqual([
      id(4),
      id(3),
      id(1),
      id(0),
    ]);
    const twice = await call(user, 'DELETE', `/api/wishlist/${id(2)}`);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().productIds).toHaveLength(4);
    expect((await call(user, 'GET', '/api/wishlist?pageSize=101')).statusCode).toBe(400);
  });

  it('answers 404 for a product that does not exist or was deleted, 400 for an id that is not one', async () => {
    const user = await createUser(t);
    const unknown = await save(user, '0190f5f0-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await save(user, "1' OR '1'='1");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_INPUT' });

    const gone = await createProduct(t);
    await save(user, gone.id);
    await save(user, id(0));
    await t.db.execute(sql`update products set deleted_at = now() where id = ${gone.id}`);
    expect((await save(user, gone.id)).statusCode).toBe(404);
    // A saved piece that is deleted later drops out of the list and the count.
    expect(await savedIds(user)).toEqual([id(0)]);
    expect((await call(user, 'GET', '/api/wishlist')).json().totalElements).toBe(1);
  });

  it("S01 shows each customer only their own wishlist; S02 another's remove or merge changes nothing of theirs", async () => {
    const asha = await createUser(t);
    const ravi = await createUser(t);
    await save(asha, id(0));
    await save(asha, id(1));
    expect(await savedIds(ravi)).toEqual([]);
    expect((await call(ravi, 'GET', '/api/wishlist')).json()).toMatchObject({
      content: [],
      totalElements: 0,
    });
    await call(ravi, 'DELETE', `/api/wishlist/${id(0)}`);
    await call(ravi, 'PUT', '/api/wishlist/merge', { productIds: [id(2)] });
    await save(ravi, id(3));
    expect(await savedIds(asha)).toEqual([id(1), id(0)]);
    expect(await savedIds(ravi)).toEqual([id(3), id(2)]);
  });

  it("merges a guest's list on sign-in: its order on top, duplicates once, unknown and deleted ids skipped", async () => {
    const user = await createUser(t);
    await save(user, id(0));
    const deleted = await createProduct(t);
    await t.db.execute(sql`update products set deleted_at = now() where id = ${deleted.id}`);
    const unknown = '0190f5f0-0000-7000-8000-000000000001';
    const res = await call(user, 'PUT', '/api/wishlist/merge', {
      productIds: [id(3), unknown, id(0), 'not-an-id', id(2), deleted.id, id(3)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      productIds: [id(3), id(2), id(0)],
      skipped: expect.arrayContaining([unknown, 'not-an-id', deleted.id]),
    });
    expect(res.json().skipped).toHaveLength(3);
    // Merging the same list again changes nothing.
    const again = await call(user, 'PUT', '/api/wishlist/merge', { productIds: [id(3), id(2)] });
    expect(again.json()).toEqual({ productIds: [id(3), id(2), id(0)], skipped: [] });
  });

  it.each([
    ['no list', {}],
    ['a list that is not one', { productIds: 'abc' }],
    ['an extra field', { productIds: [], userId: '0190f5f0-0000-7000-8000-000000000000' }],
    ['too many ids', { productIds: Array.from({ length: WISHLIST_MAX + 1 }, (_, n) => `id-${n}`) }],
  ])('answers 400 to a merge with %s, and changes nothing', async (_name, payload) => {
    const user = await createUser(t);
    await save(user, id(0));
    const res = await call(user, 'PUT', '/api/wishlist/merge', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await savedIds(user)).toEqual([id(0)]);
  });

  describe('the size limit', () => {
    let many: string[];
    beforeAll(async () => {
      const rows = await t.db.execute<{ id: string }>(sql`
        insert into products (id, title, color, price_paise, discounted_price_paise, top_level_category,
          third_level_category, image_url)
        select gen_random_uuid(), 'Limit Test Ring ' || g, 'gold', 10000, 9000, 'women', 'women_rings',
          '/media/test.webp'
        from generate_series(1, ${WISHLIST_MAX + 10}) g
        returning id`);
      many = rows.rows.map((r) => r.id);
    });
    /** Fills the user's wishlist straight in the database, past the API's one-at-a-time saves. */
    const saveDirectly = (user: { id: string }, productIds: string[]) =>
      t.db.execute(sql`insert into wishlist_items (user_id, product_id)
        select ${user.id}, unnest(array[${sql.join(
          productIds.map((m) => sql`${m}::uuid`),
          sql`, `,
        )}])`);

    it(`holds ${WISHLIST_MAX} pieces: one more is 409 WISHLIST_FULL, even from parallel requests`, async () => {
      const user = await createUser(t);
      await saveDirectly(user, many.slice(0, WISHLIST_MAX - 2));
      const results = await Promise.all(many.slice(WISHLIST_MAX - 2).map((m) => save(user, m)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
      const refused = results.filter((r) => r.statusCode === 409);
      expect(refused).toHaveLength(10);
      expect(refused[0]?.json()).toMatchObject({ code: 'WISHLIST_FULL', statusCode: 409 });
      expect(await savedIds(user)).toHaveLength(WISHLIST_MAX);
      // A full wishlist still lets its owner remove and then save.
      await call(user, 'DELETE', `/api/wishlist/${many[0]}`);
      expect((await save(user, id(0))).statusCode).toBe(200);
    });

    it('merges only as many as fit, and lists the rest as skipped', async () => {
      const user = await createUser(t);
      await saveDirectly(user, many.slice(0, WISHLIST_MAX - 1));
      const res = await call(user, 'PUT', '/api/wishlist/merge', { productIds: [id(0), id(1), id(2)] });
      expect(res.statusCode).toBe(200);
      expect(res.json().productIds[0]).toBe(id(0));
      expect(res.json().productIds).toHaveLength(WISHLIST_MAX);
      expect(res.json().skipped).toEqual([id(1), id(2)]);
    });
  });
});
