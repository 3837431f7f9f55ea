import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { type Browser, chromium } from 'playwright-core';
import { auditTwice, figuresOf, type PageFigures } from './lighthouse.ts';
import { median } from './load.ts';
import { repoRoot, startServer } from './server-process.ts';

const dist = path.join(repoRoot, 'apps/web/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const gzipKb = (file: string) =>
  Math.round(gzipSync(readFileSync(path.join(dist, file))).length / 102.4) / 10;

/** The files a chunk pulls in before it can run: itself, its static imports, and their CSS. */
function closure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const child of chunk.imports ?? []) closure(manifest, child, seen);
  return seen;
}

// The home, listing and product pages share one chunk (apps/web/build/chunk-groups.ts), named `_pages-…` in the manifest.
const ROUTES: Record<string, RegExp> = {
  home: /features\/home\/.*Page\.tsx$|^_pages-/,
  listing: /features\/catalog\/.*Page\.tsx$|^_pages-/,
  product: /features\/product\/.*Page\.tsx$|^_pages-/,
  admin: /features\/admin\/AdminApp\.tsx$/,
};

/** Gzip size of the JavaScript and CSS each route loads before interaction, from the production build's manifest. */
export async function webWeight(): Promise<Record<string, { jsKb: number; cssKb: number }>> {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error('No apps/web/dist/.vite/manifest.json: run `npm run build` first');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  // The chunks index.html preloads: the entry imports the app's start dynamically, in tasks of its own (main.tsx).
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  const startKeys = Object.keys(manifest).filter((k) => preloaded.includes(manifest[k]?.file));
  const weights: Record<string, { jsKb: number; cssKb: number }> = {};
  for (const [route, pattern] of Object.entries(ROUTES)) {
    const files = closure(manifest, entryKey);
    for (const key of startKeys) closure(manifest, key, files);
    for (const key of Object.keys(manifest).filter((k) => pattern.test(k))) closure(manifest, key, files);
    const list = [...files];
    const sum = (ext: string) =>
      Math.round(list.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipKb(f), 0) * 10) / 10;
    weights[route] = { jsKb: sum('.js'), cssKb: sum('.css') };
  }
  return weights;
}

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The demo shop started in a data directory of its own (`name` names it) and the machine's Chromium, for `use`;
 * both stopped and the directory removed after, whatever happens.
 */
export async function withDemoShopInChromium<T>(
  name: string,
  use: (shop: { url: string; browser: Browser }) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `${name}-`));
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
    return await use({ url: server.url, browser });
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The three pages the web benches load: home, a listing, and that listing's first product. */
export async function benchPages(serverUrl: string, listingCategory: string) {
  const list = (await (
    await fetch(`${serverUrl}/api/products?category=${listingCategory}&pageSize=1`)
  ).json()) as { content: { id: string }[] };
  return {
    home: '/',
    listing: `/women/jewellery/${listingCategory}`,
    product: `/product/${list.content[0]?.id}`,
  };
}

/**
 * Lighthouse's mobile preset against the shop started from its built web app: each page loaded BENCH_RUNS times
 * (5), the median of each figure, and the same loads simulated on a CPU six times slower (the "slow" columns).
 */
export async function lighthouseFigures(listingCategory = process.env.BENCH_LISTING ?? 'women_rings') {
  const runsPerPage = Number(process.env.BENCH_RUNS ?? 5);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOB_INTERVAL_SECONDS: '0' };
  const server = await startServer('apps/api/src/server.ts', env);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const pages = await benchPages(server.url, listingCategory);
    const figures: Record<string, Omit<PageFigures, 'failedAudits'> & { failedAudits: string[] }> = {};
    const only = process.env.BENCH_PAGES?.split(',');
    for (const [name, pagePath] of Object.entries(pages)) {
      if (only && !only.includes(name)) continue;
      const runs: PageFigures[] = [];
      // A run that fails to record its trace (Lighthouse's NO_NAVSTART, now and then) is run again, up to twice.
      for (let i = 0, failures = 0; runs.length < runsPerPage; i++) {
        const loads = await auditTwice(`${server.url}${pagePath}`, chrome.port);
        if (loads.normal.runtimeError || loads.slow.runtimeError) {
          const code = (loads.normal.runtimeError ?? loads.slow.runtimeError)?.code;
          if (++failures > 2) throw new Error(`lighthouse failed on ${pagePath}: ${code}`);
          continue;
        }
        const run = figuresOf(loads);
        // BENCH_VERBOSE=1: every run's figures, and its full report in the temp folder to look into.
        if (process.env.BENCH_VERBOSE) {
          const report = path.join(os.tmpdir(), `lighthouse-${name}-${i}.json`);
          writeFileSync(report, JSON.stringify(loads.normal));
          console.log(`${name} run ${i}: ${JSON.stringify(run)} (${report})`);
        }
        runs.push(run);
      }
      const middle = (key: Exclude<keyof PageFigures, 'failedAudits'>) => median(runs.map((run) => run[key]));
      figures[name] = {
        performance: middle('performance'),
        lcpMs: middle('lcpMs'),
        tbtMs: middle('tbtMs'),
        cls: middle('cls'),
        fcpMs: middle('fcpMs'),
        scriptKb: middle('scriptKb'),
        scriptParsedKb: middle('scriptParsedKb'),
        mainThreadMs: middle('mainThreadMs'),
        imageKb: middle('imageKb'),
        slowPerformance: middle('slowPerformance'),
        slowLcpMs: middle('slowLcpMs'),
        slowTbtMs: middle('slowTbtMs'),
        seo: middle('seo'),
        bestPractices: middle('bestPractices'),
        hostBenchmarkIndex: middle('hostBenchmarkIndex'),
        // What cost SEO or Best Practices points in any run, to look into.
        failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
      };
    }
    return figures;
  } finally {
    chrome.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
