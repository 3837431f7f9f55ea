import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminSession } from './admin-pages.ts';
import { ringPicture } from './gallery-setup.ts';
import { adminForTests } from './shop-setup.ts';
import { axeViolations, browserForTests } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();
const SHOTS = process.env.GALLERY_SHOTS;

/** The pictures of the form's image manager, in order. */
const tileSources = (page: Page) =>
  page
    .getByTestId('image-tile')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));

describe('the admin image manager', () => {
  it('uploads several pictures, reorders them by drag and by arrows, picks the main one, and the shop shows that order', async () => {
    const session = await openAdminSession(browser(), admin, { width: 1440, bypassCsp: true });
    const { page } = session;
    await page.goto('/admin/product/create');
    await page.getByRole('heading', { name: 'Add New Product' }).waitFor();
    const title = `Three Views Ring ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);

    // Two files at once, then a third.
    const file = page.getByTestId('product-image-file');
    await file.setInputFiles([
      { name: 'cream.png', mimeType: 'image/png', buffer: await ringPicture('#f5efe6') },
      { name: 'blue.png', mimeType: 'image/png', buffer: await ringPicture('#dfe8f2', '#b8b8c0') },
    ]);
    await page.getByText('Uploaded cream.png, blue.png.').waitFor();
    await file.setInputFiles({
      name: 'rose.png',
      mimeType: 'image/png',
      buffer: await ringPicture('#f2dede'),
    });
    await page.getByText('Uploaded rose.png.').waitFor();
    const [cream, blue, rose] = await tileSources(page);
    expect([cream, blue, rose].every((src) => /^\/media\/uploads\/[a-f0-9]{32}\.webp$/.test(src ?? ''))).toBe(
      true,
    );
    await page.getByRole('img', { name: `${title}, picture 1 (main)` }).waitFor();

    // A mouse drags the third before the first; the keyboard's arrows move the second one right.
    const tiles = page.getByTestId('image-tile');
    await tiles.nth(2).dragTo(tiles.nth(0));
    await expect.poll(() => tileSources(page)).toEqual([rose, cream, blue]);
    await page.getByRole('button', { name: 'Move picture 2 right' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => tileSources(page)).toEqual([rose, blue, cream]);
    await page.getByText('Picture 2 is now picture 3.').waitFor();
    await page.getByRole('button', { name: 'Make picture 2 the main one' }).click();
    await expect.poll(() => tileSources(page)).toEqual([blue, rose, cream]);
    // A removed picture leaves, and comes back when added by its URL (at the end).
    await page.getByRole('button', { name: 'Remove picture 2' }).click();
    await expect.poll(() => tileSources(page)).toEqual([blue, cream]);
    await page.getByLabel('Image URL').fill(rose ?? '');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => tileSources(page)).toEqual([blue, cream, rose]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-images-1440.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('combobox', { name: /^Color/ }).click();
    await page.getByRole('option', { name: 'Gold', exact: true }).click();
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('1999');
    await page.getByRole('combobox', { name: /^Top Level Category/ }).click();
    await page.getByRole('option', { name: 'Women' }).click();
    await page.getByRole('combobox', { name: /^Third Level Category/ }).click();
    await page.getByRole('option', { name: 'Necklace' }).click();
    await page.getByLabel('Quantity of size 1').fill('3');
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const saved = page.getByRole('status').filter({ hasText: `${title} is added to the shop` });
    await saved.waitFor();

    // The shop's gallery shows the pictures in that order, the main one first.
    await saved.getByRole('link', { name: 'View in the shop' }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect
      .poll(() => slides.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-src'))))
      .toEqual([blue, cream, rose]);
    expect(await page.getByRole('img', { name: `${title}, picture 1 of 3` }).getAttribute('src')).toBe(blue);

    // Editing shows them in the same order.
    const productId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.goto(`/admin/product/${productId}/edit`);
    await page.getByRole('heading', { name: 'Edit Product' }).waitFor();
    await expect.poll(() => tileSources(page)).toEqual([blue, cream, rose]);
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
