import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, sendFile } from '../../../../test/helpers/images.ts';
import { reviewedByBuyer } from '../../../../test/helpers/reviews.ts';
import { startTestBucket, type TestBucket } from '../../../../test/helpers/s3-server.ts';
import { createProduct } from '../../../../test/helpers/shop.ts';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../../test/helpers/users.ts';
import { loadConfig } from '../../../config.ts';

/**
 * STORAGE=s3 against a real S3-compatible server (s3rver, which checks every request's SigV4 signature) on
 * loopback: two app instances with separate DATA_DIRs share one bucket, as two machines would.
 */
let bucket: TestBucket;
let database: TestDatabase;
let one: TestApp;
let two: TestApp;
let admin: TestUser;
const dataDirs: string[] = [];

const dataDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-s3-data-'));
  dataDirs.push(dir);
  return dir;
};

const upload = (shop: TestApp, image: Buffer) =>
  sendFile(shop, multipart(image, 'ring.png', 'image/png'), admin.headers);

beforeAll(async () => {
  bucket = await startTestBucket();
  database = await createTestDatabase('empty');
  one = await buildTestApp({ database, env: { ...bucket.env, DATA_DIR: await dataDir() } });
  two = await buildTestApp({ database, env: { ...bucket.env, DATA_DIR: await dataDir() } });
  admin = await createUser(one, { role: 'admin' });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await database?.drop();
  await bucket?.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('pictures in an S3 bucket', () => {
  it('STORAGE=s3 needs a bucket, and a key id only with its secret', () => {
    const base = { NODE_ENV: 'test', STORAGE: 's3' };
    expect(() => loadConfig(base)).toThrow('S3_BUCKET is required when STORAGE=s3');
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(loadConfig({ ...base, S3_BUCKET: 'b-1' }).STORAGE).toBe('s3');
    expect(loadConfig({ NODE_ENV: 'test' }).STORAGE).toBe('local');
  });

  it('an upload through one instance lands in the bucket (not on disk) and the other instance serves it', async () => {
    const res = await upload(one, await png(1600, 1000));
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.webp$/);
    const name = path.basename(url, '.webp');
    expect(await bucket.keys()).toEqual(
      expect.arrayContaining([
        `uploads/${name}-400.webp`,
        `uploads/${name}-800.webp`,
        `uploads/${name}.webp`,
      ]),
    );
    for (const dir of dataDirs) expect(await readdir(dir)).toEqual([]);

    const served = await two.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    const variant = await two.app.inject({ method: 'GET', url: url.replace('.webp', '-400.webp') });
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(400);
  });

  it('a name that is not in the bucket is a 404 in the shared shape; a name we never make is not asked for', async () => {
    const missing = await two.app.inject({ method: 'GET', url: `/media/uploads/${'0'.repeat(32)}.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const foreign = await two.app.inject({ method: 'GET', url: '/media/uploads/..%2Fsecret.webp' });
    expect(foreign.statusCode).toBe(404);
  });

  it('with S3_PUBLIC_URL the shop points browsers at the CDN instead of passing the bytes through', async () => {
    const cdn = await buildTestApp({
      database,
      env: { ...bucket.env, DATA_DIR: await dataDir(), S3_PUBLIC_URL: 'https://img.moonmade.example/' },
    });
    try {
      const name = 'a'.repeat(32);
      const res = await cdn.app.inject({ method: 'GET', url: `/media/uploads/${name}-800.webp` });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`https://img.moonmade.example/uploads/${name}-800.webp`);
    } finally {
      await cdn.close();
    }
  });

  it('S61 refused credentials give a 503 in the shared shape, and neither the key nor the secret reaches the reply or a log', async () => {
    const secret = 'wrong-secret-value-4f1d9a7c2b';
    const keyId = 'AKIAWRONGKEYID4711';
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => lines.push(chunk));
    const wrong = await buildTestApp({
      database,
      env: {
        ...bucket.env,
        DATA_DIR: await dataDir(),
        S3_ACCESS_KEY_ID: keyId,
        S3_SECRET_ACCESS_KEY: secret,
        LOG_LEVEL: 'debug',
      },
      logStream: stream,
    });
    try {
      const before = await bucket.keys();
      const res = await upload(wrong, await png(300, 200));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      const read = await wrong.app.inject({ method: 'GET', url: `/media/uploads/${'b'.repeat(32)}.webp` });
      expect(read.statusCode).toBe(503);
      expect(await bucket.keys()).toEqual(before);
      const log = lines.join('');
      expect(log).toContain('picture storage unavailable');
      for (const text of [res.body, read.body, log]) {
        expect(text).not.toContain(secret);
        expect(text).not.toContain(keyId);
        expect(text).not.toContain('Signature=');
      }
    } finally {
      await wrong.close();
    }
  });

  it('a bucket that does not answer is a 503 in the shared shape', async () => {
    const down = await buildTestApp({
      database,
      env: { ...bucket.env, S3_ENDPOINT: 'http://127.0.0.1:9', DATA_DIR: await dataDir() },
    });
    try {
      const res = await upload(down, await png(300, 200));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });

  it('a review photo uploaded through one instance lands in the bucket, resized, and the other serves it', async () => {
    const product = await createProduct(one, { sizes: { s: 5 } });
    const { user: buyer, reviewId } = await reviewedByBuyer(one, product.id);
    const body = multipart(await png(1600, 1200), 'hand.png', 'image/png', 'photo');
    const res = await sendFile(one, body, buyer.headers, { url: `/api/reviews/${reviewId}/photos` });
    expect(res.statusCode, res.body).toBe(201);
    const name = path.basename(res.json().url, '.webp');
    expect(await bucket.keys()).toEqual(
      expect.arrayContaining([
        `uploads/${name}.webp`,
        `uploads/${name}-400.webp`,
        `uploads/${name}-800.webp`,
      ]),
    );
    const served = await two.app.inject({ method: 'GET', url: res.json().url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
  });
});
