import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { readPage } from '../../../test/helpers/html.ts';
import { createProduct } from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { products } from '../../db/schema/index.ts';

const APP_URL = 'https://shop.example.in';

describe('served product pages name the other finishes of their design (issue 45)', () => {
  const t = setUpTestApp({ template: 'empty', env: { APP_URL, CATALOG_CACHE_SECONDS: '60' } });
  const admin = setUpUser(t, { role: 'admin' });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const link = (ids: string[], labels: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${ids[0]}/finishes`,
      headers: admin.headers,
      payload: { productIds: ids, labels },
    });
  /** A product's readable address (decision 0085): canonical and sibling links use it. */
  const pathOf = async (id: string) => {
    const [row] = await t.db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
    return `/product/${row?.slug}`;
  };
  const finishesNav = (html: string) => {
    const page = readPage(html);
    return { page, main: page.text('main')[0] ?? '' };
  };

  it('each finish’s page links its siblings, marks itself, and keeps its own canonical', async () => {
    const gold = await createProduct(t, { title: 'Vela Hoops Gold' });
    const silver = await createProduct(t, { title: 'Vela Hoops Silver', sizes: { s: 0 } });
    const res = await link([gold.id, silver.id], {
      [gold.id]: 'Gold plated',
      [silver.id]: 'Silver & rhodium',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { page, main } = finishesNav((await get(`/product/${silver.id}`)).body);
    expect(page.canonical).toBe(`${APP_URL}${await pathOf(silver.id)}`);
    expect(page.links).toContain(await pathOf(gold.id));
    expect(page.links).not.toContain(await pathOf(silver.id));
    expect(main).toContain('Finishes: Gold plated');
    // The label is escaped text, not markup.
    expect(main).toContain('Silver & rhodium (sold out)');
    const raw = (await get(`/product/${silver.id}`)).body;
    expect(raw).toContain('Silver &amp; rhodium');
  });

  it('a cached sibling page shows the new finish once the group changes (admin call, and a NOTIFY from any instance)', async () => {
    const gold = await createProduct(t, { title: 'Orbit Ring Gold' });
    const rose = await createProduct(t, { title: 'Orbit Ring Rose' });
    const silver = await createProduct(t, { title: 'Orbit Ring Silver' });
    await link([gold.id, rose.id], { [gold.id]: 'Gold', [rose.id]: 'Rose' });
    expect(readPage((await get(`/product/${gold.id}`)).body).links).not.toContain(await pathOf(silver.id));
    await link([gold.id, rose.id, silver.id], { [silver.id]: 'Silver' });
    expect(readPage((await get(`/product/${gold.id}`)).body).links).toContain(await pathOf(silver.id));
    expect(readPage((await get(`/product/${rose.id}`)).body).links).toContain(await pathOf(silver.id));

    // A change written elsewhere reaches this instance by the catalogue's NOTIFY.
    const clears = t.app.catalogCache.clears;
    await t.db.update(products).set({ finishLabel: 'Sterling' }).where(eq(products.id, silver.id));
    await vi.waitFor(() => expect(t.app.catalogCache.clears).toBeGreaterThan(clears), {
      timeout: 2_000,
      interval: 20,
    });
    expect(finishesNav((await get(`/product/${gold.id}`)).body).main).toContain('Sterling');
  });
});
