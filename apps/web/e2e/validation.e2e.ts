import { describe, expect, it } from 'vitest';
import {
  ADDRESS,
  apiCall,
  browserForTests,
  customerWithOrder,
  failPayment,
  inStockProduct,
  openSession,
  PASSWORD,
  signUp,
} from './support.ts';

const browser = browserForTests();

/** A guest cart as the web app stores it, for a product with stock. */
async function guestCartWith(quantity: number) {
  const { product, size } = await inStockProduct('men_chains');
  const full = await apiCall<Record<string, unknown>>(`/api/products/id/${product._id}`);
  return {
    cartItems: [
      {
        productId: product._id,
        size,
        quantity,
        product: {
          _id: product._id,
          title: full.title,
          Image: full.Image,
          color: full.color,
          price: full.price,
          discountedPrice: full.discountedPrice,
          discountPercent: full.discountPercent,
        },
      },
    ],
  };
}

describe('the spec validation cases', () => {
  it('shows the size toast for 5 seconds when no size is chosen', async () => {
    const session = await openSession(browser());
    const { product } = await inStockProduct('women_necklace');
    await session.page.goto(`/product/${product._id}`);
    await session.page.getByRole('button', { name: 'Add To Cart' }).click();
    const toast = session.page.getByText('Please select a size before adding to cart');
    await toast.waitFor();
    const shownAt = Date.now();
    await toast.waitFor({ state: 'detached', timeout: 9000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(4000);
    expect(shownFor).toBeLessThan(7500);
    expect(await session.page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('keeps the quantity at 1 or more: decrease is disabled at 1', async () => {
    const session = await openSession(browser());
    const cart = await guestCartWith(2);
    await session.page.goto('/');
    await session.page.evaluate((value) => localStorage.setItem('guestCart', JSON.stringify(value)), cart);
    await session.page.goto('/cart');
    const decrease = session.page.getByRole('button', { name: 'Decrease quantity' });
    await session.page.getByLabel('Quantity 2').waitFor();
    expect(await decrease.isDisabled()).toBe(false);
    await decrease.click();
    await session.page.getByLabel('Quantity 1').waitFor();
    expect(await decrease.isDisabled()).toBe(true);
    const stored = await session.page.evaluate(() => JSON.parse(localStorage.getItem('guestCart') ?? '{}'));
    expect(stored.cartItems[0].quantity).toBe(1);

    // Remove empties the cart: the spec's empty state with Shop Now.
    await session.page.getByRole('button', { name: /^Remove / }).click();
    await session.page.getByText('Your Cart Is Empty!').waitFor();
    await session.page.getByText('Add item to it now').waitFor();
    await session.page.getByRole('link', { name: 'Shop Now' }).click();
    await session.page.waitForURL((url) => url.pathname === '/');
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('opens the sign-in dialog when a signed-out shopper checks out', async () => {
    const session = await openSession(browser());
    const { page } = session;
    const cart = await guestCartWith(1);
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('guestCart', JSON.stringify(value)), cart);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Place your Order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(500);
    // The cart stays under the dialog (hidden from screen readers while it is open); closing goes back to it.
    await page.locator('h1', { hasText: 'Shopping Cart' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/cart');
    await dialog.waitFor({ state: 'detached' });

    // Straight to /checkout while signed out: the Login step asks to sign in.
    await page.goto('/checkout?step=2');
    await page.getByRole('heading', { name: 'Sign in to check out' }).waitFor();
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('says in plain words when the password is wrong, and /register shows the register form', async () => {
    const user = await signUp('wrongpw');
    const session = await openSession(browser());
    const { page } = session;
    await page.goto('/login');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel(/^Password/).fill(`${PASSWORD}-wrong`);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.getByText('Email or password is incorrect').waitFor();

    await page.goto('/register');
    await page.getByRole('dialog').getByRole('heading', { name: 'Create your account' }).waitFor();
    // The browser logs the 401 of the failed sign-in; nothing else may appear.
    session.assertNoConsoleErrors([/status of 401/]);
    await session.context.close();
  });

  it('edits and deletes saved addresses with the spec notices, and logs out', async () => {
    const user = await signUp('addresses');
    await apiCall('/api/addresses', { method: 'POST', jwt: user.jwt, body: ADDRESS });
    const session = await openSession(browser(), { jwt: user.jwt });
    const { page } = session;
    await page.goto('/checkout?step=2');
    await page.getByRole('heading', { name: 'Saved addresses' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'UPDATE ADDRESS' }).waitFor();
    expect(await page.getByLabel('City').inputValue()).toBe(ADDRESS.city);
    await page.getByLabel('City').fill('Mysuru');
    await page.getByRole('button', { name: 'UPDATE ADDRESS' }).click();
    await page.getByText('Address updated successfully!').waitFor();
    // Back in add mode with an empty form.
    await page.getByRole('button', { name: 'SAVE AND DELIVER HERE' }).waitFor();
    expect(await page.getByLabel('City').inputValue()).toBe('');
    await page.getByText(/Mysuru, Karnataka/).waitFor();

    await page.getByRole('button', { name: /^Delete the address/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete this address?' })
      .getByRole('button', { name: 'Delete address' })
      .click();
    await page.getByText('Address deleted successfully!').waitFor();
    await page.getByText('No saved addresses yet', { exact: false }).waitFor();

    // Logout clears local storage and reloads as a guest.
    await page.getByRole('button', { name: `Account menu for ${user.firstName}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('guards the admin area: a sign-in prompt, then "not allowed" for a customer', async () => {
    const guest = await openSession(browser());
    await guest.page.goto('/admin');
    await guest.page.getByRole('heading', { name: 'Sign in to see the admin area' }).waitFor();
    guest.assertNoConsoleErrors();
    await guest.context.close();

    const user = await signUp('notadmin');
    const customer = await openSession(browser(), { jwt: user.jwt });
    await customer.page.goto('/admin/orders');
    await customer.page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    customer.assertNoConsoleErrors();
    await customer.context.close();
  });

  it('says plainly when a payment failed and offers to try again', async () => {
    const customer = await customerWithOrder('failedpay');
    const returnUrl = await failPayment(customer.orderId, customer.user.jwt);
    expect(returnUrl).toContain('razorpay_payment_link_status=failed');
    const session = await openSession(browser(), { jwt: customer.user.jwt });
    const { page } = session;
    await page.goto(returnUrl);
    await page.getByText('Your payment did not go through').waitFor();
    await page.getByText(/No money was taken/).waitFor();
    await page.getByRole('button', { name: 'Try the payment again' }).click();
    await page.waitForURL(/\/pay\/plink_/);
    await page.getByRole('button', { name: /^Pay / }).waitFor();
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
