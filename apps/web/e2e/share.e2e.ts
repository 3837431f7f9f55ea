import { formatRupees } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { apiCall, baseUrl, browserForTests, inStockProduct, openSession } from './support.ts';

const browser = browserForTests();

interface Product {
  _id: string;
  title: string;
  slug: string;
  discountedPrice: number;
}

const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 };

describe('sharing a product and its link preview', () => {
  it('a preview bot (no JavaScript) reads the built page: name, price, JPEG picture and JSON-LD', async () => {
    const { product } = await inStockProduct('women_earings');
    const full = await apiCall<Product>(`/api/products/id/${product._id}`);
    const res = await fetch(`${baseUrl()}/product/${product._id}`, {
      headers: { 'user-agent': 'WhatsApp/2.24.1 A' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    // The built app's page (hashed script), with this product's head and content in it.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    expect(html).toContain(
      `<meta property="og:title" content="${full.title} · ${formatRupees(full.discountedPrice)}">`,
    );
    expect(html).toContain(`<h1>${full.title}</h1>`);
    expect(html).toContain('<script type="application/ld+json">');
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
    const picture = await fetch(image.replace(/^https?:\/\/[^/]+/, baseUrl()));
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await picture.arrayBuffer()).byteLength).toBeLessThanOrEqual(300 * 1024);
  });

  it('at 390 px without a share sheet: WhatsApp with the name, price and link, and Copy link', async () => {
    const { product } = await inStockProduct('women_rings');
    const full = await apiCall<Product>(`/api/products/id/${product._id}`);
    const session = await openSession(browser(), PHONE);
    const { page, context } = session;
    await context.addInitScript(() => {
      // A browser without the Web Share API (most desktops).
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`/product/${product._id}`);
    const shareGroup = page.getByRole('group', { name: 'Share this piece' });
    await shareGroup.waitFor();
    // The app has taken over: the server's copy of the page is gone, not shown twice.
    expect(await page.locator('.ssr').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([full.title]);

    // The readable address (issue 40): the one the served page names canonical.
    const url = `${baseUrl()}/product/${full.slug}`;
    const whatsApp = shareGroup.getByRole('link', { name: 'WhatsApp' });
    const href = new URL((await whatsApp.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(`${full.title}, ${formatRupees(full.discountedPrice)} ${url}`);
    expect(await whatsApp.getAttribute('target')).toBe('_blank');
    expect(await shareGroup.getByRole('button', { name: 'Share' }).count()).toBe(0);

    await shareGroup.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.screenshot({ path: '/tmp/i25-share-390.png' });
    session.assertNoConsoleErrors();
    await context.close();
  });

  it('at 390 px with a share sheet: one Share button hands the name, price and link to the phone', async () => {
    const { product } = await inStockProduct('men_chains');
    const full = await apiCall<Product>(`/api/products/id/${product._id}`);
    const session = await openSession(browser(), PHONE);
    const { page, context } = session;
    await context.addInitScript(() => {
      // The phone's share sheet, as Android Chrome and iOS Safari expose it; records what it was given.
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
    });
    await page.goto(`/product/${product._id}`);
    const shareGroup = page.getByRole('group', { name: 'Share this piece' });
    await shareGroup.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
      .toEqual([
        {
          title: full.title,
          text: `${full.title}, ${formatRupees(full.discountedPrice)}`,
          url: `${baseUrl()}/product/${full.slug}`,
        },
      ]);
    expect(await shareGroup.getByRole('link', { name: 'WhatsApp' }).count()).toBe(0);
    session.assertNoConsoleErrors();
    await context.close();
  });
});
