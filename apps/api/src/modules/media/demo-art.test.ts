import { stat } from 'node:fs/promises';
import path from 'node:path';
import { THIRD_LEVEL_CATEGORIES } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { demoCatalogue } from '../../db/seed/demo-catalogue.ts';
import { DEMO_ART_DIR, DEMO_ART_FILE } from './demo-art.ts';

const KB = 1024;

/** `{name}-{w}.avif` exists for each width, is an AVIF that wide, and is smaller than the WebP of the same picture. */
async function expectAvif(name: string, widths: number[]) {
  for (const width of widths) {
    const file = `${name}-${width}.avif`;
    expect(DEMO_ART_FILE.test(file), file).toBe(true);
    const metadata = await sharp(path.join(DEMO_ART_DIR, file)).metadata();
    expect(metadata.format, file).toBe('heif');
    expect(metadata.width, file).toBe(width);
  }
  const largest = (await stat(path.join(DEMO_ART_DIR, `${name}-${widths.at(-1)}.avif`))).size;
  expect(largest, name).toBeLessThan((await stat(path.join(DEMO_ART_DIR, `${name}.webp`))).size);
}

describe('the rendered demo pictures on disk', () => {
  it('has every view of every demo product as WebP at 1200, 800 and 400 px (full size well under 60 KB) and AVIF at 1080, 720, 640 and 360', async () => {
    for (const product of demoCatalogue()) {
      expect(product.images.length).toBeGreaterThanOrEqual(3);
      for (const src of product.images) {
        const name = src.replace('/media/demo/', '').replace('.webp', '');
        expect(DEMO_ART_FILE.test(`${name}.webp`), src).toBe(true);
        const full = path.join(DEMO_ART_DIR, `${name}.webp`);
        expect((await stat(full)).size, src).toBeLessThan(60 * KB);
        expect((await sharp(full).metadata()).width, src).toBe(1200);
        for (const width of [400, 800]) {
          const variant = path.join(DEMO_ART_DIR, `${name}-${width}.webp`);
          expect((await sharp(variant).metadata()).width, `${name}-${width}`).toBe(width);
        }
        await expectAvif(name, [360, 640, 720, 1080]);
      }
    }
  });

  it('has the home banners and a tile for every category, each with its smaller width', async () => {
    for (const name of ['banner-0', 'banner-0-800', 'banner-1', 'banner-1-800']) {
      expect((await stat(path.join(DEMO_ART_DIR, `${name}.webp`))).size, name).toBeGreaterThan(0);
    }
    for (const banner of ['banner-0', 'banner-1']) await expectAvif(banner, [800, 1200, 1600]);
    for (const category of THIRD_LEVEL_CATEGORIES) {
      for (const suffix of ['', '-400']) {
        const name = `category-${category}${suffix}.webp`;
        expect((await stat(path.join(DEMO_ART_DIR, name))).size, name).toBeGreaterThan(0);
      }
      await expectAvif(`category-${category}`, [360, 720]);
    }
  });
});

describe('GET /media/demo/:file', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ template: 'empty' })));
  afterAll(async () => t.close());

  it('serves a rendered picture as WebP, cached for a year', async () => {
    for (const url of ['/media/demo/0-0.webp', '/media/demo/69-2-400.webp', '/media/demo/banner-1.webp']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/webp');
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
    }
    const tile = await t.app.inject({ method: 'GET', url: '/media/demo/category-women_rings-400.webp' });
    expect(tile.statusCode).toBe(200);
  });

  it('serves the AVIF copies as AVIF, cached for a year', async () => {
    for (const url of [
      '/media/demo/0-0-360.avif',
      '/media/demo/banner-0-1600.avif',
      '/media/demo/category-men_chains-720.avif',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/avif');
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      // An ISO media file: `ftyp` box with the `avif` brand.
      expect(res.rawPayload.subarray(4, 12).toString('latin1'), url).toBe('ftypavif');
    }
  });

  it('answers 404 for unknown names and path tricks without reading outside the folder', async () => {
    for (const url of [
      '/media/demo/999-0.webp',
      '/media/demo/0-0.png',
      '/media/demo/0-0-1600.webp',
      '/media/demo/0-0.avif',
      '/media/demo/0-0-400.avif',
      '/media/demo/0-0-300.avif',
      '/media/demo/banner-0-300.avif',
      '/media/demo/category-women_shoes.webp',
      '/media/demo/..%2F..%2Fpackage.json',
      '/media/demo/%2E%2E%2Fdemo-art%2F0-0.webp',
      '/media/demo/..%2Fassets%2Fdemo-art%2F0-0.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('sends the old drawn product addresses on to the rendered pictures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/demo/ring/gold/3/1.svg' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/media/demo/3-1.webp');
  });
});
