import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { multipart, png, sendFile } from '../../../test/helpers/images.ts';
import { startPicturesApp } from '../../../test/helpers/pictures-app.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

describe('admin image uploads', () => {
  let t: TestApp;
  let admin: TestUser;
  let dataDir: string;
  let stop: () => Promise<void>;
  const uploadsDir = () => path.join(dataDir, 'uploads');
  const files = async () => (await readdir(uploadsDir()).catch(() => [])).sort();

  beforeAll(async () => ({ t, admin, dataDir, stop } = await startPicturesApp()));
  afterAll(() => stop());

  const upload = (body: ReturnType<typeof multipart>, user: TestUser | null = admin) =>
    sendFile(t, body, user ? user.headers : {});

  it('re-encodes a PNG to WebP at 1200, 800 and 400 wide and serves it, cached for a year', async () => {
    const res = await upload(multipart(await png(1600, 1000), 'ring.png', 'image/png'));
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.webp$/);
    const name = path.basename(url, '.webp');
    expect(await files()).toEqual([`${name}-400.webp`, `${name}-800.webp`, `${name}.webp`]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 750 });
    for (const width of [400, 800]) {
      const variant = await t.app.inject({ method: 'GET', url: url.replace('.webp', `-${width}.webp`) });
      expect(variant.statusCode).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(width);
    }

    // The URL is accepted as a product image.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.headers,
      payload: {
        Image: url,
        title: 'Uploaded Ring',
        color: 'Gold',
        price: 999,
        discountedPrice: 799,
        topLevelCategory: 'Women',
        secondLevelCategory: 'Clothing',
        thirdLevelCategory: 'women_rings',
        size: [{ name: '7', quantity: 1 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().Image).toBe(url);
  });

  it('never enlarges a small image, and accepts JPEG and WebP', async () => {
    const small = await png(300, 200);
    for (const [buffer, type] of [
      [await sharp(small).jpeg().toBuffer(), 'image/jpeg'],
      [await sharp(small).webp().toBuffer(), 'image/webp'],
      [small, 'application/octet-stream'],
    ] as const) {
      const res = await upload(multipart(buffer, 'photo.bin', type));
      expect(res.statusCode, res.body).toBe(201);
      const served = await t.app.inject({ method: 'GET', url: res.json().url });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300 });
    }
  });

  it('checks the content, not the name or type: a text file renamed .png is 400 and stores nothing', async () => {
    const before = await files();
    for (const [buffer, name] of [
      [Buffer.from('just some text, honestly'), 'photo.png'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"/>'),
        'x.png',
      ],
      [
        await sharp(await png(20, 20))
          .gif()
          .toBuffer(),
        'anim.png',
      ],
      [(await png(200, 200)).subarray(0, 300), 'truncated.png'],
    ] as const) {
      const res = await upload(multipart(buffer, name, 'image/png'));
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_INPUT',
        message: expect.stringMatching(/JPEG, PNG or WebP/),
      });
    }
    expect(await files()).toEqual(before);
  });

  it('answers 413 for a file over 5 MB and stores nothing', async () => {
    const before = await files();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 1, 1)]);
    const res = await upload(multipart(big, 'big.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(await files()).toEqual(before);
  });

  it('answers 400 for a request without a file or not sent as multipart', async () => {
    const boundary = 'xyz';
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    const json = await clientOf(t, admin).post('/api/admin/uploads', { url: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('S04 refuses a customer (403) and S03 an anonymous caller (401), storing nothing', async () => {
    const before = await files();
    const customer = await createUser(t);
    const image = await png(50, 50);
    expect((await upload(multipart(image, 'a.png', 'image/png'), customer)).statusCode).toBe(403);
    expect((await upload(multipart(image, 'a.png', 'image/png'), null)).statusCode).toBe(401);
    expect(await files()).toEqual(before);
  });

  it('serves only files it made: unknown names and path tricks are 404', async () => {
    for (const url of [
      `/media/uploads/${'0'.repeat(32)}.webp`,
      '/media/uploads/..%2F..%2Fetc%2Fpasswd',
      '/media/uploads/%2E%2E%2Fconfig.json',
      '/media/uploads/readme.txt',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
