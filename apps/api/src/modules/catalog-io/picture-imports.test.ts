import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsv, shopifySample } from '../../../test/fixtures/catalog-io.ts';
import { sampleJpeg, startPictureServer } from '../../../test/helpers/picture-server.ts';
import { startAdminApp } from '../../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { loadConfig } from '../../config.ts';
import { fetchWaitingPictures } from './picture-imports.ts';

const SHOPIFY_CDN = 'https://cdn.shopify.com/s/files/1/0612/3456/7890/files/';

describe("S58 imported pictures: fetched after the import, into the shop's own storage", () => {
  let server: http.Server;
  let base: string;
  let dataDir: string;
  let jpeg: Buffer;
  const requested: string[] = [];

  beforeAll(async () => {
    jpeg = await sampleJpeg();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-picture-imports-'));
    ({ server, base } = await startPictureServer((req, res) => {
      requested.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    }));
  });
  afterAll(async () => {
    server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const shop = (env: Record<string, string>) =>
    startAdminApp({ template: 'empty', env: { DATA_DIR: dataDir, ...env } });
  const pictureRows = (t: TestApp) =>
    t.db.execute<{ status: string; error: string | null; source_url: string }>(
      sql`select status, error, source_url from picture_imports order by source_url`,
    );

  it('S58 a picture on a loopback server is refused, marked failed and never requested', async () => {
    const { t, admin } = await shop({});
    try {
      const res = await importCsv(t, admin, shopifySample().replaceAll(SHOPIFY_CDN, base));
      expect(res.json()).toMatchObject({ created: 6, pictures: 10 });
      const seen = requested.length;
      await fetchWaitingPictures({
        db: t.db,
        pictures: t.app.pictures,
        log: t.app.log,
        allowLoopback: t.config.PICTURE_FETCH_ALLOW_LOOPBACK,
      });
      const rows = (await pictureRows(t)).rows;
      expect(rows).toHaveLength(10);
      for (const row of rows)
        expect(row).toMatchObject({ status: 'failed', error: '127.0.0.1 is not a public address' });
      expect(requested.length).toBe(seen);
    } finally {
      await t.close();
    }
  });

  it('with loopback allowed by the test-only setting, pictures are fetched, stored and shown by the shop', async () => {
    const { t, admin } = await shop({ PICTURE_FETCH_ALLOW_LOOPBACK: 'true' });
    try {
      const file = shopifySample()
        .replaceAll(SHOPIFY_CDN, base)
        // One picture that points at the cloud metadata address: refused, and it leaves the gallery.
        .replace(
          `${base}layered-coin-necklace-model.jpg?v=1700555123`,
          'http://169.254.169.254/latest/meta-data/iam',
        );
      expect((await importCsv(t, admin, file)).json()).toMatchObject({ created: 6, pictures: 10 });
      const finished = await fetchWaitingPictures({
        db: t.db,
        pictures: t.app.pictures,
        log: t.app.log,
        allowLoopback: true,
      });
      expect(finished).toBe(10);
      const rows = (await pictureRows(t)).rows;
      expect(rows.filter((r) => r.status === 'done')).toHaveLength(9);
      expect(rows.find((r) => r.status === 'failed')).toMatchObject({
        source_url: 'http://169.254.169.254/latest/meta-data/iam',
        error: '169.254.169.254 is not a public address',
      });

      const [necklace] = (
        await t.app.inject({ method: 'GET', url: '/api/products?category=women_necklace' })
      ).json().content;
      expect(necklace.images).toHaveLength(2);
      expect(necklace.Image).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.webp$/);
      for (const image of necklace.images)
        expect(image.src).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.webp$/);
      const picture = await t.app.inject({ method: 'GET', url: necklace.Image });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');

      // The same export imported again maps the fetched pictures back to their sources: unchanged, except the
      // necklace, whose refused picture the file still names (so it is tried again).
      const again = await importCsv(t, admin, file);
      expect(again.json()).toMatchObject({ unchanged: 5, updated: 1, errors: [] });
    } finally {
      await t.close();
    }
  });

  it('S58 the loopback allowance exists for tests only', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PICTURE_FETCH_ALLOW_LOOPBACK: 'true' })).toThrow(
      /PICTURE_FETCH_ALLOW_LOOPBACK is for tests only/,
    );
  });
});
