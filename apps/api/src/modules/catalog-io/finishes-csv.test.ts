import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvObjects, exportCsv, importCsv } from '../../../test/fixtures/catalog-io.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import type { TestUser } from '../../../test/helpers/users.ts';

type Listed = { id: string; title: string; finishCount: number };

describe('catalogue CSV carries designs and personalisation (issue 45)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => ({ t, admin } = await startAdminApp()));
  afterAll(async () => t.close());
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/id/${id}` })).json();
  // A piece goes on sale once its imported picture is stored (decision 0084; picture-imports.test.ts's part).
  const byTitle = async (prefix: string): Promise<Listed[]> => {
    await t.db.execute(sql`update picture_imports set status = 'done'`);
    return (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=100' }))
      .json()
      .content.filter((p: Listed) => p.title.startsWith(prefix));
  };

  it('a Shopify product with a Metal option becomes one product per metal, linked as one design', async () => {
    const shopifyCsv = [
      'Handle,Title,Body (HTML),Type,Tags,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Image Position,Variant Image',
      'nova-ring,Nova Ring,<p>A ring</p>,Rings,women,Size,6,Metal,Gold plated,3,999,1299,https://cdn.example.com/nova.jpg,1,https://cdn.example.com/nova-gold.jpg',
      'nova-ring,,,,,,7,,Gold plated,2,999,1299,,,https://cdn.example.com/nova-gold.jpg',
      'nova-ring,,,,,,6,,Silver,0,899,1199,,,https://cdn.example.com/nova-silver.jpg',
      'nova-ring,,,,,,7,,Silver,4,899,1199,,,https://cdn.example.com/nova-silver.jpg',
    ];
    const res = await importCsv(t, admin, `${shopifyCsv.join('\n')}\n`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, errors: [] });
    const made = await byTitle('Nova Ring');
    expect(made.map((p) => p.title).sort()).toEqual(['Nova Ring – Gold plated', 'Nova Ring – Silver']);
    const gold = await detail(made.find((p) => p.title.endsWith('Gold plated'))?.id ?? '');
    expect(gold).toMatchObject({ color: 'gold', discountedPrice: 999, finishCount: 2 });
    expect(gold.sizes.map((s: { name: string; quantity: number }) => [s.name, s.quantity])).toEqual([
      ['6', 3],
      ['7', 2],
    ]);
    expect(gold.finishes.map((f: { label: string }) => f.label)).toEqual(['Gold plated', 'Silver']);
    const silver = await detail(made.find((p) => p.title.endsWith('Silver'))?.id ?? '');
    expect(silver).toMatchObject({ color: 'silver', discountedPrice: 899 });
  });

  it('our export names the design, the finish and the personalisation; a file read back makes the same design', async () => {
    const [, second] = await byTitle('Nova Ring');
    const csv = await exportCsv(t, admin);
    const rows = csvObjects(csv).filter((r) => r.title?.startsWith('Nova Ring'));
    expect(new Set(rows.map((r) => r.design)).size).toBe(1);
    expect(rows[0]?.design).not.toBe('');
    expect(rows.map((r) => r.finish)).toContain('Silver #c0c0c0');

    // New rows: a third finish joins the design by its key, personalised.
    const design = rows[0]?.design ?? '';
    const header = Object.keys(rows[0] ?? {});
    const csvOf = (objects: Record<string, string>[]) =>
      stringify([header, ...objects.map((r) => header.map((h) => r[h] ?? ''))]);
    const fresh = {
      ...rows[0],
      id: '',
      title: 'Nova Ring – Rose',
      color: 'Rose Gold',
      finish: 'Rose #b76e79',
      personalisation: 'Engraving|12|200|4',
      design,
    };
    const res = await importCsv(t, admin, csvOf([...rows, fresh]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().errors).toEqual([]);
    const rose = (await byTitle('Nova Ring – Rose'))[0];
    const roseDetail = await detail(rose?.id ?? '');
    expect(roseDetail.personalisation).toEqual({ label: 'Engraving', maxChars: 12, fee: 200, leadDays: 4 });
    expect(roseDetail.finishes.map((f: { label: string; color: string }) => [f.label, f.color])).toEqual([
      ['Gold plated', '#d4af37'],
      ['Silver', '#c0c0c0'],
      ['Rose', '#b76e79'],
    ]);
    expect((await detail(second?.id ?? '')).finishCount).toBe(3);

    const bad = { ...fresh, title: 'Nova Ring – Bad', personalisation: 'Engraving|99|200|4' };
    const refused = await importCsv(t, admin, csvOf([bad]));
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain('personalisation');
  });
});
