import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE,
  FIXTURE_KEYS,
  type FixtureKey,
  insertFixtureCatalogue,
} from '../../../test/fixtures/catalog.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

describe('GET /api/products filters, sorts and pages', () => {
  let t: TestApp;
  let ids: Record<FixtureKey, string>;
  let keyOf: Map<string, FixtureKey>;

  beforeAll(async () => {
    t = await buildTestApp({ template: 'empty' });
    ids = await insertFixtureCatalogue(t.db);
    keyOf = new Map(FIXTURE_KEYS.map((key) => [ids[key], key]));
  });
  afterAll(async () => t.close());

  /** The keys in listing order: discounted price, then id (the database compares uuids as hex strings). */
  const ordered = (keys: FixtureKey[], direction: 'asc' | 'desc' = 'asc') => {
    const sorted = [...keys].sort((a, b) => FIXTURE[a][4] - FIXTURE[b][4] || (ids[a] < ids[b] ? -1 : 1));
    return direction === 'asc' ? sorted : sorted.reverse();
  };

  async function list(query: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { body, keys: body.content.map((p: { id: string }) => keyOf.get(p.id)) as FixtureKey[] };
  }

  const cases: [string, FixtureKey[]][] = [
    ['', [...FIXTURE_KEYS]],
    ['color=gold', ['A', 'D', 'H', 'J']],
    ['color=GOLD,Silver', ['A', 'D', 'H', 'J', 'B', 'E', 'G', 'I']],
    ['color=Rose%20Gold', ['C', 'F']],
    ['color=gold&color=rosegold', ['A', 'D', 'H', 'J', 'C', 'F']],
    ['size=m', ['B', 'I']],
    ['size=S', ['A', 'J']],
    ['sizes=7', ['D', 'E', 'F']],
    ['size=s,XL', ['A', 'J', 'I']],
    ['size=s&sizes=7', ['A', 'J', 'D', 'E', 'F']],
    ['minPrice=450&maxPrice=599', ['I', 'A', 'D', 'J', 'F']],
    ['minPrice=600', ['C', 'B', 'G', 'H']],
    ['maxPrice=399', ['E']],
    ['minPrice=399.5&maxPrice=449.99', []],
    ['minPrice=900&maxPrice=100', []],
    ['minDiscount=30', ['A', 'C', 'F', 'I']],
    ['minDiscount=71', []],
    ['minDiscount=0', [...FIXTURE_KEYS]],
    ['category=women_rings', ['D', 'E', 'F']],
    ['category=WOMEN_BRACELETS', ['A', 'B', 'C']],
    ['stock=out_of_stock', ['C', 'H']],
    ['stock=in_stock', ['A', 'B', 'D', 'E', 'F', 'G', 'I', 'J']],
    ['category=women_bracelets&color=gold,silver&stock=in_stock', ['A', 'B']],
    ['category=women_bracelets&color=gold,silver&stock=in_stock&size=m', ['B']],
    ['color=silver&minDiscount=20&maxPrice=1000', ['I']],
    ['color=rosegold&stock=out_of_stock', ['C']],
    // A search with an explicit sort is in price order like any listing (relevance order: search.test.ts).
    ['q=brac&sort=price_low', ['A', 'B', 'C', 'I']],
    ['q=BRAC&color=silver&sort=price_low', ['B', 'I']],
    ['q=ring&sort=price_low', ['D', 'E', 'F', 'G']],
    ['q=ring&category=men_rings', ['G']],
    ['q=rose%20gold&sort=price_low', ['C', 'F']],
    ['q=silv%20brac&sort=price_low', ['B', 'I']],
    ['q=nothing-like-this', []],
    ['q=%21%21%21', []],
  ];
  for (const [query, expected] of cases) {
    it(`filters ${query || '(none)'} to exactly ${expected.join(', ') || 'nothing'}`, async () => {
      const { body, keys } = await list(query);
      expect(keys).toEqual(ordered(expected));
      expect(body.totalElements).toBe(expected.length);
      expect(body.totalPages).toBe(Math.ceil(expected.length / 20));
    });
  }

  it('treats null, undefined and empty values as no filter, as the spec client sends them', async () => {
    const { body, keys } = await list(
      'color=null&size=&sizes=undefined&stock=null&category=&minPrice=null&maxPrice=undefined&minDiscount=&sort=&pageNumber=null&pageSize=&q=',
    );
    expect(keys).toEqual(ordered([...FIXTURE_KEYS]));
    expect(body).toMatchObject({ totalElements: 10, totalPages: 1, pageNumber: 0, pageSize: 20 });
  });

  it("answers the spec admin page's own call", async () => {
    const { keys } = await list(
      'category=women_bracelets&color=&size=&minPrice=0&maxPrice=10000&minDiscount=0&sort=price_low&pageNumber=0&pageSize=100&stock=',
    );
    expect(keys).toEqual(ordered(['A', 'B', 'C']));
  });

  it('sorts by discounted price both ways, ties broken by id', async () => {
    const low = await list('sort=price_low');
    const high = await list('sort=price_high');
    expect(low.keys).toEqual(ordered([...FIXTURE_KEYS]));
    expect(high.keys).toEqual(ordered([...FIXTURE_KEYS], 'desc'));
    expect(high.keys[0]).toBe('H');
    // A, D and J all cost 500: the same relative order on every call.
    const tied = low.keys.filter((k) => FIXTURE[k][4] === 500);
    expect(tied).toHaveLength(3);
    expect(tied).toEqual([...tied].sort((a, b) => (ids[a] < ids[b] ? -1 : 1)));
  });

  it('pages through the whole list without gaps or repeats, and answers empty beyond the end', async () => {
    const all = ordered([...FIXTURE_KEYS], 'desc');
    const seen: FixtureKey[] = [];
    for (let page = 0; page < 4; page++) {
      const { body, keys } = await list(`sort=price_high&pageSize=3&pageNumber=${page}`);
      expect(body).toMatchObject({ totalElements: 10, totalPages: 4, pageNumber: page, pageSize: 3 });
      expect(keys).toHaveLength(page === 3 ? 1 : 3);
      seen.push(...keys);
    }
    expect(seen).toEqual(all);
    for (const page of [4, 1000, 1_000_000_000]) {
      const { body } = await list(`sort=price_high&pageSize=3&pageNumber=${page}`);
      expect(body).toEqual({ content: [], totalPages: 4, totalElements: 10, pageNumber: page, pageSize: 3 });
    }
  });

  it('accepts numeric strings with spaces and the largest page size', async () => {
    const { body } = await list('pageSize=%20100%20&pageNumber=0&minPrice=%20450');
    expect(body.pageSize).toBe(100);
    expect(body.totalElements).toBe(9);
  });

  const invalid = [
    'sort=oldest',
    'sort=PRICE_LOW',
    'stock=maybe',
    'pageSize=0',
    'pageSize=101',
    'pageSize=2.5',
    'pageNumber=-1',
    'pageNumber=abc',
    'minPrice=abc',
    'minPrice=-1',
    'maxPrice=1e3',
    'minDiscount=101',
    'color=red',
    'category=kids_toys',
    `q=${'a'.repeat(201)}`,
    'q=%00',
  ];
  for (const query of invalid) {
    it(`answers 400 INVALID_INPUT for ${query.slice(0, 30)}`, async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_INPUT' });
      expect(res.json().details.length).toBeGreaterThan(0);
    });
  }
});
