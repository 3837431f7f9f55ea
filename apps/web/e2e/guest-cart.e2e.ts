import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminForTests, createTestProduct, someoneBuys } from './shop-setup.ts';
import { browserForTests, openSession, register, uniqueEmail } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

/** The cart line of one size, by its remove button's name ("Remove {title}, size {SIZE}"). */
const lineOf = (page: Page, title: string, size: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Remove ${title}, size ${size}` }) });

async function addFromProductPage(page: Page, productId: string, size: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: `Size ${size}`, exact: true }).click();
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByText(/Added to your cart/).waitFor();
}

describe('the guest cart and the shop’s stock', () => {
  it('stops at the stock the product page shows, and after sign-in says which lines were cut and why', async () => {
    const title = `Stock Ring ${Date.now().toString(36)}`;
    const product = await createTestProduct(admin.jwt, title, { '7': 1, '8': 5 });
    const session = await openSession(browser(), { width: 1280 });
    const { page } = session;

    // Size 7 has one left: the + button stops there, and the product page refuses a second.
    await addFromProductPage(page, product._id, '7');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('Your cart already holds as many of this size as we can sell.').waitFor();
    await addFromProductPage(page, product._id, '8');
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    const seven = lineOf(page, title, '7');
    const eight = lineOf(page, title, '8');
    expect(await seven.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);
    await eight.getByRole('button', { name: 'Increase quantity' }).click();
    await eight.getByRole('button', { name: 'Increase quantity' }).click();
    await eight.getByLabel('Quantity 3').waitFor();

    // Meanwhile others buy: size 8 falls to 2 and size 7 sells out. The cart page shows it on its next visit.
    await someoneBuys(product._id, '8', 3);
    await someoneBuys(product._id, '7', 1);
    await page.reload();
    await eight.getByText('Only 2 left in this size now').waitFor();
    await seven.getByText('Sold out in this size now.').waitFor();
    expect(await eight.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);

    // Signing up merges the guest cart; the notice says what was cut and why.
    await page.getByRole('button', { name: 'Place your Order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await register(dialog, 'Kavya', 'Nair', uniqueEmail('guest-stock'));
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText('2 items from your guest cart could not be added in full.', { exact: false })
      .waitFor();
    await page.waitForURL('**/cart');
    const notice = page.getByRole('alert').filter({ hasText: 'Your cart changed when you signed in' });
    await notice.getByText(`${title}, size 7: not added, it is sold out.`).waitFor();
    await notice.getByText(`${title}, size 8: 2 of 3 added, only 2 left in stock.`).waitFor();
    await lineOf(page, title, '8').getByLabel('Quantity 2').waitFor();
    expect(await lineOf(page, title, '7').count()).toBe(0);

    // Closed, it stays closed.
    await notice.getByRole('button', { name: 'Close' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    await lineOf(page, title, '8').waitFor();
    expect(await notice.count()).toBe(0);

    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
