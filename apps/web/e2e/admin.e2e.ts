import { mkdir } from 'node:fs/promises';
import { orderNumber } from '@shop/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveOrder, openAdminSession, orderRow } from './admin-pages.ts';
import { adminForTests, someoneBuys } from './shop-setup.ts';
import {
  apiCall,
  axeViolations,
  browserForTests,
  customerWithOrder,
  openSession,
  paidOrder,
  SCREENSHOTS,
  settled,
} from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
});

/** A PNG of a gold ring on a cream ground, made on the spot. */
async function ringPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <rect width="600" height="600" fill="#f5efe6"/>
    <circle cx="300" cy="320" r="150" fill="none" stroke="#c9a45c" stroke-width="34"/>
    <circle cx="300" cy="165" r="40" fill="#e8f0ff" stroke="#b08d57" stroke-width="8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The customer's order page: its status chip, and how many delivery steps are complete. */
async function customerSees(page: Page, orderId: string, status: string, completedSteps: number) {
  await page.goto(`/account/order/${orderId}`);
  await page.getByRole('heading', { name: 'Order details' }).waitFor();
  await page.locator('.MuiChip-label', { hasText: new RegExp(`^${status}$`) }).waitFor();
  await expect.poll(() => page.locator('.MuiStepLabel-label.Mui-completed').count()).toBe(completedSteps);
  // The highlighted step is the status the badge shows.
  const highlighted = page.locator('.MuiStep-root[aria-current="step"] .MuiStepLabel-label');
  expect(await highlighted.textContent()).toBe(HIGHLIGHTED_STEP[status]);
}

const HIGHLIGHTED_STEP: Record<string, string> = {
  Confirmed: 'Order Confirmed',
  Shipped: 'Shipped',
  'Out for delivery': 'Out for delivery',
  Delivered: 'Delivered',
};

describe('the admin back office', () => {
  it('adds a product with an uploaded image, edits and deletes it, and takes a paid order to delivered', async () => {
    // A customer pays through the storefront: the simulated gateway's page, then the shop's payment page.
    const customer = await customerWithOrder('admin-flow');
    const shopper = await openSession(browser(), { width: 1280, jwt: customer.user.jwt });
    const link = await apiCall<{ Payment_link_url: string }>(`/api/payments/${customer.orderId}`, {
      method: 'POST',
      jwt: customer.user.jwt,
      body: {},
    });
    await shopper.page.goto(link.Payment_link_url);
    await shopper.page.getByRole('button', { name: /^Pay / }).click();
    await shopper.page.getByRole('heading', { name: 'Order placed' }).waitFor();

    const session = await openAdminSession(browser(), admin, { width: 1440 });
    const { page } = session;

    // The dashboard shows real figures, and the paid order among the latest orders.
    await page.getByRole('region', { name: 'Revenue' }).getByText('Total income').waitFor();
    await orderRow(page, customer.orderId).waitFor();

    // Add New Product, with an image uploaded from a file.
    await page.getByRole('link', { name: 'Add product' }).click();
    await page.getByRole('heading', { name: 'Add New Product' }).waitFor();
    // Sending the empty form shows what is missing, in words, without calling the server.
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Pictures are required: upload one or add its URL').waitFor();

    const title = `Moonrise Pendant ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page
      .getByTestId('product-image-file')
      .setInputFiles({ name: 'ring.png', mimeType: 'image/png', buffer: await ringPng() });
    await page.getByText('Uploaded ring.png.').waitFor();
    const preview = page.getByRole('img', { name: `${title}, picture 1 (main)` });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await preview.getAttribute('src')).toMatch(/^\/media\/uploads\/[a-f0-9]{32}\.webp$/);

    await page.getByRole('combobox', { name: /^Color/ }).click();
    await page.getByRole('option', { name: 'Rose Gold' }).click();
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('2499');
    await page.getByLabel('Discounted Price').fill('1999');
    expect(await page.getByLabel('Discount Percent').inputValue()).toBe('20%');
    await page.getByRole('combobox', { name: /^Top Level Category/ }).click();
    await page.getByRole('option', { name: 'Women' }).click();
    await page.getByRole('combobox', { name: /^Third Level Category/ }).click();
    await page.getByRole('option', { name: 'Necklace' }).click();
    await page.getByLabel('Description').fill('A rose gold pendant on a fine chain.\nComes in a gift box.');
    // Sizes start S, M, L at 0: stock two of them, drop L, add XL.
    expect(await page.getByLabel('Size 3', { exact: true }).inputValue()).toBe('L');
    await page.getByLabel('Quantity of size 1').fill('4');
    await page.getByLabel('Quantity of size 2').fill('2');
    await page.getByRole('button', { name: 'Remove size 3' }).click();
    await page.getByRole('button', { name: 'Add size' }).click();
    await page.getByLabel('Size 3', { exact: true }).fill('XL');
    await page.getByLabel('Quantity of size 3').fill('1');
    expect(await page.getByLabel('Total Quantity').inputValue()).toBe('7');
    await page.getByRole('button', { name: 'Add New Product' }).click();

    const saved = page.getByRole('status').filter({ hasText: `${title} is added to the shop` });
    await saved.waitFor();
    // The form starts again, empty, with S, M and L.
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Size 3', { exact: true }).inputValue()).toBe('L');

    // The shop shows it: in its category, and on its own page.
    await shopper.page.goto('/women/jewellery/women_necklace');
    await shopper.page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();
    await saved.getByRole('link', { name: 'View in the shop' }).click();
    await page.getByRole('heading', { name: title }).waitFor();

    // Products: find it with the search box, edit its price, then delete it.
    await page.goto('/admin/products');
    await page.getByRole('heading', { name: 'All Products' }).waitFor();
    await page.getByLabel('Search products').fill(title);
    await page.waitForURL(/[?&]q=/);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await page.getByRole('heading', { name: 'Edit Product' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(title);
    expect(await page.getByLabel('Size 3', { exact: true }).inputValue()).toBe('XL');
    expect(await page.getByLabel('Quantity of size 1').inputValue()).toBe('4');
    // S34: a customer buys one while the form is open; saving the old form would put the sold unit back.
    const productId = new URL(page.url()).pathname.split('/').at(-2) ?? '';
    await someoneBuys(productId, 's', 1);
    await page.getByLabel('Discounted Price').fill('1799');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const staleNotice = page
      .getByRole('alert')
      .filter({ hasText: 'This product changed since you opened it' });
    await staleNotice.waitFor();
    await staleNotice.getByRole('button', { name: 'Reload' }).click();
    await staleNotice.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByLabel('Quantity of size 1').inputValue()).toBe('3');
    expect(await page.getByLabel('Discounted Price').inputValue()).toBe('1999');
    await page.getByLabel('Discounted Price').fill('1799');
    expect(await page.getByLabel('Discount Percent').inputValue()).toBe('28%');
    // Its shipping box (issue 46): half a box is refused at the missing sides, then the whole box is saved.
    await page.getByLabel('Box length').fill('9.5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Box breadth is required with the other sides').waitFor();
    await page.getByLabel('Box breadth').fill('8');
    await page.getByLabel('Box height').fill('4');
    await page.getByLabel('Packed weight').fill('95');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/\/admin\/products\?/);
    expect(await apiCall(`/api/admin/products/${productId}`, { jwt: admin.jwt })).toMatchObject({
      parcelLengthCm: 9.5,
      parcelBreadthCm: 8,
      parcelHeightCm: 4,
      packedWeightGrams: 95,
    });
    await row.getByText('₹1,799').waitFor();

    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this product?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.waitFor();
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await confirm.getByRole('button', { name: 'Delete product' }).click();
    await page.getByText('No product matches').waitFor();

    // Orders: confirm, ship and deliver the paid order; the customer sees every step.
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'All Orders' }).waitFor();
    const order = orderRow(page, customer.orderId);
    await order.getByText(customer.user.email).waitFor();
    await order.locator('.MuiChip-label', { hasText: /^Placed$/ }).waitFor();
    await order.getByRole('button', { name: /^Status of order/ }).click();
    // Moves the shop does not allow from PLACED are not offered.
    expect(await page.getByRole('menuitem', { name: 'Order Confirmed' }).isDisabled()).toBe(false);
    await page.keyboard.press('Escape');

    const steps: [string, string, number][] = [
      ['Order Confirmed', 'Confirmed', 1],
      ['Order Shipped', 'Shipped', 2],
      ['Out for Delivery', 'Out for delivery', 3],
      ['Order Delivered', 'Delivered', 4],
    ];
    for (const [choice, status, completed] of steps) {
      await moveOrder(page, customer.orderId, choice);
      if (choice === 'Order Shipped') {
        // Shipping asks for the courier's details; a link that is not https is refused in the dialog.
        const ship = page.getByRole('dialog');
        await ship.getByLabel('Courier').fill('Delhivery');
        await ship.getByLabel('Tracking number').fill('DL-4455');
        await ship.getByLabel('Tracking link').fill('http://delhivery.example/DL-4455');
        await ship.getByRole('button', { name: 'Mark shipped' }).click();
        await ship.getByText('Tracking link must be an https URL').waitFor();
        await ship.getByLabel('Tracking link').fill('https://www.delhivery.com/track/DL-4455');
        await ship.getByRole('button', { name: 'Mark shipped' }).click();
        await ship.waitFor({ state: 'detached' });
      }
      await order.locator('.MuiChip-label', { hasText: new RegExp(`^${status}$`) }).waitFor();
      await customerSees(shopper.page, customer.orderId, status, completed);
    }
    await order.getByRole('button', { name: /^Status of order/ }).click();
    expect(await page.getByRole('menuitem', { name: 'Cancel order' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    // A list out of date: another admin ships an order meanwhile; the server's refusal is shown in words.
    const second = await paidOrder('admin-stale');
    await page.reload();
    const stale = orderRow(page, second.orderId);
    await stale.locator('.MuiChip-label', { hasText: /^Placed$/ }).waitFor();
    await apiCall(`/api/admin/orders/${second.orderId}/ship`, { method: 'PUT', jwt: admin.jwt });
    await moveOrder(page, second.orderId, 'Order Confirmed');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Cannot move an order from SHIPPED to CONFIRMED' })
      .waitFor();
    await stale.locator('.MuiChip-label', { hasText: /^Shipped$/ }).waitFor();

    // A paid order on its way cannot be deleted (S38); once delivered, delete asks first, then it leaves the list.
    expect(await stale.getByRole('button', { name: /^Delete order/ }).isDisabled()).toBe(true);
    await moveOrder(page, second.orderId, 'Order Delivered');
    await stale.locator('.MuiChip-label', { hasText: /^Delivered$/ }).waitFor();
    await stale.getByRole('button', { name: /^Delete order/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete order' }).click();
    await stale.waitFor({ state: 'detached' });

    // The status filter.
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Delivered' }).click();
    await page.waitForURL(/status=DELIVERED/);
    await order.waitFor();
    // The list keeps showing the previous rows until the filtered page arrives.
    await expect.poll(() => page.locator('tr[data-order-id]').count()).toBe(1);

    // Customers: the shopper, with the paid order and what it cost.
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('row').filter({ hasText: customer.user.email }).waitFor();

    // Activity: who did what, newest first, filterable by kind.
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'Delivered order' })
      .filter({ hasText: 'Shipped → Delivered' })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Products' }).click();
    await page.waitForURL(/kind=product/);
    await page
      .getByRole('row')
      .filter({ hasText: 'Edited product' })
      .filter({ hasText: 'discounted price: ₹1,999 → ₹1,799' })
      .waitFor();
    await page.getByRole('row').filter({ hasText: 'Added product' }).filter({ hasText: title }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Deleted product' }).waitFor();
    // Polled: the previous (all kinds) page stays on screen until the filtered one arrives.
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'order' }).count()).toBe(0);

    // The browser logs the refused move and the stale save (409) as failed requests; they were the point.
    session.assertNoConsoleErrors([
      /status of 409 \(Conflict\).*\/confirmed\)$/,
      /status of 409 \(Conflict\).*\/api\/admin\/products\/[0-9a-f-]+\)$/,
    ]);
    shopper.assertNoConsoleErrors();
    await session.context.close();
    await shopper.context.close();
  });

  it('has no serious or critical axe violations on any admin page, at 1440 and 390 px', async () => {
    const paid = await paidOrder('admin-a11y');
    const { product } = await customerWithOrder('admin-a11y-2');
    const screens: [string, string][] = [
      ['/admin', 'Dashboard'],
      ['/admin/products', 'All Products'],
      ['/admin/product/create', 'Add New Product'],
      [`/admin/product/${product._id}/edit`, 'Edit Product'],
      ['/admin/orders', 'All Orders'],
      ['/admin/customers', 'Customers'],
      ['/admin/activity', 'Activity'],
      ['/admin/outbox', 'Outbox'],
      ['/admin/returns', 'Returns'],
      ['/admin/coupons', 'Coupons'],
      [`/admin/orders/${paid.orderId}`, `Order ${orderNumber(paid.orderId)}`],
    ];
    const results: Record<string, string[]> = {};
    for (const width of [1440, 390]) {
      const session = await openSession(browser(), { width, jwt: admin.jwt, bypassCsp: true });
      for (const [url, heading] of screens) {
        await session.page.goto(url);
        await session.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await session.page.waitForLoadState('networkidle');
        await session.page
          .locator('[aria-busy="true"]')
          .first()
          .waitFor({ state: 'detached' })
          .catch(() => {});
        const found = await axeViolations(session.page);
        if (found.length > 0) results[`${url} @${width}`] = found;
      }
      // The STATUS menu and a confirmation dialog, open.
      const checkOpened = async (button: RegExp, role: 'menu' | 'dialog', name: string) => {
        await session.page.getByRole('button', { name: button }).first().click();
        await session.page.getByRole(role).waitFor();
        await settled(session.page);
        const found = await axeViolations(session.page);
        if (found.length > 0) results[`${name} @${width}`] = found;
      };
      await session.page.goto('/admin/orders');
      await checkOpened(/^Status of order/, 'menu', 'status menu');
      await session.page.keyboard.press('Escape');
      await checkOpened(/^Delete order/, 'dialog', 'delete dialog');
      session.assertNoConsoleErrors();
      await session.context.close();
    }
    expect(results).toEqual({});
  });

  it('saves screenshots of the dashboard, orders, products and add-product pages at 1440 px', async () => {
    // Orders in every state, so the figures and badges show what a working shop looks like.
    const moves = [[], ['confirmed'], ['confirmed', 'ship'], ['confirmed', 'ship', 'deliver'], ['cancel']];
    for (const [i, path] of moves.entries()) {
      const { orderId } = await paidOrder(`admin-shot${i}`);
      for (const move of path)
        await apiCall(`/api/admin/orders/${orderId}/${move}`, { method: 'PUT', jwt: admin.jwt });
    }
    await customerWithOrder('admin-shot-pending');

    const session = await openSession(browser(), { width: 1440, jwt: admin.jwt });
    const { page } = session;
    const shoot = async (url: string, heading: string, name: string, prepare?: () => Promise<void>) => {
      await page.goto(url);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await prepare?.();
      await page.waitForLoadState('networkidle');
      await settled(page);
      await page.evaluate(async () => {
        await Promise.all(
          [...document.images].map((img) => (img.complete ? null : img.decode().catch(() => null))),
        );
      });
      await page.screenshot({ path: `${SCREENSHOTS}${name}-1440.png`, fullPage: true });
    };
    await shoot('/admin', 'Dashboard', 'admin-dashboard');
    await shoot('/admin/orders', 'All Orders', 'admin-orders');
    await shoot('/admin/products', 'All Products', 'admin-products');
    // The form as an admin fills it in: an uploaded picture, prices with the derived discount, sizes.
    await shoot('/admin/product/create', 'Add New Product', 'admin-add-product', async () => {
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Moonrise Rose Gold Pendant');
      await page
        .getByTestId('product-image-file')
        .setInputFiles({ name: 'pendant.png', mimeType: 'image/png', buffer: await ringPng() });
      await page.getByText('Uploaded pendant.png.').waitFor();
      await page.getByRole('combobox', { name: /^Color/ }).click();
      await page.getByRole('option', { name: 'Rose Gold' }).click();
      await page.getByRole('textbox', { name: 'Price', exact: true }).fill('2499');
      await page.getByLabel('Discounted Price').fill('1999');
      await page.getByRole('combobox', { name: /^Third Level Category/ }).click();
      await page.getByRole('option', { name: 'Necklace · Women' }).click();
      await page.getByLabel('Description').fill('A rose gold pendant on a fine chain. Comes in a gift box.');
      await page.getByLabel('Quantity of size 1').fill('4');
      await page.getByLabel('Quantity of size 2').fill('6');
      await page.getByLabel('Quantity of size 3').fill('2');
      await page.getByRole('img', { name: 'Moonrise Rose Gold Pendant, picture 1 (main)' }).waitFor();
    });
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
