/**
 * Renders the demo catalogue's pictures with three.js in headless Chromium and writes them as WebP and AVIF into
 * apps/api/assets/demo-art/. Run by hand (`npm run render:demo-art`) when the demo pieces change; the
 * output is committed, so starting the shop never needs a browser.
 *
 *   --only=products|banners|categories   render one group
 *   --variants=0,10,20                   render only these products
 *   --views=0,2                          render only these views of each product
 *   --missing                            skip files that already exist
 *   --out=/tmp/folder                    write elsewhere (for trying things out)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openRenderPage } from './browser-page.ts';
import { writeAvif, writeWebp } from './encode.ts';
import { bannerJobs, categoryJobs, type Job, productJobs } from './jobs.ts';

const DEFAULT_FOLDER = fileURLToPath(new URL('../../apps/api/assets/demo-art/', import.meta.url));

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(prefix));
  if (!arg) return undefined;
  return arg.startsWith(prefix) ? arg.slice(prefix.length) : 'true';
}

function selectJobs(): Job[] {
  const only = option('only');
  const variants = option('variants')?.split(',').map(Number);
  let jobs = [
    ...(!only || only === 'products' ? productJobs() : []),
    ...(!only || only === 'banners' ? bannerJobs() : []),
    ...(!only || only === 'categories' ? categoryJobs() : []),
  ];
  const views = option('views')?.split(',');
  if (views) jobs = jobs.filter((job) => views.includes(job.output.name.split('-')[1] ?? ''));
  if (variants) jobs = jobs.filter((job) => variants.includes(Number(job.output.name.split('-')[0])));
  return jobs;
}

const folder = option('out') ?? DEFAULT_FOLDER;
const jobs = selectJobs().filter(
  (job) => !option('missing') || !existsSync(join(folder, `${job.output.name}.webp`)),
);
const page = await openRenderPage();
const started = Date.now();
try {
  for (const [index, job] of jobs.entries()) {
    const png = await page.shoot({
      piece: job.piece,
      view: job.view,
      width: job.output.width,
      height: job.output.height,
    });
    const sizes = [
      ...(await writeWebp(png, job.output, folder)),
      ...(await writeAvif(png, job.output, folder)),
    ];
    const kb = sizes.map((size) => `${(size / 1024).toFixed(1)} KB`).join(', ');
    console.log(`${index + 1}/${jobs.length} ${job.output.name} (${job.piece.style}, ${job.view}): ${kb}`);
  }
} finally {
  await page.close();
}
console.log(`${jobs.length} pictures in ${((Date.now() - started) / 1000).toFixed(0)} s`);
