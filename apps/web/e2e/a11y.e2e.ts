import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminSession } from './admin-pages.ts';
import { adminForTests } from './shop-setup.ts';
import {
  addToCart,
  axeViolations,
  browserForTests,
  inStockProduct,
  openSession,
  paidOrder,
  placeOrder,
} from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

/** A screen to check: its name, its address, and what shows once it has loaded. */
type Screen = [name: string, path: string, ready: (page: Page) => ReturnType<Page['getByRole']>];

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();
const dialog = (button: string) => (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: button, exact: true });

/** What makes the page wider than the screen, if anything: the overflow and the first element sticking out. */
function widerThanTheScreen(): string | null {
  const width = window.innerWidth;
  const overflow = document.documentElement.scrollWidth - width;
  if (overflow <= 0) return null;
  const clippedByAnAncestor = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= width)
        return true;
    }
    return false;
  };
  const culprit = [...document.body.querySelectorAll('*')].find(
    (element) => element.getBoundingClientRect().right > width && !clippedByAnAncestor(element),
  );
  const text = culprit?.textContent?.trim().slice(0, 40) ?? '';
  return `${overflow} px (${culprit?.tagName.toLowerCase() ?? '?'} "${text}")`;
}

/** Opens each screen in turn in one page and runs axe on it once it has settled; checks it fits the width. */
async function check(page: Page, screens: Screen[]): Promise<Record<string, string[]>> {
  const results: Record<string, string[]> = {};
  for (const [name, path, ready] of screens) {
    await page.goto(path);
    await ready(page).waitFor();
    await page.waitForLoadState('networkidle');
    // Tables and lists dim while they load: axe would measure the faded colours.
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => {});
    results[name] = await axeViolations(page);
    // Nothing wider than the screen: wide tables scroll inside their own frame, not the whole page.
    const overflow = await page.evaluate(widerThanTheScreen);
    if (overflow) results[name].push(`the page scrolls sideways: ${overflow}`);
  }
  return results;
}

const noViolations = (screens: Screen[]) => Object.fromEntries(screens.map(([name]) => [name, []]));

/** axe-core on every customer and admin screen, at a desktop and a phone width: no serious or critical violations. */
describe.each([1280, 390])('accessibility at %i px', (width) => {
  it('has no serious or critical axe violations on the pages a visitor sees', async () => {
    const { product } = await inStockProduct('women_bracelets');
    const screens: Screen[] = [
      ['home', '/', heading('MoonMade Collection')],
      ['listing', '/women/jewellery/women_bracelets?color=gold', heading('Bracelets For Her')],
      ['product', `/product/${product._id}`, heading('Recent Reviews and Ratings')],
      ['search results', '/search?q=ring', heading('Results for “ring”')],
      ['information page', '/pages/returns', heading('Returns and Exchanges')],
      ['wishlist', '/wishlist', heading('My Wishlist')],
      ['sign-in dialog', '/login', dialog('Login')],
      ['register dialog', '/register', dialog('Register')],
      ['forgot password', '/forgot-password', heading('Forgot your password?')],
      ['reset password', '/reset-password?token=from-the-mail', heading('Choose a new password')],
      ['not found', '/no-such-page/anywhere', heading(/We could not find that/)],
    ];
    const guest = await openSession(browser(), { width, bypassCsp: true });
    const results = await check(guest.page, screens);
    guest.assertNoConsoleErrors([/404/]);
    await guest.context.close();
    expect(results).toEqual(noViolations(screens));
  });

  it('has no serious or critical axe violations on the cart, checkout, payment result and account pages', async () => {
    // Paid and recorded now: the gateway's webhook can no longer land in what follows.
    const customer = await paidOrder(`a11y${width}`);
    // The summary shows an order still waiting for its payment; then a line in the cart again, so the cart and the
    // address step have something to show.
    await addToCart(customer.user.jwt, customer.product._id, customer.size);
    const unpaid = await placeOrder(customer.user.jwt);
    await addToCart(customer.user.jwt, customer.product._id, customer.size);
    const { pathname, search } = new URL(customer.returnUrl);
    const screens: Screen[] = [
      ['cart', '/cart', heading('Shopping Cart')],
      ['checkout address', '/checkout?step=2', heading('Saved addresses')],
      ['checkout summary', `/checkout?step=3&order_id=${unpaid._id}`, heading('Order Items')],
      ['payment result', `${pathname}${search}`, heading('Payment')],
      ['my orders', '/account/order', heading('My Orders')],
      ['order detail', `/account/order/${customer.orderId}`, heading('Order details')],
      ['profile', '/account/profile', heading('My Profile')],
    ];
    const signedIn = await openSession(browser(), { width, jwt: customer.user.jwt, bypassCsp: true });
    const results = await check(signedIn.page, screens);
    signedIn.assertNoConsoleErrors();
    await signedIn.context.close();
    expect(results).toEqual(noViolations(screens));
  });

  it('has no serious or critical axe violations on the admin pages', async () => {
    const { product } = await inStockProduct('women_rings');
    const screens: Screen[] = [
      ['dashboard', '/admin', heading('Dashboard')],
      ['products', '/admin/products', heading('All Products')],
      ['add product', '/admin/product/create', heading('Add New Product')],
      ['edit product', `/admin/product/${product._id}/edit`, heading('Edit Product')],
      ['orders', '/admin/orders', heading('All Orders')],
      ['customers', '/admin/customers', heading('Customers')],
      ['coupons', '/admin/coupons', heading('Coupons')],
      ['invoices', '/admin/invoices', heading('Invoices')],
      ['outbox', '/admin/outbox', heading('Outbox')],
      ['returns', '/admin/returns', heading('Returns')],
      ['activity', '/admin/activity', heading('Activity')],
    ];
    const session = await openAdminSession(browser(), admin, { width, bypassCsp: true });
    const results = await check(session.page, screens);
    session.assertNoConsoleErrors();
    await session.context.close();
    expect(results).toEqual(noViolations(screens));
  });
});
