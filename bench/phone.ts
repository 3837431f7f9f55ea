/// <reference lib="dom" />
import type { Browser, BrowserContext } from 'playwright-core';
import { median } from './load.ts';
import { benchPages, withDemoShopInChromium } from './web.ts';

/**
 * DevTools' "Slow 4G" preset (Chrome 119 and later; the old "Fast 3G"): 562.5 ms round trip, 1.44 Mbit/s down,
 * 675 kbit/s up, applied to each request by the browser itself rather than simulated afterwards.
 */
const SLOW_4G = { latency: 562.5, downloadThroughput: (1440 * 1000) / 8, uploadThroughput: (675 * 1000) / 8 };
const PHONE_CPU_SLOWDOWN = 4;
/** tsx (esbuild's keepNames) wraps the named functions of the scripts sent to the page in `__name(…)`. */
const NAME_HELPER = 'window.__name = (f) => f;';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export interface PhoneLoad {
  /**
   * When the page's main content was on the screen and no longer under the start-up spinner: the later of the
   * spinner's end and the last largest-contentful-paint candidate (Chrome counts a paint under an overlay too).
   */
  usefulContentMs: number;
  /** When the app had replaced the server's page (its `.ssr` content gone) and answers taps. */
  appReadyMs: number;
  /**
   * When the header was live: out from under the spinner, with its cart link and a search control (the served
   * page's search form or the app's search button).
   */
  headerLiveMs: number;
}

/** A product page's load in which the shopper taps a size and Add to Cart as soon as they are on the screen. */
export interface PhoneTap {
  /** When the tap on Add to Cart that put the piece in the cart was made (the first one that did). */
  addToCartMs: number;
}

/** One first visit of the session (spinner due, empty cache) on a throttled phone; times from navigation start. */
async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return page;
}

async function loadOnPhone(browser: Browser, url: string): Promise<PhoneLoad> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: NAME_HELPER });
    await context.addInitScript(() => {
      const w = window as unknown as {
        lcp: number;
        appReady: number;
        spinnerEnd: number;
        headerLive: number;
      };
      w.lcp = 0;
      w.appReady = 0;
      w.spinnerEnd = 0;
      w.headerLive = 0;
      const headerIsLive = () =>
        !document.querySelector('.boot') &&
        document.querySelector('header a[href="/cart"]') &&
        document.querySelector('header form[role="search"], header [aria-label="Open search"]');
      const look = () => {
        if (!w.appReady && document.readyState !== 'loading' && !document.querySelector('.ssr'))
          w.appReady = performance.now();
        if (!w.headerLive && headerIsLive()) w.headerLive = performance.now();
      };
      window.addEventListener(
        'moonmade:booted',
        () => {
          w.spinnerEnd = performance.now();
          look();
        },
        { once: true },
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(look).observe(document, { childList: true, subtree: true });
    });
    const page = await throttledPage(context);
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    await page.waitForFunction(() => (window as unknown as { appReady: number }).appReady > 0, undefined, {
      timeout: 180_000,
    });
    // LCP candidates stop at the first input; until then a late picture may still replace the largest one.
    await page.waitForTimeout(1000);
    const times = await page.evaluate(() => {
      const w = window as unknown as {
        lcp: number;
        appReady: number;
        spinnerEnd: number;
        headerLive: number;
      };
      return {
        usefulContentMs: Math.round(Math.max(w.lcp, w.spinnerEnd)),
        appReadyMs: Math.round(w.appReady),
        headerLiveMs: Math.round(w.headerLive),
      };
    });
    return times;
  } finally {
    await context.close();
  }
}

/**
 * Where to tap, once the spinner is gone, scrolled into view: the size (the served page's first size radio or
 * the app's first size button; none when one is chosen already, or the piece has one size) or the Add to Cart
 * button (the served form's or the app's). Null when it is not on the page yet.
 */
function placeToTap(what: 'size' | 'button') {
  if (document.querySelector('.boot')) return null;
  const button = [...document.querySelectorAll('button')].find(
    (b) => /^add to cart$/i.test(b.textContent?.trim() ?? '') && !b.disabled,
  );
  if (!button) return null;
  let target: Element | null = button;
  if (what === 'size') {
    const chosen = 'input[name="size"]:checked, button[aria-label^="Size "][aria-pressed="true"]';
    const open = 'input[name="size"]:not(:disabled), button[aria-label^="Size "]:not(:disabled)';
    const size = document.querySelector(chosen) ? null : document.querySelector(open);
    target = size ? (size.closest('label') ?? size) : null;
    if (!target) return { x: -1, y: -1 };
  }
  target.scrollIntoView({ block: 'center' });
  const box = target.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const guestCartLines = () => {
  try {
    return (
      (JSON.parse(localStorage.getItem('guestCart') ?? '{}') as { cartItems?: unknown[] }).cartItems
        ?.length ?? 0
    );
  } catch {
    return 0;
  }
};

/** A first visit to a product page on the phone, tapping a size and Add to Cart as early as they show. */
async function addOnPhone(browser: Browser, url: string): Promise<PhoneTap> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: NAME_HELPER });
    const page = await throttledPage(context);
    await page.goto(url, { waitUntil: 'commit', timeout: 180_000 });
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      const size = await page.evaluate(placeToTap, 'size' as const).catch(() => null);
      if (size && size.x >= 0) await page.touchscreen.tap(size.x, size.y);
      const button = size && (await page.evaluate(placeToTap, 'button' as const).catch(() => null));
      if (!button) {
        await page.waitForTimeout(50);
        continue;
      }
      const tappedAt = await page.evaluate(() => performance.now());
      await page.touchscreen.tap(button.x, button.y);
      const added = await page
        .waitForFunction(guestCartLines, undefined, { timeout: 1500, polling: 50 })
        .then(() => true)
        .catch(() => false);
      if (added) return { addToCartMs: Math.round(tappedAt) };
    }
    throw new Error(`Add to Cart never added the piece on ${url}`);
  } finally {
    await context.close();
  }
}

/**
 * The shopper's own phone (issue 33): a 390 px screen on "slow 4G" with the CPU four times slower, measured in a
 * real browser (the network and CPU slowed while the page loads, not simulated from a fast load as Lighthouse does).
 * Medians of BENCH_RUNS (5) first visits per page.
 */
export async function phoneFigures(listingCategory = process.env.BENCH_LISTING ?? 'women_rings') {
  const runsPerPage = Number(process.env.BENCH_RUNS ?? 5);
  return withDemoShopInChromium('bench-phone', async ({ url, browser }) => {
    const pages = await benchPages(url, listingCategory);
    const figures: Record<string, PhoneLoad & Partial<PhoneTap>> = {};
    const only = process.env.BENCH_PAGES?.split(',');
    for (const [name, pagePath] of Object.entries(pages)) {
      if (only && !only.includes(name)) continue;
      const runs: PhoneLoad[] = [];
      for (let i = 0; i < runsPerPage; i++) runs.push(await loadOnPhone(browser, `${url}${pagePath}`));
      if (process.env.BENCH_VERBOSE) console.log(`${name} phone loads: ${JSON.stringify(runs)}`);
      figures[name] = {
        usefulContentMs: median(runs.map((run) => run.usefulContentMs)),
        appReadyMs: median(runs.map((run) => run.appReadyMs)),
        headerLiveMs: median(runs.map((run) => run.headerLiveMs)),
      };
      if (name === 'product') {
        const taps: PhoneTap[] = [];
        for (let i = 0; i < runsPerPage; i++) taps.push(await addOnPhone(browser, `${url}${pagePath}`));
        if (process.env.BENCH_VERBOSE) console.log(`product taps: ${JSON.stringify(taps)}`);
        figures[name].addToCartMs = median(taps.map((tap) => tap.addToCartMs));
      }
    }
    return figures;
  });
}
