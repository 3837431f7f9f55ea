import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readPage } from '../../../test/helpers/html.ts';
import { createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';
import { orders, pictureImports, products } from '../../db/schema/index.ts';

const APP_URL = 'https://shop.example.in';

/** Issue 40: sorts by newest, bestseller and discount; readable product addresses; pictureless imports hidden. */
describe('listing sorts, product slugs and products without their picture', () => {
  const t = setUpTestApp({
    template: 'empty',
    env: {
      APP_URL,
      CATALOG_CACHE_SECONDS: '0',
      DELIVERY_CHARGE: '49',
      FREE_DELIVERY_MIN: '999',
      RETURN_WINDOW_DAYS: '7',
      DELIVERY_DAYS_MIN: '3',
      DELIVERY_DAYS_MAX: '6',
    },
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const titles = async (query: string) => {
    const res = await get(`/api/products?category=women_rings&pageSize=50&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().content as { title: string }[]).map((p) => p.title);
  };

  it('sorts by newest, best selling and deepest discount; the price sorts and their default stay as they were', async () => {
    const old = await createProduct(t, { title: 'Sort Old Ring', price: 1000, discountedPrice: 900 });
    const mid = await createProduct(t, { title: 'Sort Mid Ring', price: 1000, discountedPrice: 500 });
    const recent = await createProduct(t, { title: 'Sort New Ring', price: 1000, discountedPrice: 700 });
    for (const [product, daysAgo] of [
      [old, 30],
      [mid, 10],
      [recent, 1],
    ] as const)
      await t.db.execute(
        sql`update products set created_at = now() - make_interval(days => ${daysAgo}) where id = ${product.id}`,
      );
    // Two paid orders of the oldest ring and one of the middle one: the oldest sells best.
    for (const [product, quantity] of [
      [old, 2],
      [mid, 1],
    ] as const) {
      const buyer = await createUser(t);
      const order = await placeOrder(t, buyer, [{ productId: product.id, size: 's', quantity }]);
      await t.db.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, order._id));
    }

    expect(await titles('sort=newest')).toEqual(['Sort New Ring', 'Sort Mid Ring', 'Sort Old Ring']);
    expect(await titles('sort=bestseller')).toEqual(['Sort Old Ring', 'Sort Mid Ring', 'Sort New Ring']);
    expect(await titles('sort=discount')).toEqual(['Sort Mid Ring', 'Sort New Ring', 'Sort Old Ring']);
    expect(await titles('sort=price_low')).toEqual(['Sort Mid Ring', 'Sort New Ring', 'Sort Old Ring']);
    expect(await titles('')).toEqual(await titles('sort=price_low'));
    expect(await titles('sort=price_high')).toEqual(['Sort Old Ring', 'Sort New Ring', 'Sort Mid Ring']);
    // A search sorted by one of the new keys keeps the key's order.
    expect(await titles('q=sort&sort=newest')).toEqual(['Sort New Ring', 'Sort Mid Ring', 'Sort Old Ring']);
    const bad = await get('/api/products?sort=oldest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('gives each product a readable, unique slug that answers the API and the served page, canonical by slug', async () => {
    const first = await createProduct(t, { title: 'Celeste Moon Ring (925)' });
    const second = await createProduct(t, { title: 'Celeste  Moon Ring 925' });
    const a = (await get(`/api/products/id/${first.id}`)).json();
    const b = (await get(`/api/products/id/${second.id}`)).json();
    expect(a.slug).toBe('celeste-moon-ring-925');
    expect(b.slug).toMatch(/^celeste-moon-ring-925-[0-9a-f]{8}$/);

    const bySlug = await get(`/api/products/slug/${b.slug}`);
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    expect(bySlug.json().id).toBe(second.id);
    expect((await get('/api/products/slug/no-such-piece')).statusCode).toBe(404);

    // The title changes; the address does not (links already shared keep working).
    await t.db.update(products).set({ title: 'Renamed Ring' }).where(eq(products.id, first.id));
    expect((await get(`/api/products/id/${first.id}`)).json().slug).toBe('celeste-moon-ring-925');

    for (const path of [`/product/${a.slug}`, `/product/${first.id}`]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const page = readPage(res.body);
      expect(page.canonical).toBe(`${APP_URL}/product/${a.slug}`);
      const ld = page.jsonLd().find((block) => block['@type'] === 'Product');
      expect(ld?.offers).toMatchObject({ url: `${APP_URL}/product/${a.slug}` });
    }
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>${APP_URL}/product/${a.slug}</loc>`);
    expect(sitemap.body).not.toContain(first.id);
  });

  it("states the shop's delivery and return settings in the product snippet's offer", async () => {
    const cheap = await createProduct(t, { title: 'Ld Cheap Ring', price: 600, discountedPrice: 499 });
    const dear = await createProduct(t, { title: 'Ld Dear Ring', price: 1500, discountedPrice: 1299 });
    const offerOf = async (id: string) => {
      const page = readPage((await get(`/product/${id}`)).body);
      return page.jsonLd().find((block) => block['@type'] === 'Product')?.offers as Record<string, unknown>;
    };
    const cheapOffer = await offerOf(cheap.id);
    expect(cheapOffer.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: 49, currency: 'INR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 0, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 3, maxValue: 6, unitCode: 'DAY' },
      },
    });
    expect(cheapOffer.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 7,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    });
    const dearOffer = await offerOf(dear.id);
    expect(dearOffer.shippingDetails).toMatchObject({ shippingRate: { value: 0, currency: 'INR' } });
  });

  it('keeps a product whose imported picture is waiting or failed off the storefront, and shows it once fetched', async () => {
    const product = await createProduct(t, { title: 'Pictureless Opal Ring' });
    const source = 'https://pictures.example.com/opal.jpg';
    await t.db.update(products).set({ imageUrl: source }).where(eq(products.id, product.id));
    const [row] = await t.db
      .insert(pictureImports)
      .values({ productId: product.id, sourceUrl: source, position: 0, status: 'failed', error: 'not found' })
      .returning();
    if (!row) throw new Error('no picture import');

    const shown = async () => ({
      listing: (await titles('q=opal')).includes(product.title),
      detail: (await get(`/api/products/id/${product.id}`)).statusCode,
      page: (await get(`/product/${product.id}`)).statusCode,
      newArrivals: (await get('/api/products/new-arrivals?limit=10')).body.includes(product.id),
      suggest: (await get('/api/search/suggest?q=opal')).body.includes(product.id),
    });
    expect(await shown()).toEqual({
      listing: false,
      detail: 404,
      page: 404,
      newArrivals: false,
      suggest: false,
    });
    await t.db.update(pictureImports).set({ status: 'waiting' }).where(eq(pictureImports.id, row.id));
    expect((await shown()).detail).toBe(404);
    // The owner still sees it in the back office.
    const admin = await createUser(t, { role: 'admin' });
    const adminList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?q=opal',
      headers: admin.headers,
    });
    expect(adminList.body).toContain(product.id);

    // Fetched: the stored copy takes the source's place, and the product is on sale.
    await t.db.update(pictureImports).set({ status: 'done' }).where(eq(pictureImports.id, row.id));
    await t.db.update(products).set({ imageUrl: '/media/test.webp' }).where(eq(products.id, product.id));
    expect(await shown()).toEqual({
      listing: true,
      detail: 200,
      page: 200,
      newArrivals: true,
      suggest: true,
    });
  });
});
