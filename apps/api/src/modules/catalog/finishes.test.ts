import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { auditLog, products } from '../../db/schema/index.ts';

describe('finishes: products linked as one design (issue 45)', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });
  const shopper = setUpUser(t);

  const putFinishes = (id: string, payload: object, headers = admin.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}/finishes`, headers, payload });
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/id/${id}` })).json();
  const design = async () => {
    const gold = await createProduct(t, { title: 'Luna Ring Gold', sizes: { '7': 3 } });
    const silver = await createProduct(t, { title: 'Luna Ring Silver', sizes: { '7': 0 } });
    const rose = await createProduct(t, { title: 'Luna Ring Rose', sizes: { '7': 2 } });
    return { gold, silver, rose };
  };

  it('links three products: each detail lists every finish, itself included, with label, swatch, stock and picture; audited', async () => {
    const { gold, silver, rose } = await design();
    const res = await putFinishes(gold.id, {
      productIds: [gold.id, silver.id, rose.id],
      labels: { [gold.id]: 'Gold plated', [silver.id]: '925 Silver', [rose.id]: 'Rose gold' },
      colors: { [silver.id]: '#C0C0C0' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().finishes.map((f: { label: string }) => f.label)).toEqual([
      'Gold plated',
      '925 Silver',
      'Rose gold',
    ]);
    for (const id of [gold.id, silver.id, rose.id]) {
      const product = await detail(id);
      expect(product.finishCount).toBe(3);
      expect(product.finishes).toEqual([
        {
          productId: gold.id,
          slug: expect.stringMatching(/^[a-z0-9-]+$/),
          label: 'Gold plated',
          color: '#d4af37',
          inStock: true,
          thumbnail: '/media/test.webp',
        },
        {
          productId: silver.id,
          slug: expect.stringMatching(/^[a-z0-9-]+$/),
          label: '925 Silver',
          color: '#c0c0c0',
          inStock: false,
          thumbnail: '/media/test.webp',
        },
        {
          productId: rose.id,
          slug: expect.stringMatching(/^[a-z0-9-]+$/),
          label: 'Rose gold',
          color: '#d4af37',
          inStock: true,
          thumbnail: '/media/test.webp',
        },
      ]);
    }
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, gold.id), eq(auditLog.action, 'product.finishes')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorEmail).toBe(admin.email);
  });

  it('listing items carry finishCount; a filter still finds each finish on its own (colour, stock)', async () => {
    const { gold, silver } = await design();
    expect((await putFinishes(gold.id, { productIds: [gold.id, silver.id] })).statusCode).toBe(200);
    const page = (
      await t.app.inject({
        method: 'GET',
        url: '/api/products?category=women_rings&stock=in_stock&pageSize=100',
      })
    ).json();
    const ids = page.content.map((p: { id: string }) => p.id);
    expect(ids).toContain(gold.id);
    expect(ids).not.toContain(silver.id);
    expect(page.content.find((p: { id: string }) => p.id === gold.id).finishCount).toBe(2);
    const single = await createProduct(t);
    expect((await detail(single.id)).finishCount).toBe(1);
    expect((await detail(single.id)).finishes).toEqual([]);
  });

  it('an unlisted finish is left out of the storefront, the back office still sees it', async () => {
    const { gold, silver, rose } = await design();
    await putFinishes(gold.id, { productIds: [gold.id, silver.id, rose.id] });
    await t.db.update(products).set({ listed: false }).where(eq(products.id, rose.id));
    expect((await detail(gold.id)).finishes.map((f: { productId: string }) => f.productId)).toEqual([
      gold.id,
      silver.id,
    ]);
    const adminView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${gold.id}`,
      headers: admin.headers,
    });
    expect(adminView.json().finishes).toHaveLength(3);
  });

  it('refuses a product of another design (409), unknown products and stray labels (400), and shoppers (403); nothing changes', async () => {
    const one = await design();
    const two = await design();
    await putFinishes(one.gold.id, { productIds: [one.gold.id, one.silver.id] });
    await putFinishes(two.gold.id, { productIds: [two.gold.id, two.silver.id] });
    const taken = await putFinishes(one.gold.id, { productIds: [one.gold.id, one.silver.id, two.silver.id] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CONFLICT');
    const unknown = await putFinishes(one.gold.id, {
      productIds: [one.gold.id, '0190f0d2-0000-7000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    const stray = await putFinishes(one.gold.id, {
      productIds: [one.gold.id, one.silver.id],
      labels: { [two.rose.id]: 'Rose' },
    });
    expect(stray.statusCode).toBe(400);
    const badColour = await putFinishes(one.gold.id, {
      productIds: [one.gold.id, one.silver.id],
      colors: { [one.silver.id]: 'red' },
    });
    expect(badColour.statusCode).toBe(400);
    expect((await putFinishes(one.gold.id, { productIds: [] }, shopper.headers)).statusCode).toBe(403);
    expect((await detail(one.gold.id)).finishCount).toBe(2);
    expect((await detail(two.silver.id)).finishCount).toBe(2);
    expect((await detail(one.rose.id)).finishCount).toBe(1);
  });

  it('takes a product out of its design: the rest stay linked; a design left with one product is none', async () => {
    const { gold, silver, rose } = await design();
    await putFinishes(gold.id, { productIds: [gold.id, silver.id, rose.id] });
    expect((await putFinishes(gold.id, { productIds: [gold.id, silver.id] })).statusCode).toBe(200);
    expect((await detail(rose.id)).finishes).toEqual([]);
    expect((await detail(silver.id)).finishCount).toBe(2);
    expect((await putFinishes(silver.id, { productIds: [silver.id] })).statusCode).toBe(200);
    expect((await detail(gold.id)).finishes).toEqual([]);
    expect((await detail(silver.id)).finishes).toEqual([]);
  });
});
