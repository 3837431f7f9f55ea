import { beforeAll, describe, expect, it } from 'vitest';
import { ringPicture, uploadPicture } from './gallery-setup.ts';
import { adminForTests } from './shop-setup.ts';
import { type ApiProduct, apiCall, axeViolations, browserForTests, openSession } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();
let product: ApiProduct;
let pictures: string[];
const title = `Gallery Ring ${Date.now().toString(36)}`;
const SHOTS = process.env.GALLERY_SHOTS;

beforeAll(async () => {
  const { jwt } = admin;
  pictures = [
    await uploadPicture(jwt, await ringPicture('#f5efe6'), 'cream.png'),
    await uploadPicture(jwt, await ringPicture('#dfe8f2', '#b8b8c0'), 'blue.png'),
    await uploadPicture(jwt, await ringPicture('#f2dede', '#c98f7a'), 'rose.png'),
  ];
  product = await apiCall<ApiProduct>('/api/admin/products', {
    method: 'POST',
    jwt,
    body: {
      title,
      Image: pictures[0],
      images: pictures,
      color: 'gold',
      price: 1299,
      topLevelCategory: 'women',
      thirdLevelCategory: 'women_rings',
      description: 'A ring with three uploaded pictures.',
      size: [{ name: 's', quantity: 3 }],
    },
  });
});

describe('the product gallery', () => {
  it('on a desktop: thumbnails switch the picture, the mouse magnifies it, the full-screen view opens and closes', async () => {
    const session = await openSession(browser(), { width: 1440, bypassCsp: true });
    const { page } = session;
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { name: title }).waitFor();
    const counter = page.getByTestId('gallery-counter');
    expect(await counter.textContent()).toBe('1 / 3');

    // The first picture is the page's largest paint; the next one waits for a pointer over the gallery.
    const first = page.getByRole('img', { name: `${title}, picture 1 of 3` });
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('loading')).toBe('eager');
    const second = page.getByRole('img', { name: `${title}, picture 2 of 3`, includeHidden: true });
    expect(await second.count()).toBe(0);
    await first.hover();
    expect(await second.getAttribute('loading')).toBe('lazy');

    await page.getByRole('button', { name: 'Show picture 2' }).click();
    await expect.poll(() => counter.textContent()).toBe('2 / 3');
    expect(await page.getByRole('button', { name: 'Show picture 2' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Arrow keys move along the thumbnails.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe('3 / 3');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Show picture 3',
    );

    // The mouse over the picture shows the full-size file magnified.
    const shown = page.getByRole('img', { name: `${title}, picture 3 of 3` });
    const box = await shown.boundingBox();
    if (!box) throw new Error('The picture has no box');
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
    await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.45);
    const lens = page.getByTestId('hover-zoom');
    await lens.waitFor();
    expect(await lens.getAttribute('src')).toBe(pictures[2]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gallery-zoom-1440.png` });
    await page.mouse.move(0, 0);
    await lens.waitFor({ state: 'detached' });
    // Checked here: once the viewer gives the focus back, its button's focus ripple pulses for ever and axe's
    // wait for settled animations would never end.
    expect(await axeViolations(page)).toEqual([]);

    const opener = page.getByRole('button', { name: 'View the pictures full screen' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: title });
    await viewer.waitFor();
    await viewer.getByRole('img', { name: `${title}, picture 3 of 3` }).waitFor();
    await viewer.getByRole('button', { name: 'Previous picture' }).click();
    await viewer.getByRole('img', { name: `${title}, picture 2 of 3` }).waitFor();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('button', { name: 'Zoom out' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gallery-viewer-1440.png` });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // The focus is back on the button that opened it, and the gallery shows the picture seen last.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'View the pictures full screen',
    );
    await expect.poll(() => counter.textContent()).toBe('2 / 3');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gallery-1440.png` });
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('on a phone: swipe and the next button move along, a tap opens the full-screen view', async () => {
    const session = await openSession(browser(), { width: 390, height: 844, bypassCsp: true });
    const { page } = session;
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/media/uploads/')) fetched.push(path);
    });
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { name: title }).waitFor();
    const counter = page.getByTestId('gallery-counter');
    // A phone fetches the first picture only, at 400 px, as AVIF (an upload's copies; the server's HTML offers the
    // same file): no WebP beside it, no thumbnails, nothing further until a finger comes.
    await page
      .getByRole('img', { name: `${title}, picture 1 of 3` })
      .evaluate((img) => (img as HTMLImageElement).decode());
    await page.waitForLoadState('networkidle');
    const variant400 = (src: string | undefined) => src?.replace(/\.webp$/, '-400.avif');
    expect(fetched).toEqual([variant400(pictures[0])]);
    // No thumbnails on a phone: the strip swipes.
    expect(await page.getByRole('button', { name: 'Show picture 2' }).isVisible()).toBe(false);

    // Swiping comes with Embla, fetched after the first paint.
    await page.locator('[data-swipe="ready"]').waitFor();
    const first = page.getByRole('img', { name: `${title}, picture 1 of 3` });
    const box = await first.boundingBox();
    if (!box) throw new Error('The picture has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => counter.textContent()).toBe('2 / 3');
    // The finger on the strip asked for the next picture, and the swipe for the one after it.
    await expect
      .poll(() => fetched.filter((path) => path.endsWith('-400.avif')).toSorted())
      .toEqual(pictures.map(variant400).toSorted());
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect.poll(() => counter.textContent()).toBe('3 / 3');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gallery-390.png` });
    expect(await axeViolations(page)).toEqual([]);

    // A tap on the picture opens the full-screen view on it.
    const third = page.getByRole('img', { name: `${title}, picture 3 of 3` });
    await third.click();
    const viewer = page.getByRole('dialog', { name: title });
    await viewer.getByRole('img', { name: `${title}, picture 3 of 3` }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gallery-viewer-390.png` });
    await viewer.getByRole('button', { name: 'Close the full screen view' }).click();
    await viewer.waitFor({ state: 'detached' });
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('on a phone, product cards fetch the 400 px variant of an uploaded picture', async () => {
    const session = await openSession(browser(), { width: 390, height: 844 });
    const { page } = session;
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    const card = page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .getByRole('img', { name: title });
    await card.waitFor();
    await expect
      .poll(() => card.evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toMatch(/\/media\/uploads\/[a-f0-9]{32}-400\.avif$/);
    expect(await card.getAttribute('sizes')).toContain('50vw');
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('on a phone, the rendered demo pictures come as AVIF: 360 px in the listing, 640 px on the product page', async () => {
    // At Lighthouse's phone density (1.75) a 171 px card needs 299 device pixels, the 356 px product picture 623.
    const session = await openSession(browser(), { width: 390, height: 844, deviceScaleFactor: 1.75 });
    const { page } = session;
    const images: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') images.push(new URL(response.url()).pathname);
    });
    await page.goto('/women/jewellery/women_rings');
    const card = page.getByRole('main').getByRole('img').first();
    await card.waitFor();
    await expect
      .poll(() => card.evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toMatch(/\/media\/demo\/\d+-0-360\.avif$/);
    await card.click();
    const main = page.getByRole('img', { name: /picture 1 of 3$/ });
    await expect
      .poll(() => main.evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toMatch(/\/media\/demo\/\d+-0-640\.avif$/);
    await page.waitForLoadState('networkidle');
    // No WebP copy of a demo picture was fetched beside its AVIF one.
    expect(images.filter((path) => path.startsWith('/media/demo/') && path.endsWith('.webp'))).toEqual([]);
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
