import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  axeViolations,
  customerWithOrder,
  inStockProduct,
  launchBrowser,
  openSession,
} from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** axe-core on the main screens, at a desktop and a phone width: no serious or critical violations. */
describe.each([1280, 390])('accessibility at %i px', (width) => {
  it('has no serious or critical axe violations on home, listing, product, search, pages, wishlist, password reset, cart and checkout', async () => {
    const { product } = await inStockProduct('women_bracelets');
    const customer = await customerWithOrder(`a11y${width}`);
    // A second line in the cart, so the cart and the address step have something to show.
    await apiCall('/api/cart/add', {
      method: 'PUT',
      jwt: customer.user.jwt,
      body: { productId: customer.product._id, size: customer.size },
    });

    const guest = await openSession(browser, { width, bypassCsp: true });
    const screens: [string, string, string][] = [
      ['home', '/', 'MoonMade Collection'],
      ['listing', '/women/jewellery/women_bracelets?color=gold', 'Bracelets For Her'],
      ['product', `/product/${product._id}`, 'Recent Reviews and Ratings'],
      ['search results', '/search?q=ring', 'Results for “ring”'],
      ['information page', '/pages/returns', 'Returns and Exchanges'],
      ['wishlist', '/wishlist', 'My Wishlist'],
      ['forgot password', '/forgot-password', 'Forgot your password?'],
      ['reset password', '/reset-password?token=from-the-mail', 'Choose a new password'],
    ];
    const results: Record<string, string[]> = {};
    for (const [name, path, text] of screens) {
      await guest.page.goto(path);
      await guest.page.getByRole('heading', { name: text }).first().waitFor();
      await guest.page.waitForLoadState('networkidle');
      results[name] = await axeViolations(guest.page);
    }
    guest.assertNoConsoleErrors();
    await guest.context.close();

    const signedIn = await openSession(browser, { width, jwt: customer.user.jwt, bypassCsp: true });
    const account: [string, string, string][] = [
      ['cart', '/cart', 'Shopping Cart'],
      ['checkout address', '/checkout?step=2', 'Saved addresses'],
      ['checkout summary', `/checkout?step=3&order_id=${customer.orderId}`, 'Order Items'],
    ];
    for (const [name, path, text] of account) {
      await signedIn.page.goto(path);
      await signedIn.page.getByRole('heading', { name: text }).first().waitFor();
      await signedIn.page.waitForLoadState('networkidle');
      results[name] = await axeViolations(signedIn.page);
    }
    signedIn.assertNoConsoleErrors();
    await signedIn.context.close();

    expect(results).toEqual({
      home: [],
      listing: [],
      product: [],
      'search results': [],
      'information page': [],
      wishlist: [],
      'forgot password': [],
      'reset password': [],
      cart: [],
      'checkout address': [],
      'checkout summary': [],
    });
  });
});
