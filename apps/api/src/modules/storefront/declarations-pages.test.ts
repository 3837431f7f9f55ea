import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPage } from '../../../test/helpers/html.ts';
import { createProduct } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

describe("the law's declarations in the served product page and the Merchant feed", () => {
  let t: TestApp;
  let declared: string;
  let defaulted: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    t = await buildTestApp({
      template: 'empty',
      env: { SHOP_LEGAL_NAME: 'Chandni Jewels LLP', SHOP_COUNTRY_OF_ORIGIN: 'India' },
    });
    declared = (await createProduct(t, { title: 'Hallmarked Chain' })).id;
    defaulted = (await createProduct(t, { title: 'Plain Ring' })).id;
    await t.db.execute(sql`update products set country_of_origin = 'Italy', manufacturer = 'Oro Fino, Vicenza',
      net_quantity = '1 piece', purity = '22K916', huid = 'AB12CD' where id = ${declared}`);
  });
  afterAll(async () => t.close());

  it('names origin, manufacturer, net quantity, purity and HUID in the HTML a crawler reads', async () => {
    const res = await get(`/product/${declared}`);
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.text('dt')).toEqual([
      'Country of origin',
      'Manufacturer',
      'Net quantity',
      'Purity',
      'BIS HUID',
    ]);
    expect(page.text('dd')).toEqual(['Italy', 'Oro Fino, Vicenza', '1 piece', '22K916', 'AB12CD']);
  });

  it('falls back to the shop: its country of origin and the seller as manufacturer', async () => {
    const page = readPage((await get(`/product/${defaulted}`)).body);
    expect(page.text('dt')).toEqual(['Country of origin', 'Manufacturer']);
    expect(page.text('dd')[0]).toBe('India');
    expect(page.text('dd')[1]).toMatch(/^Chandni Jewels LLP, .*Bengaluru/);
  });

  it('carries them in the feed as product details', async () => {
    const feed = (await get('/feeds/products.xml')).body;
    expect(feed).toContain(
      '<g:attribute_name>BIS HUID</g:attribute_name><g:attribute_value>AB12CD</g:attribute_value>',
    );
    expect(feed).toContain(
      '<g:attribute_name>Country of origin</g:attribute_name><g:attribute_value>India</g:attribute_value>',
    );
  });
});
