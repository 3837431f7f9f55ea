import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { E2E_SHOP } from './shop-config.ts';
import { apiCall, axeViolations, browserForTests, openSession, register, uniqueEmail } from './support.ts';

const browser = browserForTests();

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search jewellery' });
const cardTitles = (page: Page) => page.locator('section[aria-label="Products"] h3').allTextContents();
const settled = (page: Page) => page.locator('section[aria-label="Products"][aria-busy="false"]').waitFor();

describe('search', () => {
  it('suggests pieces and categories as a shopper types, with the keyboard, forgiving a typo', async () => {
    const session = await openSession(browser(), { width: 1280, bypassCsp: true });
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { name: 'MoonMade Collection' }).waitFor();

    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('braclet', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await list.waitFor();
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    const pieces = list.getByRole('group', { name: 'Pieces' }).getByRole('option');
    await expect.poll(() => pieces.count()).toBeGreaterThan(0);
    expect(await pieces.count()).toBeLessThanOrEqual(6);
    for (const text of await pieces.allTextContents()) expect(text).toMatch(/bracelet|cuff|kada|bangle/i);
    expect(await pieces.first().textContent()).toMatch(/₹/);
    expect(await pieces.first().locator('img').count()).toBe(1);
    const categories = list.getByRole('group', { name: 'Categories' }).getByRole('option');
    await expect
      .poll(() => categories.allTextContents(), { timeout: 5000 })
      .toEqual(['Bracelets For Her', 'Bracelets For Him']);
    expect(await axeViolations(page)).toEqual([]);

    // Down arrow to the first piece: it becomes the active descendant; Enter opens it.
    await box.press('ArrowDown');
    const firstId = await pieces.first().getAttribute('id');
    expect(await box.getAttribute('aria-activedescendant')).toBe(firstId);
    expect(await pieces.first().getAttribute('aria-selected')).toBe('true');
    const firstTitle = (await pieces.first().locator('p').first().textContent()) ?? '';
    await box.press('Enter');
    await page.waitForURL('**/product/**');
    await page.getByRole('heading', { name: firstTitle, level: 1 }).waitFor();

    // Escape closes the list; a click on a category option opens the category.
    await box.fill('');
    await box.pressSequentially('mens chain', { delay: 20 });
    await list.getByRole('option', { name: 'Chains For Him' }).click();
    await page.waitForURL('**/men/jewellery/men_chains');
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('opens the results page with Enter, ordered by relevance, with the listing filters and sort', async () => {
    const session = await openSession(browser(), { width: 1280, bypassCsp: true });
    const { page } = session;
    await page.goto('/women/jewellery/women_rings');
    const box = searchBox(page);
    await box.fill('ring');
    await box.press('Enter');
    await page.waitForURL('**/search?q=ring');
    await page.getByRole('heading', { name: 'Results for “ring”', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sort: Relevance' }).waitFor();
    await expect.poll(async () => (await cardTitles(page)).length).toBe(20);
    for (const title of await cardTitles(page)) expect(title).toMatch(/ring/i);
    // Other journeys add rings of their own to the shared shop: the page shows what the API counts.
    const matching = await apiCall<{ totalElements: number }>('/api/products?q=ring&pageSize=1');
    expect(matching.totalElements).toBeGreaterThanOrEqual(20);
    const total = Number((await page.getByText(/^\d+ pieces$/).textContent())?.split(' ')[0]);
    expect(total).toBe(matching.totalElements);

    await page.getByRole('checkbox', { name: 'Gold', exact: true }).check();
    await page.waitForURL(/q=ring.*color=gold|color=gold.*q=ring/);
    // The gold rings the API finds, in its order (other journeys add gold rings of their own to the shared shop).
    const goldRings = await apiCall<{ content: { title: string }[]; totalElements: number }>(
      '/api/products?q=ring&color=gold&pageSize=20',
    );
    await expect.poll(async () => cardTitles(page)).toEqual(goldRings.content.map((p) => p.title));
    const gold = await cardTitles(page);
    expect(gold.length).toBeGreaterThan(0);
    expect(goldRings.totalElements).toBeLessThan(matching.totalElements);

    await page.getByRole('button', { name: 'Sort: Relevance' }).click();
    await page.getByRole('menuitem', { name: 'Price: Low to High' }).click();
    await page.waitForURL(/sort=price_low/);
    await page.getByRole('button', { name: 'Sort: Price: Low to High' }).waitFor();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('helps when nothing matches: spelling advice and every category', async () => {
    const session = await openSession(browser(), { width: 1280, bypassCsp: true });
    const { page } = session;
    await page.goto('/search?q=xyzzyq');
    await page.getByText('We found nothing for “xyzzyq”').waitFor();
    await page.getByText(/Check the spelling/).waitFor();
    const links = page.getByRole('list', { name: 'Categories' }).getByRole('link');
    expect(await links.count()).toBe(7);
    expect(await axeViolations(page)).toEqual([]);
    await links.filter({ hasText: 'Necklace For Her' }).click();
    await page.waitForURL('**/women/jewellery/women_necklace');
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('searches from the mobile menu on a phone', async () => {
    const session = await openSession(browser(), { width: 390, height: 844 });
    const { page } = session;
    await page.goto('/');
    await page.getByRole('button', { name: 'Open search' }).click();
    const drawerBox = page.getByRole('dialog').getByRole('combobox', { name: 'Search jewellery' });
    await expect.poll(() => drawerBox.evaluate((el) => el === document.activeElement)).toBe(true);
    await drawerBox.pressSequentially('ernings', { delay: 20 });
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await list.getByRole('option').first().waitFor();
    // Escape closes the suggestions, not the menu; Enter then searches for the words typed.
    await drawerBox.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    await drawerBox.press('Enter');
    await page.waitForURL('**/search?q=ernings');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(0);
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});

describe('information pages', () => {
  it('are linked from the footer and the header, with the shop name and contacts from config', async () => {
    const session = await openSession(browser(), { width: 1280, bypassCsp: true });
    const { page } = session;
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: E2E_SHOP.supportEmail }).waitFor();
    // Only the social network the config names is shown.
    const social = footer.getByRole('list', { name: `${E2E_SHOP.name} on social media` }).getByRole('link');
    expect(await social.count()).toBe(1);
    expect(await social.getAttribute('href')).toBe(E2E_SHOP.instagram);

    const pages: [string, string, RegExp][] = [
      ['Shipping', 'Shipping', /serviceable PIN code/],
      ['Returns and Exchanges', 'Returns and Exchanges', /7 days of delivery/],
      ['Ring Size Guide', 'Ring Size Guide', /Indian ring sizes/],
      ['Jewellery Care', 'Jewellery Care', /sterling silver/i],
      ['Contact Us', 'Contact Us', new RegExp(E2E_SHOP.supportEmail.replace('.', '\\.'))],
      ['Terms and Conditions', 'Terms and Conditions', /laws of India/],
      ['Privacy Policy', 'Privacy Policy', /Digital Personal Data Protection Act, 2023/],
    ];
    const violations: Record<string, string[]> = {};
    for (const [link, heading, text] of pages) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.locator('article').getByText(text).first().waitFor();
      expect(await page.title()).toContain(heading);
      if (link === 'Shipping' || link === 'Ring Size Guide') violations[link] = await axeViolations(page);
    }
    expect(violations).toEqual({ Shipping: [], 'Ring Size Guide': [] });

    // The spec's Company link is About, with the shop's name from config.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Company' }).click();
    await page.getByRole('heading', { name: `About ${E2E_SHOP.name}`, level: 1 }).waitFor();
    // The header's Help menu lists every page.
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Ring Size Guide' }).click();
    await page.waitForURL('**/pages/ring-size-guide');
    expect(await page.locator('article table tbody tr').count()).toBe(25);
    await page.goto('/pages/no-such-page');
    await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();
    session.assertNoConsoleErrors([/404/]);
    await session.context.close();
  });
});

describe('wishlist', () => {
  it('keeps a guest wishlist in the browser and moves it into the account on sign-up', async () => {
    const session = await openSession(browser(), { width: 1280, bypassCsp: true });
    const { page } = session;
    await page.goto('/women/jewellery/women_earings');
    const cards = page.locator('section[aria-label="Products"] > div > div');
    await cards.first().waitFor();
    const firstHeart = cards.first().getByRole('button', { name: 'Add to wishlist' });
    const firstTitle = (await cards.first().locator('h3').textContent()) ?? '';
    await firstHeart.click();
    await expect
      .poll(() =>
        cards.first().getByRole('button', { name: 'Remove from wishlist' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    const guest = await page.evaluate(() => JSON.parse(localStorage.getItem('guestWishlist') ?? '{}'));
    expect(guest.productIds).toHaveLength(1);
    const savedId = guest.productIds[0] as string;

    // The product page shows the same piece as saved; the header counts it.
    await page.goto(`/product/${savedId}`);
    await page.getByRole('heading', { name: firstTitle, level: 1 }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Remove from wishlist' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('link', { name: 'Wishlist, 1 piece' }).click();
    await page.waitForURL('**/wishlist');
    await page.getByRole('heading', { name: 'My Wishlist', level: 1 }).waitFor();
    await page.locator('section, main').getByText(firstTitle).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Sign up from the wishlist page: the guest list goes to the account and leaves the browser.
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await register(dialog, 'Kavya', 'Nair', uniqueEmail('wishlist'));
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Account menu for Kavya' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guestWishlist'))).toBeNull();
    const jwt = (await page.evaluate(() => localStorage.getItem('jwt'))) ?? '';
    expect(await apiCall<{ productIds: string[] }>('/api/wishlist/ids', { jwt })).toEqual({
      productIds: [savedId],
    });
    await page.getByText(firstTitle).first().waitFor();
    await page.getByText('Your wishlist is saved in this browser').waitFor({ state: 'detached' });

    // Signed in, the heart saves to the account: remove it on the wishlist page.
    await page.getByRole('button', { name: 'Remove from wishlist' }).first().click();
    await page.getByText('Your wishlist is empty').waitFor();
    expect(await apiCall<{ productIds: string[] }>('/api/wishlist/ids', { jwt })).toEqual({ productIds: [] });
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
