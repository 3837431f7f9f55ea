/// <reference lib="dom" />
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { median } from './load.ts';
import { startServer } from './server-process.ts';
import { benchPages, CHROME_FLAGS } from './web.ts';

/**
 * DevTools' "Slow 4G" preset (Chrome 119 and later; the old "Fast 3G"): 562.5 ms round trip, 1.44 Mbit/s down,
 * 675 kbit/s up, applied to each request by the browser itself rather than simulated afterwards.
 */
const SLOW_4G = { latency: 562.5, downloadThroughput: (1440 * 1000) / 8, uploadThroughput: (675 * 1000) / 8 };
const PHONE_CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export interface PhoneLoad {
  /**
   * When the page's main content was on the screen and no longer under the start-up spinner: the later of the
   * spinner's end and the last largest-contentful-paint candidate (Chrome counts a paint under an overlay too).
   */
  usefulContentMs: number;
  /** When the app had replaced the server's page (its `.ssr` content gone) and answers taps. */
  appReadyMs: number;
}

/** One first visit of the session (spinner due, empty cache) on a throttled phone; times from navigation start. */
async function loadOnPhone(browser: Browser, url: string): Promise<PhoneLoad> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(() => {
      const w = window as unknown as { lcp: number; appReady: number; spinnerEnd: number };
      w.lcp = 0;
      w.appReady = 0;
      w.spinnerEnd = 0;
      window.addEventListener('moonmade:booted', () => (w.spinnerEnd = performance.now()), { once: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver(() => {
        if (!w.appReady && document.readyState !== 'loading' && !document.querySelector('.ssr'))
          w.appReady = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { appReady: number }).appReady > 0, undefined, {
      timeout: 60_000,
    });
    // LCP candidates stop at the first input; until then a late picture may still replace the largest one.
    await page.waitForTimeout(1000);
    const times = await page.evaluate(() => {
      const w = window as unknown as { lcp: number; appReady: number; spinnerEnd: number };
      return {
        usefulContentMs: Math.round(Math.max(w.lcp, w.spinnerEnd)),
        appReadyMs: Math.round(w.appReady),
      };
    });
    return times;
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
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-phone-'));
  const server = await startServer('apps/api/src/server.ts', {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JOB_INTERVAL_SECONDS: '0',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  try {
    const pages = await benchPages(server.url, listingCategory);
    const figures: Record<string, PhoneLoad> = {};
    const only = process.env.BENCH_PAGES?.split(',');
    for (const [name, pagePath] of Object.entries(pages)) {
      if (only && !only.includes(name)) continue;
      const runs: PhoneLoad[] = [];
      for (let i = 0; i < runsPerPage; i++) runs.push(await loadOnPhone(browser, `${server.url}${pagePath}`));
      if (process.env.BENCH_VERBOSE) console.log(`${name} phone loads: ${JSON.stringify(runs)}`);
      figures[name] = {
        usefulContentMs: median(runs.map((run) => run.usefulContentMs)),
        appReadyMs: median(runs.map((run) => run.appReadyMs)),
      };
    }
    return figures;
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
