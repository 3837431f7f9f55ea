import { INFO_PAGES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPage } from '../../../test/helpers/html.ts';
import { createProduct } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { storeImage } from '../catalog/uploads.service.ts';

const APP_URL = 'https://shop.example.in';
const FIXED_PAGES = 1 + 7 + INFO_PAGES.length; // home, 7 category listings, the information pages
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'item', 'g:additional_image_link'].includes(name),
});

interface FeedItem {
  'g:id': string;
  'g:item_group_id': string;
  'g:title': string;
  'g:link': string;
  'g:image_link': string;
  'g:availability': string;
  'g:price': string;
  'g:sale_price'?: string;
  'g:size'?: string;
  [field: string]: unknown;
}

/** Parses an XML reply; a document that is not well-formed XML fails the test. */
function parseXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}

describe('robots.txt, sitemap, product feed and share pictures', () => {
  let t: TestApp;
  let listed: {
    id: string;
    slug: string;
    sizes: { name: string; quantity: number }[];
    price: number;
    discounted: number;
  }[];
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp({ env: { APP_URL, SITEMAP_MAX_URLS: '20' } });
    const deleted = await createProduct(t);
    await t.db.execute(sql`update products set deleted_at = now() where id = ${deleted.id}`);
    const rows = await t.db.execute<{
      id: string;
      slug: string;
      sizes: { name: string; quantity: number }[];
      price: number;
      discounted: number;
    }>(
      sql`select p.id, p.slug, p.price_paise / 100.0 as price, p.discounted_price_paise / 100.0 as discounted,
            (select json_agg(json_build_object('name', s.name, 'quantity', s.quantity)) from product_sizes s
              where s.product_id = p.id) as sizes
          from products p where p.deleted_at is null`,
    );
    listed = rows.rows.map((row) => ({
      ...row,
      price: Number(row.price),
      discounted: Number(row.discounted),
    }));
    expect(listed.length).toBeGreaterThan(60);
  });
  afterAll(async () => {
    await t.close();
  });

  it('robots.txt allows the shop, keeps crawlers out of personal pages and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/cart', '/checkout', '/account', '/payment', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  it('past SITEMAP_MAX_URLS the sitemap is an index whose parts list every listed product once, each part within the limit', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const index = parseXml(res.body).sitemapindex;
    expect(index['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const parts: string[] = index.sitemap.map((entry: { loc: string }) => entry.loc);
    expect(parts[0]).toBe(`${APP_URL}/sitemaps/pages.xml`);
    expect(parts.length).toBe(1 + Math.ceil(listed.length / 20));

    const locs: string[] = [];
    const lastmods: string[] = [];
    for (const part of parts) {
      const partRes = await get(part.slice(APP_URL.length));
      expect(partRes.statusCode).toBe(200);
      const urls: { loc: string; lastmod?: string }[] = parseXml(partRes.body).urlset.url;
      expect(urls.length).toBeLessThanOrEqual(20);
      for (const url of urls) {
        locs.push(url.loc);
        if (url.lastmod) lastmods.push(url.lastmod);
      }
    }
    expect(locs.filter((loc) => loc.includes('/product/')).sort()).toEqual(
      listed.map((product) => `${APP_URL}/product/${product.slug}`).sort(),
    );
    expect(locs).toContain(`${APP_URL}/`);
    expect(locs).toContain(`${APP_URL}/men/jewellery/men_chains`);
    expect(locs).toContain(`${APP_URL}/pages/returns`);
    expect(locs.length).toBe(FIXED_PAGES + listed.length);
    expect(lastmods.length).toBe(listed.length);
    for (const lastmod of lastmods) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    expect((await get(`/sitemaps/products-${parts.length}.xml`)).statusCode).toBe(404);
  });

  it('the product feed is RSS 2.0 for Merchant Center with one item per product and size', async () => {
    const res = await get('/feeds/products.xml');
    expect(res.statusCode).toBe(200);
    const rss = parseXml(res.body).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items: FeedItem[] = rss.channel.item;
    expect(items.length).toBe(listed.reduce((sum, product) => sum + product.sizes.length, 0));
    for (const product of listed) {
      const group = items.filter((item) => item['g:item_group_id'] === product.id);
      expect(group.map((item) => item['g:size'])).toEqual(
        expect.arrayContaining(product.sizes.map((size) => size.name.toUpperCase())),
      );
      for (const item of group) {
        const size = product.sizes.find((s) => s.name.toUpperCase() === item['g:size']);
        expect(item['g:id']).toBe(`${product.id}-${size?.name}`);
        expect(item['g:availability']).toBe((size?.quantity ?? 0) > 0 ? 'in_stock' : 'out_of_stock');
        expect(item['g:price']).toBe(`${product.price.toFixed(2)} INR`);
        if (product.discounted < product.price)
          expect(item['g:sale_price']).toBe(`${product.discounted.toFixed(2)} INR`);
        else expect(item['g:sale_price']).toBeUndefined();
        expect(item['g:link']).toBe(`${APP_URL}/product/${product.slug}`);
        expect(item['g:image_link']).toMatch(
          /^https:\/\/shop\.example\.in\/media\/share\/demo\/\d+-\d\.jpg$/,
        );
        expect(item).toMatchObject({
          'g:brand': 'MoonMade',
          'g:condition': 'new',
          'g:google_product_category': '188',
          'g:age_group': 'adult',
          'g:identifier_exists': 'no',
        });
        expect(['male', 'female']).toContain(item['g:gender']);
        expect(['Gold', 'Rose Gold', 'Silver']).toContain(item['g:color']);
        expect(String(item['g:title']).length).toBeGreaterThan(0);
      }
    }
  });

  it('og:image is a JPEG at least 600 px wide and at most 300 KB, of the size the page states', async () => {
    const product = (await get('/api/products?category=men_rings&pageSize=1')).json().content[0];
    const page = readPage((await get(`/product/${product.id}`)).body);
    const image = page.meta('og:image') ?? '';
    const res = await get(image.slice(APP_URL.length));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.length).toBeLessThanOrEqual(300 * 1024);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeGreaterThanOrEqual(600);
    expect(meta.width).toBe(Number(page.meta('og:image:width')));
    expect(meta.height).toBe(Number(page.meta('og:image:height')));
  });

  it('an uploaded picture (any shape, PNG with transparency) gets a square JPEG share copy; pages without one use the banner', async () => {
    const png = await sharp({
      create: { width: 900, height: 500, channels: 4, background: { r: 200, g: 150, b: 40, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const { url } = await storeImage(t.app.pictures, png);
    const name = url.slice('/media/uploads/'.length, -'.webp'.length);
    const res = await get(`/media/share/uploads/${name}.jpg`);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 1200,
    });

    const banner = await get('/media/share/demo/banner-0.jpg');
    const bannerMeta = await sharp(banner.rawPayload).metadata();
    expect({ width: bannerMeta.width, height: bannerMeta.height }).toEqual({ width: 1200, height: 630 });
    expect(banner.rawPayload.length).toBeLessThanOrEqual(300 * 1024);
  });

  it('share pictures answer 404 for names that are not ours, and refuse paths', async () => {
    expect((await get('/media/share/uploads/0123456789abcdef0123456789abcdef.jpg')).statusCode).toBe(404);
    expect((await get('/media/share/demo/999-9.jpg')).statusCode).toBe(404);
    expect((await get('/media/share/demo/..%2F..%2Fpackage.jpg')).statusCode).toBe(400);
    expect((await get('/media/share/etc/passwd.jpg')).statusCode).toBe(400);
  });
});
