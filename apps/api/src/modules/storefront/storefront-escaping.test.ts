import { INFO_PAGES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readPage } from '../../../test/helpers/html.ts';
import { createProduct } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const HOSTILE_TITLES = [
  '</title><script>alert(1)</script>',
  '</script><!--',
  '"><img src=x onerror=alert(1)> & \' ` =',
  'Line\u2028Para\u2029<!-- </script>',
];
const HOSTILE_DESCRIPTION = '</script><script>alert(2)</script><!-- "quoted" & \u2028 end';
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'item' || name === 'url',
});

describe('S57 catalogue text in server-rendered pages, JSON-LD, the sitemap and the feed', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const ids: string[] = [];
  let appScripts = 0;

  beforeAll(async () => {
    t = await buildTestApp({ template: 'empty', env: { CATALOG_CACHE_SECONDS: '60' } });
    for (const title of HOSTILE_TITLES) {
      const made = await createProduct(t, { title });
      await t.db.execute(sql`update products set description = ${HOSTILE_DESCRIPTION} where id = ${made.id}`);
      ids.push(made.id);
    }
    t.app.dropCatalogCache();
    appScripts = readPage((await get('/pages/about')).body).scripts.length;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(HOSTILE_TITLES.map((title, index) => [title, index] as const))(
    'S57 a product titled %j shows as text in the title, headings, attributes and every JSON-LD block',
    async (title, index) => {
      const res = await get(`/product/${ids[index]}`);
      expect(res.statusCode).toBe(200);
      const page = readPage(res.body);
      expect(page.title).toEqual([`${title} | MoonMade Jewellery`]);
      expect(page.text('h1')).toEqual([title]);
      expect(page.meta('og:title')?.startsWith(title)).toBe(true);
      expect(page.meta('og:image:alt')).toBe(title);
      expect(page.images.map((image) => image.alt)).toContain(title);
      // No script but the app's own: the title opened none.
      expect(page.scripts.length).toBe(appScripts);
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).not.toMatch(/<img src=x/);
      const blocks = page.jsonLd();
      expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
      const product = blocks.find((block) => block['@type'] === 'Product');
      expect(product?.name).toBe(title);
      expect(product?.description).toBe(HOSTILE_DESCRIPTION);
      // Inside the JSON-LD text itself, nothing can end the script or open a comment.
      const raw = res.body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? [];
      expect(raw.length).toBe(2);
      for (const block of raw) {
        const inner = block.slice(block.indexOf('>') + 1, -'</script>'.length);
        expect(inner).not.toMatch(/<|>|\u2028|\u2029/);
      }
    },
  );

  it('S57 the listing shows the hostile titles as link text', async () => {
    const page = readPage((await get('/women/jewellery/women_rings')).body);
    expect(page.scripts.length).toBe(appScripts);
    const main = page.text('main')[0] ?? '';
    for (const title of HOSTILE_TITLES) expect(main).toContain(title);
  });

  it('S57 the feed and the sitemap stay well-formed XML with the titles as text', async () => {
    const feed = (await get('/feeds/products.xml')).body;
    expect(XMLValidator.validate(feed)).toBe(true);
    const titles = parser.parse(feed).rss.channel.item.map((item: Record<string, string>) => item['g:title']);
    for (const title of HOSTILE_TITLES) expect(titles).toContain(title);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(XMLValidator.validate(sitemap)).toBe(true);
    expect(parser.parse(sitemap).urlset.url.length).toBe(1 + 7 + INFO_PAGES.length + HOSTILE_TITLES.length);
  });

  it('the feed, sitemap and pages are kept, and dropped when the catalogue changes (NOTIFY)', async () => {
    const before = await get('/feeds/products.xml');
    const page = await get(`/product/${ids[0]}`);
    expect((await get('/feeds/products.xml')).headers.etag).toBe(before.headers.etag);
    const clears = t.app.catalogCache.clears;
    const added = await createProduct(t, { title: 'Moonlit Hoop' });
    await t.db.execute(sql`update products set title = 'Renamed' where id = ${ids[0]}`);
    await vi.waitFor(() => expect(t.app.catalogCache.clears).toBeGreaterThan(clears), {
      timeout: 2_000,
      interval: 20,
    });
    const after = await get('/feeds/products.xml');
    expect(after.body).toContain(added.id);
    const slug = (await t.db.execute<{ slug: string }>(sql`select slug from products where id = ${added.id}`))
      .rows[0]?.slug;
    expect((await get('/sitemap.xml')).body).toContain(`/product/${slug}<`);
    const renamed = await get(`/product/${ids[0]}`);
    expect(renamed.headers.etag).not.toBe(page.headers.etag);
    expect(readPage(renamed.body).text('h1')).toEqual(['Renamed']);
  });
});
