import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsv, shopifySample } from '../../../test/fixtures/catalog-io.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import type { TestUser } from '../../../test/helpers/users.ts';

describe("catalogue import: Shopify's product export into an empty shop", () => {
  let t: TestApp;
  let admin: TestUser;
  const count = async (table: string) =>
    (await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]?.n;

  beforeAll(async () => ({ t, admin } = await startAdminApp()));
  afterAll(async () => t.close());

  it('a dry run shows what would be created and writes nothing', async () => {
    const res = await importCsv(t, admin, shopifySample(), true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      format: 'shopify',
      dryRun: true,
      created: 6,
      updated: 0,
      unchanged: 0,
      pictures: 10,
      errors: [],
    });
    expect(await count('products')).toBe(0);
    expect(await count('picture_imports')).toBe(0);
    expect(await count('audit_log')).toBe(0);
  });

  it('imports every product, and the storefront lists them with their sizes, prices, colours and categories', async () => {
    const res = await importCsv(t, admin, shopifySample());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 6, updated: 0, unchanged: 0, pictures: 10, errors: [] });
    // A piece goes on sale once its picture is stored (decision 0084; fetching is picture-imports.test.ts's).
    await t.db.execute(sql`update picture_imports set status = 'done'`);

    const listing = await t.app.inject({ method: 'GET', url: '/api/products?pageSize=50' });
    const titles = listing
      .json()
      .content.map((p: { title: string }) => p.title)
      .sort();
    expect(titles).toEqual([
      'Crescent Moon Stud Earrings',
      'Layered Coin Pendant Necklace',
      "Men's Gold Plated Kada",
      "Men's Silver Curb Chain",
      'Oxidised Silver Jhumka',
      'Rose Gold Stacking Ring',
    ]);

    const byCategory = async (category: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products?category=${category}` })).json().content;
    const [ring] = await byCategory('women_rings');
    expect(ring).toMatchObject({
      title: 'Rose Gold Stacking Ring',
      color: 'rosegold',
      price: 1299,
      discountedPrice: 799,
      discountPercent: 38,
      quantity: 13,
      weightGrams: 2.5,
    });
    expect(ring.description).toContain('A slim band with a brushed finish, rose gold plated over brass.');
    expect(ring.description).not.toContain('<');
    expect(ring.sizes.map((s: { name: string; quantity: number }) => [s.name, s.quantity])).toEqual([
      ['6', 5],
      ['7', 8],
      ['8', 0],
    ]);

    const [kada] = await byCategory('men_bracelets');
    // Shopify allows oversold (negative) inventory; here it is no stock.
    expect(kada.sizes.map((s: { quantity: number }) => s.quantity)).toEqual([4, 6, 0]);
    expect(kada.color).toBe('gold');
    const [chain] = await byCategory('men_chains');
    expect(chain).toMatchObject({ title: "Men's Silver Curb Chain", color: 'silver' });
    const earrings = await byCategory('women_earings');
    expect(earrings.map((p: { title: string; color: string }) => [p.title, p.color]).sort()).toEqual([
      ['Crescent Moon Stud Earrings', 'silver'],
      ['Oxidised Silver Jhumka', 'silver'],
    ]);
    const jhumka = earrings.find((p: { title: string }) => p.title === 'Oxidised Silver Jhumka');
    // No compare-at price: sold at its price, no discount; one variant "Default Title" is one size.
    expect(jhumka).toMatchObject({ price: 549, discountedPrice: 549, discountPercent: 0 });
    expect(jhumka.sizes.map((s: { name: string }) => s.name)).toEqual(['one size']);
    const [necklace] = await byCategory('women_necklace');
    expect(necklace.images.map((i: { src: string }) => i.src)).toEqual([
      'https://cdn.shopify.com/s/files/1/0612/3456/7890/files/layered-coin-necklace.jpg?v=1700555123',
      'https://cdn.shopify.com/s/files/1/0612/3456/7890/files/layered-coin-necklace-detail.jpg?v=1700555123',
      'https://cdn.shopify.com/s/files/1/0612/3456/7890/files/layered-coin-necklace-model.jpg?v=1700555123',
    ]);

    const detail = await t.app.inject({ method: 'GET', url: `/api/products/id/${ring.id}` });
    expect(detail.statusCode).toBe(200);
    expect(await count('picture_imports')).toBe(10);
    const audited = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'product.create' and actor_id = ${admin.id}`,
    );
    expect(audited.rows[0]?.n).toBe(6);
  });

  it('importing the same export again matches products by Handle and changes nothing', async () => {
    const res = await importCsv(t, admin, shopifySample());
    expect(res.json()).toMatchObject({ created: 0, updated: 0, unchanged: 6, errors: [] });
    expect(await count('products')).toBe(6);
  });

  it('a changed price and stock in the export update the matched product', async () => {
    const raised = shopifySample()
      .replaceAll(',799,1299,', ',849,1299,')
      .replace(',TCJ-RG-0208,2.8,shopify,0,', ',TCJ-RG-0208,2.8,shopify,12,');
    const res = await importCsv(t, admin, raised);
    expect(res.json()).toMatchObject({ created: 0, updated: 1, unchanged: 5, errors: [] });
    await t.db.execute(sql`update picture_imports set status = 'done'`);
    const [ring] = (await t.app.inject({ method: 'GET', url: '/api/products?category=women_rings' })).json()
      .content;
    expect(ring).toMatchObject({ discountedPrice: 849, price: 1299, quantity: 25 });
  });

  it('rows Shopify has but the shop cannot take are reported by row and column, and nothing is written', async () => {
    const before = await count('products');
    const bad = `${shopifySample()}silk-scarf,Silk Scarf,<p>A scarf</p>,Tara & Co Jewels,Apparel & Accessories > Clothing Accessories > Scarves,Scarves,"Gold, Women",TRUE,Title,Default Title,,,,,,,,TCJ-SC-1,80,shopify,4,deny,manual,abc,,TRUE,TRUE,,https://cdn.shopify.com/s/files/1/0612/3456/7890/files/scarf.jpg,1,Silk Scarf,FALSE,,,,,,,,g,,,TRUE,,,active\n`;
    const res = await importCsv(t, admin, bad);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'IMPORT_INVALID' });
    // One error per cell: the row is the spreadsheet's (the header is row 1; a quoted line break stays in its row).
    expect(res.json().details.errors).toEqual([
      { row: 16, column: 'Type', message: expect.stringContaining('not a kind of piece') },
      { row: 16, column: 'Variant Price', message: 'must be a number' },
    ]);
    expect(await count('products')).toBe(before);
  });
});
