import { describe, expect, it } from 'vitest';
import { haltingProxy } from './halting-proxy.ts';
import { baseUrl, browserForTests, countLayoutShifts, inStockProduct, layoutShifts } from './support.ts';

const browser = browserForTests();

const PHONE = { width: 390, height: 844 };

/** A first visit of the session (the spec's start-up spinner is due), on a phone-sized page. */
async function firstVisit() {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: PHONE,
    reducedMotion: 'reduce',
  });
  // Every layout shift of the load, app take-over included, summed as CLS counts them.
  await countLayoutShifts(context);
  return { context, page: await context.newPage() };
}

describe('first paint without the app (issue 33, decision 0076)', () => {
  it("ends the start-up spinner by itself and shows the server's page, even when the app's script never arrives", async () => {
    const { context, page } = await firstVisit();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'commit' });
    const spinner = page.getByRole('status', { name: 'Loading the shop' });
    await spinner.waitFor();
    // Under the spinner the served page is out of reach of screen readers and the keyboard (read in one go, as
    // the spinner may end at any moment).
    const underSpinner = await page.evaluate(() => {
      const content = document.querySelector('.ssr');
      return {
        spinner: document.querySelector('.boot') !== null,
        hidden: content?.getAttribute('aria-hidden'),
        inert: content?.hasAttribute('inert'),
      };
    });
    if (underSpinner.spinner) expect(underSpinner).toEqual({ spinner: true, hidden: 'true', inert: true });
    await spinner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(1400);
    // The same page, now readable: its heading is in the accessibility tree.
    await page.locator('.ssr').getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.ssr').getAttribute('aria-hidden')).toBeNull();
    expect(await page.locator('.ssr-banner img').isVisible()).toBe(true);
    // Its category cards (the header's menu holds the same links, folded as the app's drawer is).
    expect(
      await page
        .locator('.ssr main')
        .getByRole('link', { name: /for her$/ })
        .first()
        .isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('hands the page to the app without a layout shift', async () => {
    const { product } = await inStockProduct('women_rings');
    const { context, page } = await firstVisit();
    await page.goto(`/product/${product._id}`);
    await page.getByRole('group', { name: 'Share this piece' }).waitFor();
    expect(await page.locator('.ssr').count()).toBe(0);
    expect(await layoutShifts(page)).toBe(0);
    await context.close();
  });

  it('lays out the served page only once all of it has arrived, so no part of it moves as the rest comes', async () => {
    // The page stops arriving in the middle of the header's icons for half a second (a slow line).
    const proxy = await haltingProxy('<a class="ssr-icon" href="/wishlist"', 500);
    const context = await browser().newContext({
      baseURL: proxy.url,
      viewport: PHONE,
      reducedMotion: 'reduce',
    });
    await countLayoutShifts(context);
    const page = await context.newPage();
    // The served page alone: the app, taking over, would replace what is measured.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('status', { name: 'Loading the shop' }).waitFor({ state: 'detached' });
    // The whole served header, laid out once: its search sits left of the wishlist, account and cart.
    const search = await page.locator('.ssr summary[aria-label="Open search"]').boundingBox();
    const wishlist = await page.locator('.ssr a[aria-label="Wishlist"]').boundingBox();
    expect(search && wishlist && search.x < wishlist.x).toBe(true);
    expect(await layoutShifts(page)).toBe(0);
    await context.close();
    await proxy.close();
  });

  it('shows the served page without JavaScript', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('.ssr').getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.locator('.ssr a[aria-label="Cart"]').isVisible()).toBe(true);
    await context.close();
  });

  it('takes over the product page with the piece alone: its effects and what is below Add To Cart come in later tasks', async () => {
    const { product } = await inStockProduct('women_rings');
    const { context, page } = await firstVisit();
    // What the page held when the commit that removed the served content ended (its MutationObserver record is
    // delivered at the end of that task). Decision 0120.
    await context.addInitScript(() => {
      const w = window as unknown as { atTakeOver?: Record<string, boolean> };
      const observer = new MutationObserver(() => {
        if (document.querySelector('.ssr') || !document.querySelector('h1')) return;
        observer.disconnect();
        w.atTakeOver = {
          addToCart: [...document.querySelectorAll('button')].some((b) => b.textContent === 'Add To Cart'),
          share: document.querySelector('[aria-label="Share this piece"]') !== null,
          // The page remembers the piece in an effect: run in the commit's task only if React re-rendered at once.
          remembered: localStorage.getItem('recentlyViewed') !== null,
        };
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/product/${product._id}`);
    await page.getByRole('group', { name: 'Share this piece' }).waitFor();
    const atTakeOver = await page.evaluate(
      () => (window as unknown as { atTakeOver?: Record<string, boolean> }).atTakeOver,
    );
    expect(atTakeOver).toEqual({ addToCart: true, share: false, remembered: false });
    expect(await page.evaluate(() => localStorage.getItem('recentlyViewed'))).toContain(product._id);
    await context.close();
  });

  it("builds the product page's CSS while React renders, so the commit that shows the app is not one long task", async () => {
    const { product } = await inStockProduct('women_rings');
    const { context, page } = await firstVisit();
    // Each class rule Emotion inserts is sorted by whether the page still held the served content (React was still
    // rendering: it clears the page only in the commit) or the commit that cleared it was still running (its
    // MutationObserver record is delivered at the end of that task). Decision 0078.
    await context.addInitScript(() => {
      const w = window as unknown as {
        rules: { whileRendering: number; inCommit: number };
        committed: boolean;
      };
      w.rules = { whileRendering: 0, inCommit: 0 };
      w.committed = false;
      new MutationObserver(() => {
        if (!document.querySelector('.ssr')) w.committed = true;
      }).observe(document, { childList: true, subtree: true });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule, index) {
        if (rule.startsWith('.css-')) {
          if (document.querySelector('.ssr')) w.rules.whileRendering++;
          else if (!w.committed) w.rules.inCommit++;
        }
        return insertRule.call(this, rule, index);
      };
    });
    await page.goto(`/product/${product._id}`);
    await page.getByRole('group', { name: 'Share this piece' }).waitFor();
    const rules = await page.evaluate(
      () => (window as unknown as { rules: { whileRendering: number; inCommit: number } }).rules,
    );
    expect(rules.inCommit).toBe(0);
    // The page's own styles, not a few stray ones: the product page has well over a hundred.
    expect(rules.whileRendering).toBeGreaterThan(50);
    await context.close();
  });
});

describe('the first screens make no Intl formatter (decision 0079)', () => {
  // A browser's first Intl formatter loads the locale's data: tens of milliseconds of main thread, four times that
  // on a phone. Prices and the dates these pages show are written by hand; counted here, up to the lazy parts
  // (reviews, footer) a first screen loads right after.
  it.each([
    ['home', () => Promise.resolve('/'), 'footer'],
    ['listing', () => Promise.resolve('/women/jewellery/women_rings'), 'footer'],
    [
      'product',
      async () => `/product/${(await inStockProduct('women_rings')).product._id}`,
      '#reviews-title',
    ],
  ])('on the %s page', async (_name, pagePath, lastToLoad) => {
    const { context, page } = await firstVisit();
    await context.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      const intl = Intl as unknown as Record<string, object>;
      for (const name of [
        'NumberFormat',
        'DateTimeFormat',
        'PluralRules',
        'RelativeTimeFormat',
        'Collator',
      ]) {
        const original = intl[name] as (...args: unknown[]) => unknown;
        intl[name] = new Proxy(original, {
          construct(target, args) {
            made.push(name);
            return Reflect.construct(target, args);
          },
          apply(target, self, args) {
            made.push(name);
            return Reflect.apply(target, self, args);
          },
        });
      }
      const localeMethods: [object, string][] = [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ];
      for (const [owner, method] of localeMethods) {
        const original = Reflect.get(owner, method) as (...args: unknown[]) => string;
        Object.defineProperty(owner, method, {
          value(this: unknown, ...args: unknown[]) {
            made.push(method);
            return original.apply(this, args);
          },
        });
      }
    });
    await page.goto(await pagePath());
    await page.waitForFunction(() => !document.querySelector('.ssr'));
    await page.locator(lastToLoad).first().waitFor({ state: 'attached' });
    // Prices were written: the app's page shows rupees.
    expect(await page.locator('main').innerText()).toContain('₹');
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
    await context.close();
  });
});
