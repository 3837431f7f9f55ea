import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specFormPayload } from '../../../test/fixtures/catalog.ts';
import { clientOf } from '../../../test/helpers/client.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { auditLog, products } from '../../db/schema/index.ts';

describe('admin products: create, update, delete, audited', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => ({ t, admin } = await startAdminApp()));
  afterAll(async () => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, user = admin) =>
    t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = (payload: unknown = specFormPayload()) => send('POST', '/api/admin/products', payload);
  const auditFor = (id: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.createdAt));
  const storedTotal = async (id: string) =>
    (await t.db.select({ total: products.totalQuantity }).from(products).where(eq(products.id, id)))[0]
      ?.total;
  const productCount = async () =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows[0]?.n;

  it('creates a product from the spec form payload: strings as numbers, Clothing as jewellery, names normalised', async () => {
    const res = await create();
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Celeste Solitaire Ring',
      Image: 'https://cdn.example.com/rings/solitaire.jpg',
      images: [{ src: 'https://cdn.example.com/rings/solitaire.jpg' }],
      color: 'rosegold',
      price: 1499,
      discountedPrice: 499,
      discountPercent: 66,
      topLevelCategory: 'women',
      secondLevelCategory: 'jewellery',
      thirdLevelCategory: 'women_rings',
      description: 'A solitaire ring.\nHand-finished.',
      detail: '',
      quantity: 3,
      inStock: true,
      rating: 0,
    });
    expect(body.sizes.map((s: { name: string; quantity: number }) => [s.name, s.quantity])).toEqual([
      ['s', 1],
      ['m', 0],
      ['l', 2],
    ]);
    expect(body._id).toBe(body.id);
    expect(body.version).toBe(1);
    expect(await storedTotal(body.id)).toBe(3);

    // The public detail is the same product without the back office's version, listing and shipping box.
    const {
      version: _version,
      listed: _listed,
      parcelLengthCm: _length,
      parcelBreadthCm: _breadth,
      parcelHeightCm: _height,
      packedWeightGrams: _packed,
      ...shopView
    } = body;
    const detail = await t.app.inject({ method: 'GET', url: `/api/products/id/${body.id}` });
    expect(detail.json()).toEqual(shopView);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=women_rings&color=Rose%20Gold',
    });
    expect(listed.json().content.map((p: { id: string }) => p.id)).toContain(body.id);

    const audit = await auditFor(body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'product.create', entityType: 'product', actorId: admin.id });
    expect(audit[0]?.before).toBeNull();
    expect(audit[0]?.after).toMatchObject({ id: body.id, price: 1499, quantity: 3 });
  });

  it('accepts plain numbers, sizes, extra images and our own uploaded image path', async () => {
    const own = `/media/uploads/${'ab'.repeat(16)}.webp`;
    const res = await create({
      ...specFormPayload(),
      Image: own,
      images: ['https://cdn.example.com/2.jpg', own],
      price: 999.5,
      discountedPrice: undefined,
      color: 'GOLD',
      topLevelCategory: 'MEN',
      secondLevelCategory: 'Jewellery',
      thirdLevelCategory: 'men_chains',
      size: undefined,
      sizes: [{ name: 'XL', quantity: 4 }],
      detail: 'Gold · chain',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      Image: own,
      images: [{ src: own }, { src: 'https://cdn.example.com/2.jpg' }],
      price: 999.5,
      discountedPrice: 999.5,
      discountPercent: 0,
      color: 'gold',
      topLevelCategory: 'men',
      sizes: [{ name: 'xl', quantity: 4 }],
      detail: 'Gold · chain',
    });
  });

  it('updates a product: sizes keep their ids by name, totals follow, the audit has before and after', async () => {
    const created = (await create()).json();
    const idOf = (name: string) => created.sizes.find((s: { name: string }) => s.name === name)._id;
    const res = await send('PUT', `/api/admin/products/${created.id}`, {
      ...specFormPayload(),
      version: created.version,
      title: 'Celeste Solitaire Ring II',
      price: '1999',
      discountedPrice: '999',
      description: undefined,
      size: [
        { _id: 'ignored', name: 'M', quantity: '5' },
        { name: 'xl', quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Celeste Solitaire Ring II',
      price: 1999,
      discountedPrice: 999,
      discountPercent: 50,
      quantity: 6,
      description: 'A solitaire ring.\nHand-finished.',
      createdAt: created.createdAt,
      version: created.version + 1,
    });
    expect(body.sizes).toEqual([
      { _id: idOf('m'), name: 'm', quantity: 5 },
      { _id: expect.any(String), name: 'xl', quantity: 1 },
    ]);
    expect(await storedTotal(created.id)).toBe(6);
    const audit = await auditFor(created.id);
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update']);
    expect(audit[1]?.before).toMatchObject({ price: 1499, quantity: 3, title: 'Celeste Solitaire Ring' });
    expect(audit[1]?.after).toMatchObject({ price: 1999, quantity: 6, title: 'Celeste Solitaire Ring II' });
  });

  it('answers 404 for updating an unknown product, 400 for a bad id or body, changing nothing', async () => {
    const created = (await create()).json();
    const form = { ...specFormPayload(), version: 1 };
    const unknown = await send('PUT', '/api/admin/products/0190f5f0-0000-7000-8000-000000000000', form);
    expect(unknown.statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/products/nope', form)).statusCode).toBe(400);
    const bad = await send('PUT', `/api/admin/products/${created.id}`, { ...form, price: 'free' });
    expect(bad.statusCode).toBe(400);
    const after = await clientOf(t, admin).get(`/api/admin/products/${created.id}`);
    expect(after.json()).toEqual(created);
    expect(await auditFor(created.id)).toHaveLength(1);
  });

  it('deletes softly: gone from the shop, kept in the database, audited, a second delete is 404', async () => {
    const created = (await create()).json();
    const res = await send('DELETE', `/api/admin/products/${created.id}/delete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.stringMatching(/deleted/i) });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/id/${created.id}` })).statusCode).toBe(
      404,
    );
    const adminList = await clientOf(t, admin).get('/api/admin/products?pageSize=100');
    expect(adminList.json().content.map((p: { id: string }) => p.id)).not.toContain(created.id);
    const [row] = await t.db
      .select({ deletedAt: products.deletedAt })
      .from(products)
      .where(eq(products.id, created.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const audit = await auditFor(created.id);
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.delete']);
    expect(audit[1]?.before).toMatchObject({ id: created.id, title: created.title });
    expect((await send('DELETE', `/api/admin/products/${created.id}/delete`)).statusCode).toBe(404);
    const form = { ...specFormPayload(), version: created.version };
    expect((await send('PUT', `/api/admin/products/${created.id}`, form)).statusCode).toBe(404);
  });

  it('lists every product for the admin, out of stock included, with the listing filters', async () => {
    const soldOut = (
      await create({ ...specFormPayload(), title: 'Sold Out Ring', size: [{ name: 's', quantity: 0 }] })
    ).json();
    const res = await clientOf(t, admin).get('/api/admin/products?pageSize=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((p: { id: string }) => p.id)).toContain(soldOut.id);
    const filtered = await clientOf(t, admin).get('/api/admin/products?stock=out_of_stock&q=sold');
    expect(filtered.json().content.map((p: { id: string }) => p.id)).toEqual([soldOut.id]);
    const bad = await clientOf(t, admin).get('/api/admin/products?sort=oops');
    expect(bad.statusCode).toBe(400);
  });

  it('S04 refuses a customer every product change with 403, and changes nothing', async () => {
    const customer = await createUser(t);
    const target = (await create()).json();
    const count = await productCount();
    const attempts = [
      await send('POST', '/api/admin/products', specFormPayload(), customer),
      await send('PUT', `/api/admin/products/${target.id}`, { ...specFormPayload(), price: '1' }, customer),
      await send('DELETE', `/api/admin/products/${target.id}/delete`, undefined, customer),
      await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: customer.headers }),
      await clientOf(t, customer).get(`/api/admin/products/${target.id}`),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await productCount()).toBe(count);
    const detail = await clientOf(t, admin).get(`/api/admin/products/${target.id}`);
    expect(detail.json()).toEqual(target);
    expect(await auditFor(target.id)).toHaveLength(1);
  });

  it('S03 answers 401 without a token on every admin product call', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/products'],
      ['PUT', '/api/admin/products/0190f5f0-0000-7000-8000-000000000000'],
      ['DELETE', '/api/admin/products/0190f5f0-0000-7000-8000-000000000000/delete'],
      ['GET', '/api/admin/products'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST' || method === 'PUT' ? { payload: specFormPayload() } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
