import { describe, expect, it } from 'vitest';
import { type ApiProduct, apiCall, browserForTests, inStockProduct, openSession } from './support.ts';

const browser = browserForTests();

interface ProductFacts {
  material: string;
  weightGrams: number;
  dimensions: string;
  care: string;
  warranty: string;
}

describe('product facts on the product page', () => {
  it('shows what a ring is made of, its weight, care and warranty, the returns promise, a delivery estimate and the size guide', async () => {
    // A demo ring with its facts (other journeys add rings of their own, without facts, to the shared shop).
    const rings = await apiCall<{ content: ApiProduct[] }>(
      '/api/products?category=women_rings&stock=in_stock&pageSize=40&sort=price_high',
    );
    let product: ApiProduct | undefined;
    let facts: ProductFacts | undefined;
    for (const ring of rings.content) {
      const detail = await apiCall<ProductFacts>(`/api/products/id/${ring._id}`);
      if (detail.material && ring.sizes.some((s) => s.quantity > 0)) {
        product = ring;
        facts = detail;
        break;
      }
    }
    if (!product || !facts) throw new Error('No demo ring with its facts');
    const session = await openSession(browser(), { width: 1280 });
    const { page } = session;
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { name: product.title, level: 1 }).waitFor();

    const details = page.getByRole('region', { name: 'Details' });
    await details.waitFor();
    const text = (await details.textContent()) ?? '';
    for (const label of ['Material and finish', 'Weight', 'Dimensions', 'Care', 'Warranty'])
      expect(text).toContain(label);
    expect(text).toContain(facts.material);
    expect(text).toContain(`${facts.weightGrams} g`);
    expect(text).toContain(facts.care);
    expect(text).toContain(facts.warranty);

    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toMatch(/returns and exchanges within 7 days of delivery/i);
    expect(await main.textContent()).toMatch(/Arrives between \w{3}, \d{1,2} \w{3} and \w{3}, \d{1,2} \w{3}/);

    await page.screenshot({ path: '/tmp/h17-product.png', fullPage: true });
    // The ring size guide opens over the piece; its own page is a link away.
    await page.getByRole('button', { name: 'Size guide', exact: true }).click();
    const guide = page.getByRole('dialog', { name: 'Ring Size Guide' });
    await guide.locator('table tbody tr').first().waitFor();
    expect(await guide.locator('table tbody tr').count()).toBe(25);
    expect(page.url()).toContain(`/product/${product._id}`);
    await guide.getByRole('link', { name: 'Open the full guide' }).click();
    await page.waitForURL('**/pages/ring-size-guide');
    await page.getByRole('heading', { name: 'Ring Size Guide', level: 1 }).waitFor();
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('offers no size guide for earrings, whose sizes need none', async () => {
    const { product } = await inStockProduct('women_earings');
    const session = await openSession(browser(), { width: 390 });
    const { page } = session;
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { name: product.title, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Details' }).waitFor();
    expect(await page.getByRole('button', { name: 'Size guide', exact: true }).count()).toBe(0);
    await session.context.close();
  });
});
