import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specFormPayload } from '../../../test/fixtures/catalog.ts';
import { csvObjects, exportCsv, importCsv } from '../../../test/fixtures/catalog-io.ts';
import { clientOf } from '../../../test/helpers/client.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

describe('catalogue CSV: export, edit, import (the demo shop)', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const fingerprint = async () =>
    (
      await t.db.execute<{ f: string }>(
        sql`select md5(string_agg(concat_ws('|', p.id, p.title, p.price_paise, p.discounted_price_paise, p.version,
              (select string_agg(s.name || ':' || s.quantity, ',' order by s.position) from product_sizes s where s.product_id = p.id)), ';' order by p.id)) as f
            from products p`,
      )
    ).rows[0]?.f;

  beforeAll(async () => {
    ({ t, admin } = await startAdminApp({ template: 'demo' }));
    customer = await createUser(t);
  });
  afterAll(async () => t.close());

  it('exports one row per product and size with the documented columns', async () => {
    const csv = await exportCsv(t, admin);
    const rows = csvObjects(csv);
    const sizes = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from product_sizes s join products p on p.id = s.product_id where p.deleted_at is null`,
    );
    expect(rows).toHaveLength(sizes.rows[0]?.n ?? -1);
    // The header as docs/catalogue-csv.md documents it, spelled out rather than read from CATALOGUE_COLUMNS.
    expect(Object.keys(rows[0] ?? {}).join(',')).toBe(
      'id,title,detail,description,category,color,price,discountedPrice,size,stock,hsn,gstRate,material,weightGrams,dimensions,care,warranty,countryOfOrigin,manufacturer,netQuantity,purity,huid,images,design,finish,personalisation,parcelLengthCm,parcelBreadthCm,parcelHeightCm,packedWeightGrams',
    );
    const first = rows[0] as Record<string, string>;
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/id/${first.id}` })).json();
    expect(first).toMatchObject({
      title: product.title,
      category: `${product.topLevelCategory}/jewellery/${product.thirdLevelCategory}`,
      price: String(product.price),
      discountedPrice: String(product.discountedPrice),
      size: product.sizes[0].name,
      stock: String(product.sizes[0].quantity),
      images: product.images.map((i: { src: string }) => i.src).join(' '),
    });
  });

  it('S58 formula cells are neutralised on export and read back as the same text', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: {
        ...specFormPayload(),
        title: '=HYPERLINK("http://evil.example","Click")',
        description: '+91 calls @home',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const rows = csvObjects(await exportCsv(t, admin)).filter((r) => r.id === created.json().id);
    expect(rows[0]?.title).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(rows[0]?.description).toBe(`'+91 calls @home`);
    // Importing the export leaves the title as the admin typed it.
    const again = await importCsv(t, admin, await exportCsv(t, admin));
    expect(again.json()).toMatchObject({ updated: 0, errors: [] });
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/products/id/${created.json().id}` })
    ).json();
    expect(stored.title).toBe('=HYPERLINK("http://evil.example","Click")');
  });

  it('export → import unchanged writes nothing; an edited price, stock and a new product are applied', async () => {
    const csv = await exportCsv(t, admin);
    const before = await fingerprint();
    const same = await importCsv(t, admin, csv);
    expect(same.statusCode, same.body).toBe(200);
    const total = new Set(csvObjects(csv).map((r) => r.id)).size;
    expect(same.json()).toMatchObject({
      format: 'moonmade',
      created: 0,
      updated: 0,
      unchanged: total,
      errors: [],
    });
    expect(await fingerprint()).toBe(before);

    const rows = csvObjects(csv);
    const target = rows[0] as Record<string, string>;
    const edited = rows.map((r) =>
      r.id === target.id
        ? { ...r, discountedPrice: '199', ...(r.size === target.size ? { stock: '42' } : {}) }
        : r,
    );
    const added = { ...target, id: '', title: 'Imported Lotus Ring', size: '7', stock: '5' };
    const file = stringify([...edited, added], { header: true });
    const preview = await importCsv(t, admin, file, true);
    expect(preview.json()).toMatchObject({ dryRun: true, created: 1, updated: 1, unchanged: total - 1 });
    expect(await fingerprint()).toBe(before);

    const applied = await importCsv(t, admin, file);
    expect(applied.json()).toMatchObject({ dryRun: false, created: 1, updated: 1, unchanged: total - 1 });
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/id/${target.id}` })).json();
    expect(product.discountedPrice).toBe(199);
    expect(product.sizes.find((s: { name: string }) => s.name === target.size).quantity).toBe(42);
    const audit = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where entity_id = ${target.id} order by created_at desc limit 1`,
    );
    expect(audit.rows[0]?.action).toBe('product.update');
    const search = (await t.app.inject({ method: 'GET', url: '/api/products?q=lotus' })).json();
    expect(search.content.map((p: { title: string }) => p.title)).toContain('Imported Lotus Ring');
  });

  it('bad rows: every problem by row and column, and nothing written (dry run answers them too)', async () => {
    const rows = csvObjects(await exportCsv(t, admin));
    const before = await fingerprint();
    const broken = rows.map((r, i) =>
      i === 0
        ? { ...r, price: 'free' }
        : i === 2
          ? { ...r, stock: '-3' }
          : i === 4
            ? { ...r, id: '0192a2c4-0000-7000-8000-000000000000' }
            : r,
    );
    const file = stringify(broken, { header: true });
    const preview = await importCsv(t, admin, file, true);
    expect(preview.statusCode).toBe(200);
    const real = await importCsv(t, admin, file);
    expect(real.statusCode).toBe(422);
    expect(real.json().code).toBe('IMPORT_INVALID');
    for (const errors of [preview.json().errors, real.json().details.errors])
      expect(errors).toEqual(
        expect.arrayContaining([
          { row: 2, column: 'price', message: 'must be a number' },
          { row: 4, column: 'stock', message: 'must be at least 0' },
          { row: 6, column: 'id', message: expect.stringContaining('no product of this shop') },
        ]),
      );
    expect(await fingerprint()).toBe(before);
  });

  it('S58 refuses a file that is not CSV, too many rows, or a file over 5 MB, and a customer', async () => {
    const header = 'id,title,detail,description,category,color,price,discountedPrice,size,stock\n';
    const many = header + ',Ring,,,women/jewellery/women_rings,Gold,100,,7,1\n'.repeat(20_001);
    const tooMany = await importCsv(t, admin, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('more than 20000 rows');
    const huge = await importCsv(t, admin, Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(huge.statusCode).toBe(413);
    const notCsv = await importCsv(t, admin, 'a,"b\n1,2');
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json().code).toBe('INVALID_INPUT');
    const asCustomer = await importCsv(t, customer, header);
    expect(asCustomer.statusCode).toBe(403);
    const exportAsCustomer = await clientOf(t, customer).get('/api/admin/products/export.csv');
    expect(exportAsCustomer.statusCode).toBe(403);
  });

  it("the parcel columns (issue 46): a product's box and packed weight go out and come back; half a box is refused", async () => {
    const rows = csvObjects(await exportCsv(t, admin));
    const target = rows[0] as Record<string, string>;
    expect(target).toMatchObject({
      parcelLengthCm: '',
      parcelBreadthCm: '',
      parcelHeightCm: '',
      packedWeightGrams: '',
    });
    const boxed = rows.map((r) =>
      r.id === target.id
        ? { ...r, parcelLengthCm: '9.5', parcelBreadthCm: '9', parcelHeightCm: '4', packedWeightGrams: '95' }
        : r,
    );
    const applied = await importCsv(t, admin, stringify(boxed, { header: true }));
    expect(applied.json()).toMatchObject({ updated: 1, errors: [] });
    const load = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/products/${target.id}`, headers: admin.headers })
      ).json();
    expect(await load()).toMatchObject({
      parcelLengthCm: 9.5,
      parcelBreadthCm: 9,
      parcelHeightCm: 4,
      packedWeightGrams: 95,
    });
    const again = csvObjects(await exportCsv(t, admin));
    expect(again.find((r) => r.id === target.id)).toMatchObject({
      parcelLengthCm: '9.5',
      parcelBreadthCm: '9',
      parcelHeightCm: '4',
      packedWeightGrams: '95',
    });
    expect((await importCsv(t, admin, stringify(again, { header: true }))).json()).toMatchObject({
      updated: 0,
    });

    const before = await fingerprint();
    const half = again.map((r) => (r.id === target.id ? { ...r, parcelHeightCm: '' } : r));
    const refused = await importCsv(t, admin, stringify(half, { header: true }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.errors).toEqual([
      {
        row: again.findIndex((r) => r.id === target.id) + 2,
        column: 'parcelHeightCm',
        message: expect.stringContaining('give length, breadth and height, or none'),
      },
    ]);
    expect(await fingerprint()).toBe(before);

    // An older file without the columns leaves the box and packed weight as they are.
    const older = again.map(
      ({ parcelLengthCm, parcelBreadthCm, parcelHeightCm, packedWeightGrams, ...r }) => r,
    );
    expect((await importCsv(t, admin, stringify(older, { header: true }))).statusCode).toBe(200);
    expect(await load()).toMatchObject({ parcelLengthCm: 9.5, packedWeightGrams: 95 });
  });
});
