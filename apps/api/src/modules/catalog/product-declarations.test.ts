import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { specFormPayload } from '../../../test/fixtures/catalog.ts';
import { csvObjects, exportCsv, importCsv } from '../../../test/fixtures/catalog-io.ts';
import { productForm } from '../../../test/helpers/product-form.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';

const DECLARATIONS = {
  countryOfOrigin: 'India',
  manufacturer: 'Silverline Works, 3 Johari Bazaar, Jaipur 302003',
  netQuantity: '1 pair',
  purity: '925 sterling silver',
  huid: ' ab12cd ',
};

describe('product declarations (Legal Metrology, E-Commerce Rules, BIS hallmarking)', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });
  const { send, detail } = productForm(t, admin);

  it('stores what the admin form declares and shows it on the product, the HUID in capitals', async () => {
    const res = await send('POST', '/api/admin/products', { ...specFormPayload(), ...DECLARATIONS });
    expect(res.statusCode, res.body).toBe(201);
    expect(await detail(res.json().id)).toMatchObject({ ...DECLARATIONS, huid: 'AB12CD' });
  });

  it('leaves country and manufacturer null (the shop default applies) and the rest undeclared', async () => {
    const res = await send('POST', '/api/admin/products', specFormPayload());
    expect(await detail(res.json().id)).toMatchObject({
      countryOfOrigin: null,
      manufacturer: null,
      netQuantity: null,
      purity: null,
      huid: null,
    });
  });

  it.each(['AB12C', 'AB12CDE', 'AB-12C', 'ÀB12CD'])(
    'refuses the HUID %s with 400, storing nothing',
    async (huid) => {
      const res = await send('POST', '/api/admin/products', {
        ...specFormPayload(),
        title: `HUID ${huid}`,
        huid,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('huid');
    },
  );

  it('goes out in the catalogue CSV and comes back in on import', async () => {
    const created = (
      await send('POST', '/api/admin/products', { ...specFormPayload(), ...DECLARATIONS })
    ).json();
    const rows = csvObjects(await exportCsv(t, admin));
    const row = rows.find((r) => r.id === created.id) as Record<string, string>;
    expect(row).toMatchObject({ ...DECLARATIONS, huid: 'AB12CD' });
    const edited = rows
      .filter((r) => r.id === created.id)
      .map((r) => ({ ...r, purity: '92.5% silver', huid: 'ZZ9ZZ9' }));
    const header = Object.keys(edited[0] ?? {});
    const csv = [
      header.join(','),
      ...edited.map((r) =>
        header.map((k) => JSON.stringify((r as Record<string, string>)[k] ?? '')).join(','),
      ),
    ].join('\n');
    const res = await importCsv(t, admin, csv);
    expect(res.statusCode, res.body).toBe(200);
    // A piece goes back on sale once its imported picture is stored (decision 0084; picture-imports.test.ts).
    await t.db.execute(sql`update picture_imports set status = 'done'`);
    expect(await detail(created.id)).toMatchObject({ purity: '92.5% silver', huid: 'ZZ9ZZ9' });
  });
});
