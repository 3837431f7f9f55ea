import { gunzipSync } from 'node:zlib';
import { formatRupees, THIRD_LEVEL_CATEGORIES } from '@shop/contracts';
import { findAll, findOne, textContent } from 'domutils';
import { sql } from 'drizzle-orm';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPage } from '../../../test/helpers/html.ts';
import { createProduct } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const APP_URL = 'https://shop.example.in';

/** Google's required and recommended fields of a Product rich result with an Offer (schema.org). */
function expectValidProduct(ld: Record<string, unknown>, product: ApiProduct) {
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe('Product');
  expect(ld.name).toBe(product.title);
  expect(ld.description).toBe(product.description);
  expect(ld.sku).toBe(product.id);
  expect(ld.brand).toEqual({ '@type': 'Brand', name: 'MoonMade' });
  const images = ld.image as string[];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image).toMatch(/^https:\/\/shop\.example\.in\/media\/share\/.+\.jpg$/);
  const offer = ld.offers as Record<string, unknown>;
  expect(offer['@type']).toBe('Offer');
  expect(offer.price).toBe(product.discountedPrice.toFixed(2));
  expect(Number(offer.price)).toBe(product.discountedPrice);
  expect(offer.priceCurrency).toBe('INR');
  expect(offer.availability).toBe(
    product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  );
  expect(offer.itemCondition).toBe('https://schema.org/NewCondition');
  expect(offer.url).toBe(`${APP_URL}/product/${product.slug}`);
}

function expectValidBreadcrumbs(ld: Record<string, unknown>, last: { name: string; url: string }) {
  expect(ld['@type']).toBe('BreadcrumbList');
  const items = ld.itemListElement as { '@type': string; position: number; name: string; item: string }[];
  expect(items.map((item) => item.position)).toEqual(items.map((_item, index) => index + 1));
  expect(items[0]).toMatchObject({ '@type': 'ListItem', name: 'Home', item: `${APP_URL}/` });
  expect(items.at(-1)).toMatchObject({ name: last.name, item: last.url });
  for (const item of items) expect(item.item.startsWith(APP_URL)).toBe(true);
}

interface ApiProduct {
  id: string;
  slug: string;
  title: string;
  description: string;
  price: number;
  discountedPrice: number;
  inStock: boolean;
  Image: string;
  ratingsCount: number;
}

describe('storefront pages for crawlers and link previews', () => {
  let t: TestApp;
  let product: ApiProduct;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const apiProduct = async (id: string) => (await get(`/api/products/id/${id}`)).json() as ApiProduct;

  beforeAll(async () => {
    t = await buildTestApp({ env: { APP_URL, CATALOG_CACHE_SECONDS: '60' } });
    const list = (await get('/api/products?category=women_necklace&pageSize=1')).json();
    product = await apiProduct(list.content[0].id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a product URL answers its own head: title, description, canonical, Open Graph, Twitter and price', async () => {
    const res = await get(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = readPage(res.body);
    expect(page.title).toEqual([`${product.title} | MoonMade Jewellery`]);
    expect(page.meta('description')).toContain(product.title);
    expect(page.meta('robots')).toBeUndefined();
    expect(page.canonical).toBe(`${APP_URL}/product/${product.slug}`);
    expect(page.meta('og:site_name')).toBe('MoonMade');
    expect(page.meta('og:type')).toBe('product');
    expect(page.meta('og:title')).toBe(`${product.title} · ${formatRupees(product.discountedPrice)}`);
    expect(page.meta('og:url')).toBe(`${APP_URL}/product/${product.slug}`);
    expect(page.meta('og:image')).toMatch(/^https:\/\/shop\.example\.in\/media\/share\/demo\/\d+-\d\.jpg$/);
    expect(Number(page.meta('og:image:width'))).toBeGreaterThanOrEqual(600);
    expect(Number(page.meta('og:image:height'))).toBeGreaterThan(0);
    expect(page.meta('og:image:alt')).toBe(product.title);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('product:price:amount')).toBe(product.discountedPrice.toFixed(2));
    expect(page.meta('product:price:currency')).toBe('INR');
  });

  it('the product page carries its main content without JavaScript: name, price as shown, picture, breadcrumb', async () => {
    const page = readPage((await get(`/product/${product.id}`)).body);
    expect(page.text('h1')).toEqual([product.title]);
    const main = page.text('main')[0] ?? '';
    expect(main).toContain(formatRupees(product.discountedPrice));
    expect(main).toContain(formatRupees(product.price));
    expect(main).toContain(product.description);
    expect(page.images).toContainEqual({ src: product.Image, alt: product.title });
    expect(page.links).toContain('/');
    expect(page.links).toContain('/women/jewellery/women_necklace');
  });

  it("the served product page offers the app's Add To Cart: a size per radio with its stock, sold-out sizes disabled, the cart line's copy", async () => {
    const made = await createProduct(t, {
      title: 'Moon "Crescent" Ring',
      sizes: { s: 0, m: 3 },
      price: 1299,
      discountedPrice: 999,
    });
    const document = parseDocument((await get(`/product/${made.id}`)).body);
    const form = findOne(
      (element) => element.name === 'form' && element.attribs.class === 'ssr-add',
      document.children,
    );
    if (!form) throw new Error('no Add To Cart form');
    const radios = findAll((element) => element.name === 'input', [form]).map((input) => input.attribs);
    expect(radios).toEqual([
      expect.objectContaining({
        name: 'size',
        value: 's',
        'data-stock': '0',
        disabled: '',
        'aria-label': 'Size S, sold out',
      }),
      expect.objectContaining({ name: 'size', value: 'm', 'data-stock': '3', 'aria-label': 'Size M' }),
    ]);
    expect(radios[1]).not.toHaveProperty('disabled');
    const button = findOne((element) => element.name === 'button', [form]);
    expect(button && textContent(button)).toBe('Add To Cart');
    // The display copy a guest line keeps (docs/api.md): what the app's page writes, from this product.
    expect(JSON.parse(form.attribs['data-line'] ?? '')).toEqual({
      _id: made.id,
      title: 'Moon "Crescent" Ring',
      Image: expect.any(String),
      color: expect.any(String),
      price: 1299,
      discountedPrice: 999,
      discountPercent: expect.any(Number),
    });
  });

  it("every served page has the app's header: logo, search form on /search, wishlist, sign-in and the cart", async () => {
    const html = (await get('/women/jewellery/women_rings')).body;
    const page = readPage(html);
    const document = parseDocument(html);
    const header = findOne((element) => element.name === 'header', document.children);
    if (!header) throw new Error('no header');
    const links = findAll((element) => element.name === 'a', [header]).map(
      (a) => a.attribs['aria-label'] ?? textContent(a),
    );
    expect(links).toEqual(expect.arrayContaining(['MoonMade', 'Wishlist', 'Sign in', 'Cart']));
    const searches = findAll((element) => element.name === 'form', [header]).map((f) => f.attribs);
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) expect(search).toMatchObject({ role: 'search', action: '/search' });
    expect(page.text('header')[0]).toContain('Free delivery');
  });

  it('the product JSON-LD has the required Product and Offer fields, and a BreadcrumbList', async () => {
    const blocks = readPage((await get(`/product/${product.id}`)).body).jsonLd();
    const ld = blocks.find((block) => block['@type'] === 'Product');
    if (!ld) throw new Error('no Product block');
    expectValidProduct(ld, product);
    expect(ld.aggregateRating).toBeUndefined();
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    if (!crumbs) throw new Error('no BreadcrumbList block');
    expectValidBreadcrumbs(crumbs, { name: product.title, url: `${APP_URL}/product/${product.slug}` });
    expect((crumbs.itemListElement as { name: string }[])[1]?.name).toBe('Necklace For Her');
  });

  it('a rated product has an AggregateRating; one out of stock is offered as OutOfStock', async () => {
    const made = await createProduct(t, { sizes: { s: 0, m: 0 }, price: 1299, discountedPrice: 999 });
    await t.db.execute(
      sql`update products set rating_average = 4.25, ratings_count = 8 where id = ${made.id}`,
    );
    const soldOut = await apiProduct(made.id);
    const served = (await get(`/product/${made.id}`)).body;
    // The app's stars (MUI's Rating to the half) are drawn on the served page too, so its rows stand alike.
    expect([...served.matchAll(/class="ssr-star-(\w+)"/g)].map((star) => star[1])).toEqual([
      'full',
      'full',
      'full',
      'full',
      'half',
    ]);
    const ld = readPage(served)
      .jsonLd()
      .find((block) => block['@type'] === 'Product');
    if (!ld) throw new Error('no Product block');
    expectValidProduct(ld, soldOut);
    expect((ld.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 8,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('home has an Organization and a WebSite with a SearchAction on /search?q=', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.canonical).toBe(`${APP_URL}/`);
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:image')).toBe(`${APP_URL}/media/share/demo/banner-0.jpg`);
    const blocks = page.jsonLd();
    expect(blocks.find((block) => block['@type'] === 'Organization')).toMatchObject({
      name: 'MoonMade',
      url: APP_URL,
    });
    const site = blocks.find((block) => block['@type'] === 'WebSite');
    expect(site).toMatchObject({
      url: APP_URL,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${APP_URL}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    for (const category of THIRD_LEVEL_CATEGORIES)
      expect(page.links.some((l) => l.endsWith(`/${category}`))).toBe(true);
  });

  it('a listing names its category and links every product of its first page, with a BreadcrumbList', async () => {
    const res = await get('/women/jewellery/women_rings');
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.text('h1')).toEqual(['Rings For Her']);
    expect(page.title).toEqual(['Rings For Her | MoonMade Jewellery']);
    expect(page.canonical).toBe(`${APP_URL}/women/jewellery/women_rings`);
    const listing = (await get('/api/products?category=women_rings&minPrice=0&minDiscount=0')).json();
    expect(listing.content.length).toBeGreaterThan(0);
    for (const item of listing.content) expect(page.links).toContain(`/product/${item.slug}`);
    expect(page.meta('description')).toContain(
      `Rings For Her from MoonMade: ${listing.totalElements} pieces`,
    );
    const crumbs = page.jsonLd().find((block) => block['@type'] === 'BreadcrumbList');
    if (!crumbs) throw new Error('no BreadcrumbList block');
    expectValidBreadcrumbs(crumbs, { name: 'Rings For Her', url: `${APP_URL}/women/jewellery/women_rings` });
    // Another spelling of the same listing names the one canonical address.
    expect(readPage((await get('/Women/Jewellery/WOMEN_RINGS/')).body).canonical).toBe(
      `${APP_URL}/women/jewellery/women_rings`,
    );
  });

  it('an information page answers with its title and text', async () => {
    const res = await get('/pages/shipping');
    expect(res.statusCode).toBe(200);
    const page = readPage(res.body);
    expect(page.text('h1')).toEqual(['Shipping']);
    expect(page.canonical).toBe(`${APP_URL}/pages/shipping`);
  });

  it.each([
    ['an unknown product', '/product/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'],
    ['a product id that is not one', '/product/not-an-id'],
    ['an unknown category', '/women/jewellery/women_anklets'],
    ['an unknown info page', '/pages/nothing-here'],
    ['an unknown path', '/no/such'],
  ])('%s answers 404 with the not-found page and noindex', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = readPage(res.body);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.canonical).toBeUndefined();
    expect(page.title).toEqual(['Page not found | MoonMade Jewellery']);
  });

  it('a deleted product answers 404', async () => {
    const made = await createProduct(t);
    expect((await get(`/product/${made.id}`)).statusCode).toBe(200);
    await t.db.execute(sql`update products set deleted_at = now() where id = ${made.id}`);
    t.app.dropCatalogCache();
    expect((await get(`/product/${made.id}`)).statusCode).toBe(404);
  });

  it.each([
    '/cart',
    '/checkout',
    '/account/order',
    '/account/profile',
    '/payment/abc',
    '/search?q=ring',
    '/wishlist',
    '/admin',
    '/admin/product/create',
    '/login',
  ])('the personal or search page %s is served with noindex', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(readPage(res.body).meta('robots')).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a product page is cached with an ETag, answers 304, and shows a new price once the catalogue changes', async () => {
    const made = await createProduct(t, { price: 1500, discountedPrice: 1200 });
    const first = await get(`/product/${made.id}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toContain('s-maxage=');
    expect((await get(`/product/${made.id}`, { 'if-none-match': etag })).statusCode).toBe(304);
    await t.db.execute(sql`update products set discounted_price_paise = 110000 where id = ${made.id}`);
    t.app.dropCatalogCache();
    const after = await get(`/product/${made.id}`);
    expect(after.headers.etag).not.toBe(etag);
    expect(readPage(after.body).meta('product:price:amount')).toBe('1100.00');
  });

  it('a page is sent gzipped to a client that accepts it, the same bytes once unzipped', async () => {
    const plain = await get(`/product/${product.id}`);
    const zipped = await get(`/product/${product.id}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });
});
