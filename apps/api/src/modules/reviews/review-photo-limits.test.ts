import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, sendFile } from '../../../test/helpers/images.ts';
import { startPicturesApp } from '../../../test/helpers/pictures-app.ts';
import { reviewedByBuyer } from '../../../test/helpers/reviews.ts';
import { createProduct } from '../../../test/helpers/shop.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

/**
 * A small PNG whose header claims `width` × `height` (the IHDR rewritten, its CRC made right): what a
 * decompression bomb looks like before anything is decoded.
 */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const file = Buffer.from(await png(8, 8));
  // Signature (8 bytes), then IHDR: length (4), type (4), width (4), height (4), …, CRC after 13 data bytes.
  file.writeUInt32BE(width, 16);
  file.writeUInt32BE(height, 20);
  file.writeUInt32BE(crc32(file.subarray(12, 29)), 29);
  return file;
}

describe('pictures checked from their header, uploads limited per account', () => {
  let t: TestApp;
  let admin: TestUser;
  let stop: () => Promise<void>;
  beforeAll(async () => ({ t, admin, stop } = await startPicturesApp()));
  afterAll(() => stop());

  const reviewOfDelivered = async () => reviewedByBuyer(t, (await createProduct(t, { sizes: { s: 5 } })).id);
  const addPhoto = (user: TestUser, reviewId: string, file: Buffer, remoteAddress?: string) =>
    sendFile(t, multipart(file, 'hand.png', 'image/png', 'photo'), user.headers, {
      url: `/api/reviews/${reviewId}/photos`,
      remoteAddress,
    });
  const adminUpload = (owner: TestUser, file: Buffer) =>
    sendFile(t, multipart(file, 'bomb.png', 'image/png'), owner.headers, { remoteAddress: '10.71.0.9' });

  it('S71 a review photo claiming 1 × 16,000,000 px is refused from its header, naming the limits', async () => {
    const { user, reviewId } = await reviewOfDelivered();
    const res = await addPhoto(user, reviewId, await pngClaiming(1, 16_000_000));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/1 × 16000000 pixels: at most 12000 on a side/);
  });

  it('S71 a product picture of a huge canvas is refused from its header the same way', async () => {
    const res = await sendFile(
      t,
      multipart(await pngClaiming(16_000, 16_000), 'bomb.png', 'image/png'),
      admin.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at most 12000 on a side/);
  });

  it('S71 refused review photos count toward the account’s upload limit: 429 after 12 tries', async () => {
    const { user, reviewId } = await reviewOfDelivered();
    const bomb = await pngClaiming(1, 16_000_000);
    for (let i = 0; i < 12; i++) expect((await addPhoto(user, reviewId, bomb)).statusCode).toBe(400);
    const limited = await addPhoto(user, reviewId, await png(300, 300));
    expect(limited.statusCode).toBe(429);
  });

  it('S71 review photos are limited per address too: many accounts from one address get 429 after 36 tries', async () => {
    const bomb = await pngClaiming(1, 16_000_000);
    const address = '10.71.0.1';
    for (let account = 0; account < 3; account++) {
      const { user, reviewId } = await reviewOfDelivered();
      for (let i = 0; i < 12; i++)
        expect((await addPhoto(user, reviewId, bomb, address)).statusCode).toBe(400);
    }
    const { user, reviewId } = await reviewOfDelivered();
    const fresh = await png(300, 300);
    expect((await addPhoto(user, reviewId, fresh, address)).statusCode).toBe(429);
    // The same account from another address is not held back by the first address's tries.
    expect((await addPhoto(user, reviewId, fresh, '10.71.0.2')).statusCode).toBe(201);
  });

  it('S71 the back office’s picture uploads are limited per account as well: 429 after 120 tries', async () => {
    const owner = await createUser(t, { role: 'admin' });
    const bomb = await pngClaiming(16_000, 16_000);
    for (let i = 0; i < 120; i++) expect((await adminUpload(owner, bomb)).statusCode).toBe(400);
    const limited = await adminUpload(owner, await png(300, 300));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
