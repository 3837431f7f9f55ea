import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png } from '../../../test/helpers/images.ts';
import { startPicturesApp } from '../../../test/helpers/pictures-app.ts';
import { reviewedByBuyer } from '../../../test/helpers/reviews.ts';
import { createProduct } from '../../../test/helpers/shop.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import type { TestUser } from '../../../test/helpers/users.ts';

const METRICS_TOKEN = 'decode-cap-metrics-token-0123456789abcdef';
const UPLOADS = 6;

/** `shop_picture_work{state="…"}` as `/metrics` shows it now. */
async function pictureWork(t: TestApp): Promise<Record<string, number>> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  const figures: Record<string, number> = {};
  for (const [, state, value] of res.body.matchAll(/^shop_picture_work\{state="(\w+)"\} (\d+)$/gm))
    figures[state ?? ''] = Number(value);
  return figures;
}

describe('picture decoding is capped at two at a time (S71)', () => {
  let t: TestApp;
  let stop: () => Promise<void>;
  beforeAll(async () => ({ t, stop } = await startPicturesApp({ METRICS_TOKEN })));
  afterAll(() => stop());

  it('S71 six review photos uploaded at once: never more than two decode, the rest wait, and all are stored', async () => {
    const product = await createProduct(t, { sizes: { s: 9 } });
    // Two photos per review (at most three are allowed), from three customers.
    const reviews: { user: TestUser; reviewId: string }[] = [];
    for (let i = 0; i < UPLOADS / 2; i++) {
      const { user, reviewId } = await reviewedByBuyer(t, product.id);
      reviews.push({ user, reviewId });
    }
    // A real photograph-sized picture: each takes a measurable while to decode and encode.
    const photo = multipart(await png(2000, 2000), 'hand.png', 'image/png', 'photo');
    expect(await pictureWork(t)).toMatchObject({ running: 0, waiting: 0 });

    const uploads = Array.from({ length: UPLOADS }, (_, i) => {
      const { user, reviewId } = reviews[Math.floor(i / 2)] ?? {};
      return t.app.inject({
        method: 'POST',
        url: `/api/reviews/${reviewId}/photos`,
        payload: photo.payload,
        headers: { ...photo.headers, ...user?.headers },
      });
    });
    let settled = false;
    const done = Promise.all(uploads).finally(() => {
      settled = true;
    });
    const samples: Record<string, number>[] = [];
    while (!settled) {
      samples.push(await pictureWork(t));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answers = await done;

    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    // Sampled while they ran: at most two decoding at any moment, and a moment with two decoding and some waiting.
    expect(Math.max(...samples.map((s) => s.running ?? 0))).toBe(2);
    expect(samples.some((s) => s.running === 2 && (s.waiting ?? 0) > 0)).toBe(true);
    // The limiter's own high-water marks: two at once at most, while up to four waited.
    const after = await pictureWork(t);
    expect(after).toMatchObject({ running: 0, waiting: 0, peak_running: 2 });
    expect(after.peak_waiting).toBeGreaterThanOrEqual(1);
    expect(after.peak_waiting).toBeLessThanOrEqual(UPLOADS - 2);
  });
});
