import { stat } from 'node:fs/promises';
import path from 'node:path';
import { THIRD_LEVEL_CATEGORIES } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { demoCatalogue } from '../../db/seed/demo-catalogue.ts';
import { DEMO_ART_DIR, DEMO_ART_FILE } from './demo-art.ts';

const KB = 1024;

describe('the rendered demo pictures on disk', () => {
  it('has every view of every demo product at 1200, 800 and 400 px, the full size well under 60 KB', async () => {
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
      }
    }
  });

  it('has the home banners and a tile for every category, each with its smaller width', async () => {
    for (const name of ['banner-0', 'banner-0-800', 'banner-1', 'banner-1-800']) {
      expect((await stat(path.join(DEMO_ART_DIR, `${name}.webp`))).size, name).toBeGreaterThan(0);
    }
    for (const category of THIRD_LEVEL_CATEGORIES) {
      for (const suffix of ['', '-400']) {
        const name = `category-${category}${suffix}.webp`;
        expect((await stat(path.join(DEMO_ART_DIR, name))).size, name).toBeGreaterThan(0);
      }
    }
  });
});

describe('GET /media/demo/:file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ template: 'empty' });
  });
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

  it('answers 404 for unknown names and path tricks without reading outside the folder', async () => {
    for (const url of [
      '/media/demo/999-0.webp',
      '/media/demo/0-0.png',
      '/media/demo/0-0-1600.webp',
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
