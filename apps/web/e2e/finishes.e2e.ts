import { describe, expect, it } from 'vitest';
import { adminForTests, createTestProduct } from './shop-setup.ts';
import {
  type ApiProduct,
  apiCall,
  baseUrl,
  browserForTests,
  openSession,
  placeOrder,
  signUp,
} from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

/** A ring in gold and in silver, linked as one design; the silver one takes an engraving. */
async function ringInTwoFinishes(label: string) {
  const gold = await createTestProduct(admin.jwt, `Selene Ring ${label} Gold`, { '7': 5 });
  const silver = await createTestProduct(admin.jwt, `Selene Ring ${label} Silver`, { '7': 5 });
  const edit = await apiCall<Record<string, unknown>>(`/api/admin/products/${silver._id}`, {
    jwt: admin.jwt,
  });
  await apiCall(`/api/admin/products/${silver._id}`, {
    method: 'PUT',
    jwt: admin.jwt,
    body: {
      title: edit.title,
      Image: edit.Image,
      color: 'silver',
      price: 1299,
      discountedPrice: 999,
      topLevelCategory: 'women',
      thirdLevelCategory: 'women_rings',
      size: [{ name: '7', quantity: 5 }],
      version: edit.version,
      personalisation: { label: 'Engraving', maxChars: 12, fee: 200, leadDays: 3 },
    },
  });
  await apiCall(`/api/admin/products/${gold._id}/finishes`, {
    method: 'PUT',
    jwt: admin.jwt,
    body: {
      productIds: [gold._id, silver._id],
      labels: { [gold._id]: 'Gold plated', [silver._id]: 'Sterling silver' },
    },
  });
  return { gold, silver };
}

describe('one design in several finishes, and an engraved ring', () => {
  for (const width of [1440, 390]) {
    it(`at ${width} px a shopper switches finish in place and orders the silver ring engraved`, async () => {
      const { gold, silver } = await ringInTwoFinishes(String(width));
      const shopper = await signUp(`engraved-${width}`);
      const session = await openSession(browser(), { width, jwt: shopper.jwt });
      const { page } = session;
      await page.goto(`/product/${gold._id}`);
      await page.getByRole('heading', { name: gold.title, level: 1 }).waitFor();
      const finishes = page.getByRole('radiogroup', { name: /Finish/ });
      await finishes.waitFor();
      expect(await finishes.getByRole('radio', { name: 'Gold plated' }).getAttribute('aria-checked')).toBe(
        'true',
      );

      // Marked in the page: a full reload would lose it.
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await finishes.getByRole('radio', { name: 'Sterling silver' }).click();
      await page.waitForURL(`**/product/${silver._id}`);
      await page.getByRole('heading', { name: silver.title, level: 1 }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      // Before purchase the page says an engraved piece is not returnable.
      expect(await page.getByTestId('personalisation-terms').textContent()).toContain(
        'cannot be returned or exchanged',
      );
      await page.getByRole('checkbox', { name: /Add engraving/ }).check();
      await page.getByTestId('personalisation-text').fill('Anu & Ravi');
      expect(await page.getByTestId('engraving-preview').textContent()).toBe('Anu & Ravi');
      await page.getByRole('button', { name: 'Size 7', exact: true }).click();
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByText(/Added to your cart/).waitFor();

      await page.goto('/cart');
      const line = page.getByTestId('line-personalisation');
      await line.waitFor();
      expect(await line.textContent()).toContain('Engraving: Anu & Ravi');

      const order = await placeOrder(shopper.jwt);
      await page.goto(`/account/order/${order._id}`);
      const ordered = page.getByTestId('line-personalisation');
      await ordered.waitFor();
      expect(await ordered.textContent()).toContain('Anu & Ravi');
      session.assertNoConsoleErrors();
      await session.context.close();
    });
  }

  it('the served HTML of a product lists its finishes with links, its canonical its own', async () => {
    const { gold, silver } = await ringInTwoFinishes('html');
    const html = await (await fetch(`${baseUrl()}/product/${silver._id}`)).text();
    // Siblings are linked by their readable address (decision 0085).
    const { slug } = await apiCall<{ slug: string }>(`/api/products/id/${gold._id}`);
    expect(html).toContain(`href="/product/${slug}"`);
    expect(html).toContain('Gold plated');
    expect(html).toContain('Sterling silver');
    const own = await apiCall<{ slug: string }>(`/api/products/id/${silver._id}`);
    expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*/product/${own.slug}"`));
    const product = await apiCall<ApiProduct & { finishCount: number }>(`/api/products/id/${gold._id}`);
    expect(product.finishCount).toBe(2);
  });
});
