import { describe, expect, it } from 'vitest';
import { adminForTests, createTestProduct } from './shop-setup.ts';
import {
  apiCall,
  browserForTests,
  inStockProduct,
  openSession,
  PASSWORD,
  paidOrder,
  signUp,
} from './support.ts';

/** Issue 40, items 11–16 and the shopper's expected features, each where it was seen (390 px for a phone). */
const browser = browserForTests();
const admin = adminForTests();
const PHONE = { width: 390, height: 844 };

interface OrderLines {
  orderItems: { _id: string }[];
}

describe('issue 40: what shoppers and the owner tripped over', () => {
  it('item 11: a returned and refunded order says so in My Orders, not "Delivered"', async () => {
    const customer = await paidOrder('returned');
    await apiCall(`/api/admin/orders/${customer.orderId}/deliver`, { method: 'PUT', jwt: admin.jwt });
    const order = await apiCall<OrderLines>(`/api/orders/${customer.orderId}`, { jwt: customer.user.jwt });
    const made = await apiCall<{ _id: string }>(`/api/orders/${customer.orderId}/returns`, {
      method: 'POST',
      jwt: customer.user.jwt,
      body: { items: [{ itemId: order.orderItems[0]?._id, quantity: 1 }], reason: 'Too small for me' },
    });
    for (const step of ['approve', 'receive', 'refund'])
      await apiCall(`/api/admin/returns/${made._id}/${step}`, { method: 'PUT', jwt: admin.jwt });

    const session = await openSession(browser(), { ...PHONE, jwt: customer.user.jwt });
    const { page } = session;
    await page.goto('/account/order');
    const list = page.getByRole('list', { name: 'Your orders' });
    await list.getByText('Returned · Refunded').waitFor();
    expect(await list.getByText('Delivered', { exact: true }).count()).toBe(0);
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('item 12: a password changed on another device signs this one out: the header forgets the name, the wishlist offers Sign in', async () => {
    const user = await signUp('ended');
    const session = await openSession(browser(), { ...PHONE, jwt: user.jwt });
    const { page } = session;
    await page.goto('/');
    const account = page.getByRole('button', { name: `Account menu for ${user.firstName}` });
    await account.waitFor();

    // The other device: a new password ends every earlier session.
    await apiCall('/api/users/password', {
      method: 'PUT',
      jwt: user.jwt,
      body: { currentPassword: PASSWORD, newPassword: 'Another-Moonlit-Garden-7' },
    });
    // This device moves on inside the app (no reload): the wishlist asks the server and learns the session ended.
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).first().click();
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor();
    expect(await account.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
    session.assertNoConsoleErrors([/status of 401/]);
    await session.context.close();
  });

  it('item 14: at 390 px the filter drawer shows "Show results" without scrolling, and the home carousel shows the next piece', async () => {
    const session = await openSession(browser(), PHONE);
    const { page } = session;
    await page.goto('/women/jewellery/women_rings');
    await page.getByRole('button', { name: /Filters/ }).click();
    const show = page.getByRole('button', { name: 'Show results' });
    await show.waitFor();
    const box = await show.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 900) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    await page.screenshot({ path: '/tmp/h40b-filter-drawer-390.png' });
    await show.click();

    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'MoonMade Collection' });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await slides.first().waitFor();
    const onScreen = await slides.evaluateAll(
      (elements, width) =>
        elements.filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.right > 0 && rect.left < width && rect.width > 0;
        }).length,
      PHONE.width,
    );
    expect(onScreen).toBeGreaterThan(1);
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('item 14: at 390 px an Add to Cart bar appears once the page’s own button scrolls away, and it adds', async () => {
    const { product, size } = await inStockProduct('women_rings');
    const session = await openSession(browser(), PHONE);
    const { page } = session;
    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { name: product.title, level: 1 }).waitFor();
    const bar = page.getByRole('region', { name: 'Add to cart bar' });
    expect(await bar.count()).toBe(0);
    if (product.sizes.length > 1)
      await page.getByRole('button', { name: `Size ${size.toUpperCase()}`, exact: true }).click();
    await page.locator('#reviews-title').scrollIntoViewIfNeeded();
    await bar.waitFor();
    const box = await bar.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height + 1);
    await bar.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText(`Added to your cart: ${product.title}`).waitFor();
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('item 15: a PIN the shop refused is not remembered, so the cart does not show it as an error', async () => {
    const { product } = await inStockProduct('women_rings');
    const session = await openSession(browser(), PHONE);
    const { page } = session;
    await page.goto(`/product/${product._id}`);
    const check = page.getByRole('region', { name: 'Check delivery' });
    await check.getByLabel('PIN code').fill('999999');
    await check.getByRole('button', { name: 'Check' }).click();
    await check.getByText("PIN code 999999 is not in India Post's directory").waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('deliveryPincode'))).toBeNull();
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('999999').count()).toBe(0);
    session.assertNoConsoleErrors([/status of 400/, /status of 404/]);
    await session.context.close();
  });

  it('item 16: "Add product" in the admin menu, strictly under ₹999 on the home row, the search field empties off the results', async () => {
    const title = `Rail${Date.now().toString(36)} Ring`;
    await createTestProduct(admin.jwt, title, { '7': 4 });
    const session = await openSession(browser(), { width: 1440, height: 900 });
    const { page } = session;
    await page.goto('/');
    // The rows load as the page nears them.
    await page.getByRole('region', { name: 'MoonMade Collection' }).first().waitFor();
    const under = page.getByRole('region', { name: 'Under ₹999' });
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 1500);
        return under.count();
      })
      .toBe(1);
    await under.scrollIntoViewIfNeeded();
    await under.getByRole('listitem').first().waitFor();
    expect(await under.getByText(title).count()).toBe(0);
    const prices = await apiCall<{ content: { discountedPrice: number }[] }>(
      '/api/products?maxPrice=998.99&stock=in_stock&sort=price_high&pageSize=10',
    );
    for (const piece of prices.content) expect(piece.discountedPrice).toBeLessThan(999);

    const search = page.getByRole('search', { name: 'Search the shop' }).getByRole('combobox');
    await search.fill('ring');
    await search.press('Enter');
    await page.waitForURL(/\/search\?q=ring/);
    expect(await search.inputValue()).toBe('ring');
    await page.getByRole('link', { name: /Rings/ }).first().click();
    await page.waitForURL((url) => url.pathname !== '/search');
    expect(await search.inputValue()).toBe('');

    const adminSession = await openSession(browser(), { width: 1440, height: 900, jwt: admin.jwt });
    await adminSession.page.goto('/admin');
    await adminSession.page.getByRole('link', { name: 'Add product' }).first().waitFor();
    expect(await adminSession.page.getByText('AddProduct').count()).toBe(0);
    session.assertNoConsoleErrors();
    await session.context.close();
    await adminSession.context.close();
  });

  it('sorts a listing by newest, opens a piece by its readable address, and shows the owner’s reply to a review as text', async () => {
    const title = `Slug${Date.now().toString(36)} Moon Ring`;
    const made = await createTestProduct(admin.jwt, title, { '7': 4 });
    const product = await apiCall<{ slug: string }>(`/api/products/id/${made._id}`);
    expect(product.slug).toBe(title.toLowerCase().replace(/ /g, '-'));

    const session = await openSession(browser(), PHONE);
    const { page } = session;
    await page.goto('/women/jewellery/women_rings');
    await page.getByRole('button', { name: /^Sort/ }).click();
    await page.getByRole('menuitem', { name: 'Newest first' }).click();
    await page.waitForURL(/sort=newest/);
    const firstCard = page.getByRole('region', { name: 'Products' }).getByRole('link', { name: title });
    await firstCard.first().waitFor();
    expect(await firstCard.first().getAttribute('href')).toBe(`/product/${product.slug}`);
    await firstCard.first().click();
    await page.waitForURL(`**/product/${product.slug}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    session.assertNoConsoleErrors();
    await session.context.close();

    // A review of a delivered order of a demo piece, and the owner's reply, written as HTML on purpose.
    const customer = await paidOrder('replied');
    await apiCall(`/api/admin/orders/${customer.orderId}/deliver`, { method: 'PUT', jwt: admin.jwt });
    const order = await apiCall<{ orderItems: { product: { _id: string } }[] }>(
      `/api/orders/${customer.orderId}`,
      { jwt: customer.user.jwt },
    );
    const productId = order.orderItems[0]?.product._id ?? '';
    const review = await apiCall<{ _id: string }>('/api/reviews/', {
      method: 'POST',
      jwt: customer.user.jwt,
      body: { productId, rating: 5, text: 'Shines beautifully' },
    });
    const reply = 'Thank you <b>so much</b>!';
    await apiCall(`/api/admin/reviews/${review._id}/reply`, {
      method: 'PUT',
      jwt: admin.jwt,
      body: { text: reply },
    });
    const shopper = await openSession(browser(), PHONE);
    await shopper.page.goto(`/product/${productId}`);
    const note = shopper.page.getByRole('note', { name: 'Reply from the shop' }).first();
    await note.scrollIntoViewIfNeeded();
    await note.getByText(reply).waitFor();
    expect(await note.locator('b').count()).toBe(0);
    shopper.assertNoConsoleErrors();
    await shopper.context.close();
  });
});
