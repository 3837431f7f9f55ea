import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  baseUrl,
  browserForTests,
  countLayoutShifts,
  inStockProduct,
  layoutShifts,
  signUp,
} from './support.ts';

const browser = browserForTests();

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

/**
 * A first visit of the session (the start-up spinner is due) whose app script is held back until `release`: the
 * shopper acts on the served page, then the app takes it over (decision 0123).
 */
async function heldVisit(viewport: { width: number; height: number }, jwt?: string) {
  const context = await browser().newContext({ baseURL: baseUrl(), viewport, reducedMotion: 'reduce' });
  if (jwt) await context.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  await countLayoutShifts(context);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const page = await context.newPage();
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { context, page, release };
}

/**
 * The served face drawn from the first layout, as when its file is there at once (a later visit): it is drawn only
 * then (font-display: optional, decision 0116). With the fallback serif the prices are a little wider, and a price
 * that just fits the app's card can wrap on the served one (decision 0123).
 */
async function servedFaceAtOnce(context: BrowserContext, path: string) {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  const file = /url\((\/assets\/cormorant-[^)]+\.woff2)\)/.exec(html)?.[1];
  if (!file) throw new Error('The served page declares no heading face (is the web app built?)');
  const face = Buffer.from(await (await fetch(`${baseUrl()}${file}`)).arrayBuffer()).toString('base64');
  await context.addInitScript((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    document.fonts.add(new FontFace('Cormorant Served', bytes, { weight: '600' }));
  }, face);
}

async function openServed(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('status', { name: 'Loading the shop' }).waitFor({ state: 'detached' });
}

async function takeOver(page: Page, release: () => void) {
  release();
  await page.locator('.ssr').waitFor({ state: 'detached' });
}

const guestCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('guestCart') ?? '{"cartItems":[]}') as {
        cartItems: { productId: string; size: string; quantity: number }[];
      },
  );

type Box = { x: number; y: number; w: number; h: number };

/** The boxes of the first `count` cards' frame, picture, title and price, rounded to the pixel. */
async function cardBoxes(
  page: Page,
  count: number,
  parts: { card: string; picture: string; title: string; price: string },
) {
  return page.evaluate(
    ({ count, parts }) => {
      const box = (element: Element | null | undefined): Box | null => {
        if (!element) return null;
        const r = element.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
      };
      return [...document.querySelectorAll(parts.card)].slice(0, count).map((card) => ({
        card: box(card),
        picture: box(card.querySelector(parts.picture)),
        title: box(card.querySelector(parts.title)),
        price: box(card.querySelector(parts.price)),
      }));
    },
    { count, parts },
  );
}

const SERVED_CARD = {
  card: '.ssr main a[href^="/product/"]',
  picture: 'img',
  title: 'h3',
  price: '.ssr-price b',
};
const APP_CARD = {
  card: 'main section[aria-label="Products"] a[href^="/product/"]',
  picture: 'img',
  title: 'h3',
  price: '.price-amount',
};

describe('the app takes over the served page without a visible change (issue 47, decision 0123)', () => {
  it.each([
    ['phone', PHONE, 4],
    ['wide screen', WIDE, 3],
  ])("stands the listing's cards where the app's stand (%s)", async (_name, viewport, count) => {
    const { context, page, release } = await heldVisit(viewport);
    await servedFaceAtOnce(context, '/women/jewellery/women_rings');
    await openServed(page, '/women/jewellery/women_rings');
    await page.locator('.ssr main img').first().waitFor();
    const before = await cardBoxes(page, count, SERVED_CARD);
    await takeOver(page, release);
    await page.locator(APP_CARD.card).first().waitFor();
    const after = await cardBoxes(page, count, APP_CARD);
    const shifted = await layoutShifts(page);
    console.log(`listing ${viewport.width} px: layout shift ${shifted}`, JSON.stringify({ before, after }));
    expect(before).toHaveLength(count);
    expect(before).toEqual(after);
    expect(shifted).toBe(0);
    await context.close();
  });

  it("stands the wide screen's header and product page where the app's stand", async () => {
    const { product } = await inStockProduct('women_rings');
    const { context, page, release } = await heldVisit(WIDE);
    await servedFaceAtOnce(context, `/product/${product._id}`);
    await openServed(page, `/product/${product._id}`);
    await page.locator('.ssr .ssr-gallery img').waitFor();
    const boxes = () =>
      page.evaluate(() => {
        const box = (element: Element | null | undefined) => {
          if (!element) return null;
          const { x, y, width, height } = element.getBoundingClientRect();
          return [x, y, width, height].map(Math.round).join(' ');
        };
        const main = document.querySelector('main');
        const buttons = [...(main?.querySelectorAll('button') ?? [])];
        return {
          nav: [...document.querySelectorAll('nav[aria-label="Categories"] > *')].map(box),
          heading: box(main?.querySelector('h1')),
          picture: box(main?.querySelector('img')),
          thumbnails: [...(main?.querySelectorAll('img[sizes="80px"]') ?? [])].map(box),
          addToCart: box(buttons.find((button) => button.textContent?.includes('Add To Cart'))),
        };
      });
    const before = await boxes();
    await takeOver(page, release);
    await page.getByRole('group', { name: 'Pictures' }).locator('img').first().waitFor();
    const after = await boxes();
    expect(before.nav).toHaveLength(5);
    expect(before.thumbnails.length).toBeGreaterThan(1);
    expect(before).toEqual(after);
    expect(await layoutShifts(page)).toBe(0);
    await context.close();
  });

  it('keeps the size chosen on the served product page, and Add To Cart adds that size', async () => {
    const { product, size } = await inStockProduct('women_rings');
    const { context, page, release } = await heldVisit(PHONE);
    await openServed(page, `/product/${product._id}`);
    await page
      .locator('.ssr')
      .getByRole('radio', { name: `Size ${size.toUpperCase()}` })
      .check();
    await takeOver(page, release);
    const chosen = page.locator('main').getByRole('button', { name: `Size ${size.toUpperCase()}` });
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    await page.locator('main').getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByRole('status').filter({ hasText: 'Added to your cart' }).waitFor();
    expect((await guestCart(page)).cartItems).toMatchObject([{ productId: product._id, size, quantity: 1 }]);
    await context.close();
  });

  it("keeps the served page's size note: the app shows the same message", async () => {
    const { product } = await inStockProduct('women_rings');
    const { context, page, release } = await heldVisit(PHONE);
    await openServed(page, `/product/${product._id}`);
    await page.locator('.ssr').getByRole('button', { name: 'Add To Cart' }).click();
    await expect
      .poll(() => page.locator('.ssr-note').textContent())
      .toBe('Please select a size before adding to cart');
    await takeOver(page, release);
    const alert = page.getByRole('alert').filter({ hasText: 'Please select a size before adding to cart' });
    await alert.waitFor();
    expect(await guestCart(page)).toEqual({ cartItems: [] });
    await context.close();
  });

  it('keeps the text typed in the served search field and its focus (wide screen)', async () => {
    const { context, page, release } = await heldVisit(WIDE);
    await openServed(page, '/');
    const served = page.locator('.ssr-find input');
    await served.fill('gold ring');
    await takeOver(page, release);
    const field = page.locator('header').getByRole('combobox', { name: 'Search jewellery' });
    expect(await field.inputValue()).toBe('gold ring');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    // The shopper types on where they were: the caret is at the end of the text.
    await page.keyboard.type('s');
    expect(await field.inputValue()).toBe('gold rings');
    await context.close();
  });

  it("opens the app's menu with the search the shopper opened on the served phone page", async () => {
    const { context, page, release } = await heldVisit(PHONE);
    await openServed(page, '/');
    await page.locator('.ssr').getByLabel('Open search').click();
    await page.locator('.ssr-search input').fill('chain');
    await takeOver(page, release);
    const drawerField = page.getByRole('dialog').getByRole('combobox', { name: 'Search jewellery' });
    await drawerField.waitFor();
    expect(await drawerField.inputValue()).toBe('chain');
    await context.close();
  });

  it("shows a member's cart count on the served page's badge before the app", async () => {
    const { jwt } = await signUp('served-badge');
    const { product, size } = await inStockProduct('women_rings');
    await addToCart(jwt, product._id, size, 2);
    // A first visit with the app: it learns the count from the server and keeps it.
    const first = await heldVisit(PHONE, jwt);
    first.release();
    await first.page.goto('/');
    await first.page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    const storage = await first.context.storageState();
    await first.context.close();

    const { context, page } = await heldVisitWith(storage);
    await openServed(page, '/');
    expect(await page.locator('.ssr').getByRole('link', { name: 'Cart, 2 items' }).isVisible()).toBe(true);
    await context.close();
  });
});

/** A visit with the local storage a former one left, whose app never arrives. */
async function heldVisitWith(storage: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: PHONE,
    reducedMotion: 'reduce',
    storageState: storage,
  });
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  return { context, page };
}
