import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
  const weights: Record<string, { jsKb: number; cssKb: number }> = {};
  for (const [route, pattern] of Object.entries(ROUTES)) {
    const files = closure(manifest, entryKey);
    for (const key of Object.keys(manifest).filter((k) => pattern.test(k))) closure(manifest, key, files);
    const list = [...files];
    const sum = (ext: string) =>
      Math.round(list.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipKb(f), 0) * 10) / 10;
    weights[route] = { jsKb: sum('.js'), cssKb: sum('.css') };
  }
  return weights;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Bytes of pictures the page downloaded on Lighthouse's phone (412 px wide, device pixel ratio 1.75). */
function imageKb(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items;
  const bytes = (items ?? [])
    .filter((request) => request.resourceType === 'Image')
    .reduce((total, request) => total + (request.transferSize ?? 0), 0);
  return Math.round(bytes / 102.4) / 10;
}

/** The audits of these categories that scored below 1 (weighted ones only: those move the score). */
function failedAudits(
  lhr: {
    categories: Record<string, { auditRefs: { id: string; weight: number }[] } | undefined>;
    audits: Record<string, { score: number | null }>;
  },
  categories: string[],
): string[] {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** Lighthouse's mobile preset, median of three runs per page, against the shop started from its built web app. */
export async function lighthouseFigures(listingCategory = process.env.BENCH_LISTING ?? 'women_rings') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOB_INTERVAL_SECONDS: '0' };
  const server = await startServer('apps/api/src/server.ts', env);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const list = (await (
      await fetch(`${server.url}/api/products?category=${listingCategory}&pageSize=1`)
    ).json()) as {
      content: { id: string }[];
    };
    const pages = {
      home: '/',
      listing: `/women/jewellery/${listingCategory}`,
      product: `/product/${list.content[0]?.id}`,
    };
    const figures: Record<
      string,
      {
        performance: number;
        seo: number;
        bestPractices: number;
        lcpMs: number;
        tbtMs: number;
        cls: number;
        imageKb: number;
        failedAudits: string[];
      }
    > = {};
    const only = process.env.BENCH_PAGES?.split(',');
    for (const [name, pagePath] of Object.entries(pages)) {
      if (only && !only.includes(name)) continue;
      const runs = [];
      // A run that fails to record its trace (Lighthouse's NO_NAVSTART, now and then) is run again, up to twice.
      for (let i = 0, failures = 0; runs.length < 3; i++) {
        const result = await lighthouse(`${server.url}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'seo', 'best-practices'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${pagePath}`);
        if (lhr.runtimeError) {
          if (++failures > 2) throw new Error(`lighthouse failed on ${pagePath}: ${lhr.runtimeError.code}`);
          continue;
        }
        // BENCH_VERBOSE=1: every run's figures, and its full report in the temp folder to look into.
        if (process.env.BENCH_VERBOSE) {
          const report = path.join(os.tmpdir(), `lighthouse-${name}-${i}.json`);
          writeFileSync(report, JSON.stringify(lhr));
          const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
          console.log(
            `${name} run ${i}: ${lhr.categories.performance?.score}, LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms (${report})`,
          );
        }
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
          failedAudits: failedAudits(lhr, ['seo', 'best-practices']),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
          imageKb: imageKb(lhr),
        });
      }
      figures[name] = {
        performance: median(runs.map((r) => r.performance)),
        seo: median(runs.map((r) => r.seo)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        // What cost SEO or Best Practices points in any run, to look into.
        failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        imageKb: median(runs.map((r) => r.imageKb)),
      };
    }
    return figures;
  } finally {
    chrome.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
