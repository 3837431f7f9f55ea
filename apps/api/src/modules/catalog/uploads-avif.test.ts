import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart, png, sendFile } from '../../../test/helpers/images.ts';
import { startPicturesApp } from '../../../test/helpers/pictures-app.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { TestUser } from '../../../test/helpers/users.ts';

/** An upload's AVIF copies come from a job on the queue (JOB_INTERVAL_SECONDS > 0 turns the queue on). */
describe('AVIF copies of uploads', { timeout: 60_000 }, () => {
  let t: TestApp;
  let admin: TestUser;
  let dataDir: string;
  let stop: () => Promise<void>;

  beforeAll(
    async () => ({ t, admin, dataDir, stop } = await startPicturesApp({ JOB_INTERVAL_SECONDS: '3600' })),
  );
  afterAll(() => stop());

  it('the upload answers at once; the job writes AVIF copies at 1200, 800 and 400 wide, served as AVIF', async () => {
    const res = await sendFile(t, multipart(await png(1600, 1000), 'ring.png', 'image/png'), admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(res.json())).toEqual(['url']);
    const name = path.basename(res.json().url, '.webp');

    await vi.waitFor(
      async () =>
        expect(
          (await readdir(path.join(dataDir, 'uploads'))).filter((f) => f.endsWith('.avif')),
        ).toHaveLength(3),
      { timeout: 45_000, interval: 250 },
    );
    for (const [file, width] of [
      [`${name}.avif`, 1200],
      [`${name}-800.avif`, 800],
      [`${name}-400.avif`, 400],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url: `/media/uploads/${file}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/avif');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'heif', width });
    }
  });

  it('until its copy exists, an AVIF address answers the WebP of the same width, not to be kept', async () => {
    // An instance whose queue is off never writes the copy: the stand-in is all there is.
    const offDir = await mkdtemp(path.join(os.tmpdir(), 'shop-avif-off-'));
    const off = await buildTestApp({
      database: t.database,
      env: { DATA_DIR: offDir, JOB_INTERVAL_SECONDS: '0' },
    });
    try {
      const stored = await sendFile(
        off,
        multipart(await png(900, 600), 'ring.png', 'image/png'),
        admin.headers,
      );
      expect(stored.statusCode).toBe(201);
      const name = path.basename(stored.json().url, '.webp');
      const early = await off.app.inject({ method: 'GET', url: `/media/uploads/${name}-400.avif` });
      expect(early.statusCode).toBe(200);
      expect(early.headers['content-type']).toBe('image/webp');
      expect(early.headers['cache-control']).toBe('no-cache');
      expect(await sharp(early.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
      const missing = await off.app.inject({ method: 'GET', url: `/media/uploads/${'c'.repeat(32)}.avif` });
      expect(missing.statusCode).toBe(404);
    } finally {
      await off.close();
      await rm(offDir, { recursive: true, force: true });
    }
  });
});
