import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specFormPayload } from '../../../test/fixtures/catalog.ts';
import { clientOf } from '../../../test/helpers/client.ts';
import { createProduct } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser } from '../../../test/helpers/users.ts';

interface Card {
  _id: string;
  title: string;
  color: string;
  thirdLevelCategory: string;
  discountedPrice: number;
}
interface Page {
  content: Card[];
  totalElements: number;
  totalPages: number;
}

/** Relevance and typo tolerance with real queries against the demo catalogue (70 pieces, 10 per category). */
describe('search: GET /api/products?q= on the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ template: 'demo' })));
  afterAll(async () => t.close());

  async function list(query: string): Promise<Page> {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const total = async (query: string) => (await list(query)).totalElements;

  it('finds every bracelet for "braclet", and nothing else', async () => {
    const page = await list('q=braclet&pageSize=100');
    const bracelets = (await total('category=women_bracelets')) + (await total('category=men_bracelets'));
    expect(bracelets).toBeGreaterThan(0);
    expect(page.totalElements).toBe(bracelets);
    for (const p of page.content) expect(p.thirdLevelCategory).toMatch(/_bracelets$/);
  });

  it('finds the earrings for "ernings", the earrings first', async () => {
    const page = await list('q=ernings&pageSize=100');
    const earrings = await total('category=women_earings');
    expect(page.totalElements).toBeGreaterThanOrEqual(earrings);
    const firsts = page.content.slice(0, earrings);
    expect(firsts.every((p) => p.thirdLevelCategory === 'women_earings')).toBe(true);
  });

  it.each([
    ['neckless', /_necklace$/, undefined],
    ['stering silvr', undefined, 'silver'],
    ['silvr rings', /_rings$/, 'silver'],
    ['rose gold brcelet', /_bracelets$/, 'rosegold'],
  ])('forgives a typo or two: "%s"', async (q, category, color) => {
    const page = await list(`q=${encodeURIComponent(q)}&pageSize=100`);
    expect(page.totalElements).toBeGreaterThan(0);
    for (const p of page.content) {
      if (category) expect(p.thirdLevelCategory, p.title).toMatch(category);
      if (color) expect(p.color, p.title).toBe(color);
    }
  });

  it('does not "correct" a word the catalogue knows: "ring" finds rings, not earrings', async () => {
    const page = await list('q=ring&pageSize=100');
    const rings = (await total('category=women_rings')) + (await total('category=men_rings'));
    expect(page.totalElements).toBe(rings);
    expect(page.content.some((p) => p.thirdLevelCategory === 'women_earings')).toBe(false);
  });

  it('searches the category too: "earrings" finds jhumkas and chandbalis, whose titles do not say earrings', async () => {
    const page = await list('q=earrings&pageSize=100');
    expect(page.totalElements).toBe(await total('category=women_earings'));
    expect(page.content.some((p) => !/earring/i.test(p.title))).toBe(true);
    const mens = await list('q=men%20chain&pageSize=100');
    expect(mens.totalElements).toBe(await total('category=men_chains'));
  });

  it('orders by relevance without a sort: the piece named in full first, a mention in a description last', async () => {
    const { title } = (await list('category=women_bracelets&pageSize=1')).content[0] as Card;
    const named = await list(`q=${encodeURIComponent(title.toLowerCase())}`);
    expect(named.content[0]?.title).toBe(title);

    const mention = await createProduct(t, {
      title: 'Padma Gold Ring',
      discountedPrice: 10,
      price: 20,
    });
    await t.db.execute(
      sql`update products set description = 'Pairs beautifully with our bracelets.' where id = ${mention.id}`,
    );
    const relevance = await list('q=bracelet&pageSize=100');
    expect(relevance.content.at(-1)?._id).toBe(mention.id);
    // An explicit sort keeps the listing's price order: the cheapest piece, the ring, comes first.
    const byPrice = await list('q=bracelet&pageSize=100&sort=price_low');
    expect(byPrice.content[0]?._id).toBe(mention.id);
    expect(byPrice.totalElements).toBe(relevance.totalElements);
    await t.db.execute(sql`update products set deleted_at = now() where id = ${mention.id}`);
  });

  it('filters and pages a search like any listing', async () => {
    const filtered = await list('q=braclet&category=women_bracelets&color=gold&maxPrice=999&pageSize=100');
    const plain = await list('category=women_bracelets&color=gold&maxPrice=999&pageSize=100');
    expect(filtered.totalElements).toBe(plain.totalElements);
    expect(filtered.content.map((p) => p._id).sort()).toEqual(plain.content.map((p) => p._id).sort());

    const all = await list('q=gold&pageSize=100');
    const seen: string[] = [];
    for (let page = 0; page < Math.ceil(all.totalElements / 7); page++) {
      const part = await list(`q=gold&pageSize=7&pageNumber=${page}`);
      expect(part.totalElements).toBe(all.totalElements);
      seen.push(...part.content.map((p) => p._id));
    }
    expect(seen).toEqual(all.content.map((p) => p._id));
    expect(new Set(seen).size).toBe(all.totalElements);
  });

  it('learns the words of products the admin creates and edits (typo tolerance on them at once)', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const payload = { ...specFormPayload(), title: 'Zirconia Halo Ring' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id;
    expect((await list('q=zirkonia')).content.map((p) => p._id)).toEqual([id]);
    const edited = await clientOf(t, admin).put(`/api/admin/products/${id}`, {
      ...payload,
      title: 'Peacock Feather Ring',
      version: created.json().version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await list('q=peacok')).content.map((p) => p._id)).toEqual([id]);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${id}/delete`, headers: admin.headers });
    expect((await list('q=peacok')).totalElements).toBe(0);
  });
});

describe('search suggestions: GET /api/search/suggest', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ template: 'demo' })));
  afterAll(async () => t.close());

  const suggest = (q: string) =>
    t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });

  it('answers at most 6 pieces with picture and price, and the categories the words name', async () => {
    const res = await suggest('braclet');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products).toHaveLength(6);
    for (const p of body.products) {
      expect(Object.keys(p).sort()).toEqual(['Image', '_id', 'discountedPrice', 'title']);
      expect(p.title).toMatch(/bracelet|cuff|kada|bangle/i);
      const full = (await t.app.inject({ method: 'GET', url: `/api/products/id/${p._id}` })).json();
      expect(p).toEqual({
        _id: full._id,
        title: full.title,
        Image: full.Image,
        discountedPrice: full.discountedPrice,
      });
    }
    expect(body.categories).toEqual([
      { name: 'women_bracelets', label: 'Bracelets For Her', path: '/women/jewellery/women_bracelets' },
      { name: 'men_bracelets', label: 'Bracelets For Him', path: '/men/jewellery/men_bracelets' },
    ]);
  });

  it('narrows categories by who they are for, and answers at most 3', async () => {
    expect((await suggest('mens ring')).json().categories.map((c: { name: string }) => c.name)).toEqual([
      'men_rings',
    ]);
    expect((await suggest('ring')).json().categories.map((c: { name: string }) => c.name)).toEqual([
      'women_rings',
      'men_rings',
    ]);
    const women = (await suggest('women')).json();
    expect(women.categories).toHaveLength(3);
    for (const c of women.categories) expect(c.name).toMatch(/^women_/);
    expect((await suggest('gold')).json().categories).toEqual([]);
  });

  it('answers empty lists for words that match nothing', async () => {
    for (const q of ['xyzzyq', '!!!', '   ?']) {
      const res = await suggest(q);
      expect(res.statusCode, q).toBe(200);
      expect(res.json(), q).toEqual({ products: [], categories: [] });
    }
  });

  it.each([
    ['missing', '/api/search/suggest'],
    ['empty', '/api/search/suggest?q='],
    ['blank', '/api/search/suggest?q=%20%20'],
    ['65 characters', `/api/search/suggest?q=${'a'.repeat(65)}`],
    ['a NUL byte', '/api/search/suggest?q=ring%00'],
  ])('answers 400 INVALID_INPUT for a query that is %s', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_INPUT', error: 'Bad Request' });
  });

  it('accepts 64 characters', async () => {
    const res = await suggest(`ring ${'a'.repeat(59)}`);
    expect(res.statusCode).toBe(200);
  });

  it('S12 treats injection attempts as words: no extra rows, no SQL error', async () => {
    for (const q of [
      "' OR 1=1--",
      "gold' UNION SELECT email FROM users--",
      'brac:* | !ring',
      "'); drop table products;--",
    ]) {
      const res = await suggest(q);
      expect(res.statusCode, q).toBe(200);
      expect(res.body).not.toMatch(/syntax|postgres|email/i);
    }
    const injected = (await suggest("' OR 1=1--")).json();
    expect(injected.products).toEqual([]);
    const count = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(count.rows[0]?.n).toBe(70);
  });

  it('never suggests a deleted piece', async () => {
    const [first] = (await suggest('jhumka')).json().products;
    await t.db.execute(sql`update products set deleted_at = now() where id = ${first._id}`);
    const after = (await suggest('jhumka')).json().products.map((p: { _id: string }) => p._id);
    expect(after).not.toContain(first._id);
    await t.db.execute(sql`update products set deleted_at = null where id = ${first._id}`);
  });
});
