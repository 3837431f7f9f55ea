import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForTests, countLayoutShifts, inStockProduct, layoutShifts } from './support.ts';

const browser = browserForTests();

const PHONE = { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' as const };

/** A first visit of the session on a phone: the start-up spinner is due, then the served page shows. */
async function phoneVisit() {
  const context = await browser().newContext({ baseURL: baseUrl(), ...PHONE });
  return { context, page: await context.newPage() };
}

/** Boxes of the header's logo and cart link and of the product page's Add To Cart, rounded to the pixel. */
async function boxesOf(page: Page, addToCart: string) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${selector} has no box`);
    return {
      x: Math.round(found.x),
      y: Math.round(found.y),
      w: Math.round(found.width),
      h: Math.round(found.height),
    };
  };
  return {
    logo: await box('header a[href="/"]'),
    cart: await box('header a[href="/cart"]'),
    addToCart: await box(addToCart),
  };
}

const guestCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('guestCart') ?? '{"cartItems":[]}') as {
        cartItems: { productId: string; size: string; quantity: number; product: { title: string } }[];
      },
  );

describe('the served page is the shop itself (issue 47, decision 0116)', () => {
  it("adds to the cart from the served product page before the app's script arrives, and the app shows that cart", async () => {
    const { product, size } = await inStockProduct('women_rings');
    const { context, page } = await phoneVisit();
    const appScripts = (route: Route) => route.abort();
    await page.route('**/assets/*.js', appScripts);
    await page.goto(`/product/${product._id}`, { waitUntil: 'commit' });
    const served = page.locator('.ssr');
    const addButton = served.getByRole('button', { name: 'Add To Cart' });
    await addButton.waitFor();
    await page.getByRole('status', { name: 'Loading the shop' }).waitFor({ state: 'detached' });

    // No size chosen: nothing added, the app's own message.
    await addButton.click();
    await expect
      .poll(() => served.locator('.ssr-note').textContent())
      .toBe('Please select a size before adding to cart');
    expect((await guestCart(page)).cartItems).toEqual([]);

    await served.getByRole('radio', { name: `Size ${size.toUpperCase()}` }).check();
    await addButton.click();
    await expect.poll(() => served.locator('.ssr-note').textContent()).toContain('Added to your cart');
    const cart = await guestCart(page);
    expect(cart.cartItems).toMatchObject([
      { productId: product._id, size, quantity: 1, product: { title: product.title } },
    ]);
    expect(await page.getByRole('link', { name: 'Cart, 1 item' }).isVisible()).toBe(true);

    // The app, once it runs, keeps that line: the cart page lists the piece.
    await page.unroute('**/assets/*.js', appScripts);
    await page.goto('/cart');
    await page
      .getByRole('heading', { name: product.title })
      .or(page.getByText(product.title))
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Cart, 1 item' }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the header and Add To Cart in the same boxes before and after the app takes over', async () => {
    const { product } = await inStockProduct('women_rings');
    const { context, page } = await phoneVisit();
    // The app's script waits until the served page has been measured.
    let release = () => {};
    const measured = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await measured;
      await route.continue();
    });
    await countLayoutShifts(context);
    await page.goto(`/product/${product._id}`, { waitUntil: 'commit' });
    await page.getByRole('status', { name: 'Loading the shop' }).waitFor({ state: 'detached' });
    await page.locator('.ssr .ssr-gallery img').waitFor();
    const before = await boxesOf(page, '.ssr-buy button');
    release();
    await page.getByRole('group', { name: 'Share this piece' }).waitFor();
    expect(await page.locator('.ssr').count()).toBe(0);
    const after = await boxesOf(page, 'main button:has-text("Add To Cart")');
    // The logo's face is the app's only when its file was there at once (font-display: optional, decision 0116):
    // where it stands is the same either way, its width only with the same face.
    expect({ ...before.logo, w: 0 }).toEqual({ ...after.logo, w: 0 });
    expect(before.cart).toEqual(after.cart);
    expect(before.addToCart).toEqual(after.addToCart);
    expect(await layoutShifts(page)).toBe(0);
    await context.close();
  });
});
