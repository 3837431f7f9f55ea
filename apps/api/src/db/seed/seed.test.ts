import { COLORS, NAVIGATION, PRICE_BANDS, THIRD_LEVEL_CATEGORIES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { seedDemoCatalogueIfEmpty } from './seed.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
});
afterAll(async () => t.close());

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.db.execute<T>(query)).rows;

describe('the demo catalogue', () => {
  it('has at least 60 products in every third-level category and every colour', async () => {
    const [total] = await rows<{ count: number }>(sql`select count(*)::int as count from products`);
    expect(total?.count).toBeGreaterThanOrEqual(60);
    const categories = await rows<{ c: string }>(
      sql`select distinct third_level_category as c from products`,
    );
    expect(categories.map((r) => r.c).sort()).toEqual([...THIRD_LEVEL_CATEGORIES].sort());
    const colors = await rows<{ c: string }>(sql`select distinct color as c from products`);
    expect(colors.map((r) => r.c).sort()).toEqual([...COLORS].sort());
  });

  it('has prices in every filter band, and the bands cover every product', async () => {
    const [outside] = await rows<{ n: number }>(
      sql`select count(*)::int as n from products where discounted_price_paise < ${(PRICE_BANDS[0]?.min ?? 0) * 100}`,
    );
    expect(outside?.n).toBe(0);
    expect(PRICE_BANDS.at(-1)?.max).toBeNull();
    for (const band of PRICE_BANDS) {
      const [hit] = await rows<{ n: number }>(
        sql`select count(*)::int as n from products where discounted_price_paise between ${band.min * 100} and ${(band.max ?? 1_000_000) * 100}`,
      );
      expect(hit?.n, band.label).toBeGreaterThan(0);
    }
  });

  it("is priced like the spec's shop: mostly ₹199–₹999, a few up to ₹2,999, discounts of 10–50 % or none", async () => {
    const products = await rows<{ price: number; discounted: number; discount: number }>(sql`
      select price_paise / 100 as price, discounted_price_paise / 100 as discounted, discount_percent as discount
      from products`);
    const affordable = products.filter((p) => p.discounted >= 199 && p.discounted <= 999);
    expect(affordable.length / products.length).toBeGreaterThanOrEqual(0.75);
    expect(Math.max(...products.map((p) => p.discounted))).toBeLessThanOrEqual(2999);
    for (const p of products) {
      expect(p.discount === 0 || (p.discount >= 10 && p.discount <= 50), `${p.discount} %`).toBe(true);
      expect(p.discount).toBe(Math.floor(((p.price - p.discounted) * 100) / p.price));
    }
    // The listing's "10 % and above" … "50 % and above" filters find pieces; "60 %" … "80 % and above" find
    // none, as docs/design.md's believable discounts (10–50 %) decide.
    for (const threshold of [10, 20, 30, 40, 50]) {
      expect(products.filter((p) => p.discount >= threshold).length, `${threshold} %`).toBeGreaterThan(0);
    }
    expect(products.filter((p) => p.discount >= 60)).toEqual([]);
  });

  it('writes each product its own description', async () => {
    const [distinct] = await rows<{ products: number; descriptions: number }>(
      sql`select count(*)::int as products, count(distinct description)::int as descriptions from products`,
    );
    expect(distinct?.descriptions).toBe(distinct?.products);
  });

  it('has several sizes per product, some sold out, a few products fully sold out, and totals that add up', async () => {
    const perProduct = await rows<{ sizes: number; total: number; stock: number }>(sql`
      select count(s.id)::int as sizes, p.total_quantity as total, coalesce(sum(s.quantity), 0)::int as stock
      from products p join product_sizes s on s.product_id = p.id group by p.id`);
    expect(perProduct.every((p) => p.sizes >= 2 && p.total === p.stock)).toBe(true);
    const soldOut = perProduct.filter((p) => p.stock === 0).length;
    expect(soldOut).toBeGreaterThanOrEqual(3);
    const [zeroSizes] = await rows<{ n: number }>(
      sql`select count(*)::int as n from product_sizes where quantity = 0`,
    );
    expect(zeroSizes?.n).toBeGreaterThan(soldOut);
  });

  it('gives every product its own images, all served by our server', async () => {
    const images = await rows<{ product_id: string; src: string }>(
      sql`select product_id, src from product_images`,
    );
    const mains = await rows<{ image_url: string }>(sql`select image_url from products`);
    expect(new Set(mains.map((m) => m.image_url)).size).toBe(mains.length);
    for (const { src } of images) {
      expect(src.startsWith('/media/')).toBe(true);
      const res = await t.app.inject({ method: 'GET', url: src });
      expect(res.statusCode, src).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });

  it('serves the home banners and the category tiles the storefront links to, with their width variants', async () => {
    const pictures = [
      // The web's bannerSlides.ts links these two.
      '/media/demo/banner-0.webp',
      '/media/demo/banner-1.webp',
      ...NAVIGATION.categories.flatMap((c) => c.sections.flatMap((s) => s.items.map((item) => item.src))),
    ];
    expect(pictures.length).toBeGreaterThan(2);
    for (const picture of pictures)
      for (const url of [
        picture,
        picture.replace(/\.webp$/, '-400.webp'),
        picture.replace(/\.webp$/, '-800.webp'),
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
      }
    expect((await t.app.inject({ method: 'GET', url: '/media/demo/banner-7.webp' })).statusCode).toBe(404);
  });

  it('gives every product its facts: material and finish, weight, dimensions, care, warranty', async () => {
    const missing = await rows<{ title: string }>(sql`
      select title from products
      where coalesce(material, '') = '' or weight_grams is null or weight_grams <= 0
         or coalesce(dimensions, '') = '' or coalesce(care, '') = '' or coalesce(warranty, '') = ''`);
    expect(missing).toEqual([]);
    const [distinct] = await rows<{ materials: number; weights: number }>(
      sql`select count(distinct material)::int as materials, count(distinct weight_grams)::int as weights from products`,
    );
    expect(distinct?.materials).toBeGreaterThanOrEqual(6);
    expect(distinct?.weights).toBeGreaterThanOrEqual(10);
  });

  it('seeds only an empty shop', async () => {
    expect(await seedDemoCatalogueIfEmpty(t.db)).toBe(0);
  });
});
