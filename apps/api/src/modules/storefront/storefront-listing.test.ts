import { formatRupees } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => (t = await buildTestApp()));
afterAll(async () => t.close());

/** The served listing's first card, as HTML. */
async function firstCard(): Promise<string> {
  const body = (await t.app.inject({ method: 'GET', url: '/women/jewellery/women_rings' })).body;
  const card = /<ul class="ssr-products"><li>([\s\S]*?)<\/li>/.exec(body)?.[1];
  if (!card) throw new Error('the served listing has no card');
  return card;
}

describe("the served listing draws the app's cards (decision 0123)", () => {
  it("heads the grid as the app's listing does: breadcrumb, title, count, Filters and Sort", async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/women/jewellery/women_rings' })).body;
    const listing = (
      await t.app.inject({
        method: 'GET',
        url: '/api/products?category=women_rings&minPrice=0&minDiscount=0',
      })
    ).json();
    expect(body).toContain(
      '<a href="/">Home</a><i aria-hidden="true">/</i><span>Women</span><i aria-hidden="true">/</i><span>Jewellery</span>',
    );
    expect(body).toContain(`<h1>Rings For Her</h1><p class="ssr-count">${listing.totalElements} pieces</p>`);
    expect(body).toMatch(/<div class="ssr-tools" aria-hidden="true">.*Filters.*Price: Low to High/);
    expect(body).toContain('<main class="ssr-wrap ssr-page ssr-page-wide">');
  });

  it('shows the discount badge, the detail, the stars to the half with the count, sold out and both prices', async () => {
    // The cheapest piece is the first card of the default sort (price, low to high).
    const made = await createProduct(t, { price: 2, discountedPrice: 1, sizes: { s: 0 } });
    await t.db.execute(
      sql`update products set rating_average = 3.7, ratings_count = 8 where id = ${made.id}`,
    );
    const card = await firstCard();
    expect(card).toContain('<span class="ssr-off-badge">50% OFF</span>');
    expect(card).toContain('<span class="ssr-sold">Sold out</span>');
    expect(card).toContain('<p class="ssr-card-detail">A test piece</p>');
    expect(card).toContain('role="img" aria-label="Rated 3.5 out of 5"');
    expect([...card.matchAll(/class="ssr-star-(\w+)"/g)].map((star) => star[1])).toEqual([
      'full',
      'full',
      'full',
      'half',
      'empty',
    ]);
    expect(card).toContain('<span>(8)</span>');
    expect(card).toContain(`${formatRupees(1)}</b>`);
    expect(card).toContain(`${formatRupees(2)}</s><em>50% off</em>`);
    expect(card).not.toContain('ssr-finish-dots');
  });
});
