import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADDRESS, browserForTests, inStockProduct, openSession, PASSWORD, signUp } from './support.ts';

const browser = browserForTests();

/** What the focused element is called: its aria-label, its label, or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled ? document.getElementById(labelled)?.textContent : undefined;
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    return (el.getAttribute('aria-label') ?? byId ?? label ?? el.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  });

/** Presses Tab (Shift+Tab when `back`) until the focused element's name matches; fails after `max` presses. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 120 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`No focusable element named ${name} within ${max} presses of Tab`);
}

/** The focused control shows a strong ring: an outline of at least 2 px that is not transparent. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    // A checkbox's input is invisible; MUI draws its ring on the wrapping control.
    const target = el.closest('.MuiButtonBase-root') ?? el;
    const style = getComputedStyle(target);
    return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
  });

async function expectRing(page: Page) {
  const ring = await focusRing(page);
  expect(ring.style, await focusedName(page)).not.toBe('none');
  expect(ring.width, await focusedName(page)).toBeGreaterThanOrEqual(2);
}

describe('the purchase journey by keyboard only', () => {
  it('finds a piece, chooses a size, adds it, signs in, gives an address, pays, with the focus visible throughout', async () => {
    const { product } = await inStockProduct('women_rings');
    const customer = await signUp('keyboard');
    const session = await openSession(browser(), { width: 1280 });
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { name: 'MoonMade Collection' }).waitFor();

    // Search by name from the header: type, Enter for the results page.
    await tabTo(page, /^Search jewellery$/);
    await page.keyboard.type(product.title, { delay: 10 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?q=*');
    await page.locator('section[aria-label="Products"][aria-busy="false"] h3').first().waitFor();

    // The product card: Tab to it, Enter.
    await tabTo(page, new RegExp(product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expectRing(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/product/*');
    await page.getByRole('heading', { name: product.title, level: 1 }).waitFor();

    // The sizes are one Tab stop: Tab lands on the first with stock, the arrow keys move among those with stock
    // (sold-out ones are skipped), Space chooses one.
    await tabTo(page, /^Size (?!guide)\w+$/);
    await expectRing(page);
    const inStock = await page
      .getByRole('group', { name: 'Size' })
      .getByRole('button', { disabled: false })
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(await focusedName(page)).toBe(inStock[0]);
    await page.keyboard.press('ArrowRight');
    const chosen = await focusedName(page);
    expect(chosen).toBe(inStock[1 % inStock.length]);
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByRole('button', { name: chosen, exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName(page)).toBe(inStock[0]);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).not.toMatch(/^Size (?!guide)\w+$/);

    // Add To Cart with Enter: the focus stays on the button, the cart count goes up.
    await tabTo(page, /^Add To Cart$/);
    await expectRing(page);
    await page.keyboard.press('Enter');
    await page.getByText(/Added to your cart/).waitFor();
    expect(await focusedName(page)).toMatch(/Add To Cart/);
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1');

    // The cart icon in the header (backwards from here), Enter.
    await tabTo(page, /^Cart, 1 item$/, { back: true });
    await expectRing(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();

    // Place your Order: the sign-in dialog; sign in with the keyboard.
    await tabTo(page, /^Place your Order$/);
    await expectRing(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await tabTo(page, /^Email/);
    await page.keyboard.type(customer.email);
    await tabTo(page, /^Password/);
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Account menu for ${customer.firstName}` }).waitFor();

    // Signed in, the shopper goes on to checkout: the address form, typed field by field.
    await page.waitForURL('**/checkout?step=2');
    await page.getByRole('heading', { name: 'Add a new address' }).waitFor();
    const fields: [RegExp, string][] = [
      [/^First Name/, ADDRESS.firstName],
      [/^Last Name/, ADDRESS.lastName],
      [/^Address/, ADDRESS.streetAddress],
      [/^Landmark/, ADDRESS.landmark],
      [/^City/, ADDRESS.city],
    ];
    for (const [name, value] of fields) {
      await tabTo(page, name);
      await page.keyboard.type(value);
    }
    await tabTo(page, /^State/);
    await page.keyboard.type(ADDRESS.state);
    expect(await page.getByLabel('State').inputValue()).toBe(ADDRESS.state);
    await tabTo(page, /^PIN code/);
    await page.keyboard.type(ADDRESS.pincode);
    await tabTo(page, /mobile number/);
    await page.keyboard.type(ADDRESS.phoneNumber);
    await tabTo(page, /^Email/);
    await page.keyboard.type(ADDRESS.email);
    await tabTo(page, /^SAVE AND DELIVER HERE$/i);
    await expectRing(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/checkout\?step=3&order_id=/);
    const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
    await page.getByRole('heading', { name: 'Order Items' }).waitFor();

    // The summary: Place Your Order → the payment page → Pay, all with Enter.
    await tabTo(page, /^Place Your Order$/);
    await expectRing(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/pay\/plink_/);
    await tabTo(page, /^Pay /);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/payment/${orderId}`));
    await page.getByText('Payment Success').waitFor();
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
