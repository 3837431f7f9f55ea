import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import { orderNumber } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { adminCredentials } from './shop-setup.ts';
import {
  apiCall,
  browserForTests,
  customerWithOrder,
  openSession,
  paidOrder,
  payOrder,
  SCREENSHOTS,
  type Session,
} from './support.ts';

/** The main screens at 390 px and 1440 px, saved under docs/screenshots/ for review. */
const WIDTHS = [390, 1440] as const;

const browser = browserForTests();
beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
});

async function shoot(page: Page, name: string, width: number, heading: string | RegExp) {
  console.log(`screenshot ${name} at ${width} px`);
  try {
    await page.getByRole('heading', { name: heading }).first().waitFor();
  } catch (error) {
    await page.screenshot({ path: `${os.tmpdir()}/e2e-failed-${name}-${width}.png`, fullPage: true });
    throw error;
  }
  await page.waitForLoadState('networkidle');
  // Scroll through once so lazy images load, then wait (at most 5 s) until every image has finished.
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await pause(60);
    }
    window.scrollTo(0, 0);
    const deadline = Date.now() + 5000;
    while ([...document.images].some((img) => !img.complete) && Date.now() < deadline) await pause(100);
  });
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
}

describe('screenshots', () => {
  it('saves home, listing, product, cart, checkout, payment success and my orders at 390 and 1440 px', async () => {
    const customer = await customerWithOrder('screens');
    const sessions = new Map<number, Session>();
    for (const width of WIDTHS)
      sessions.set(width, await openSession(browser(), { width, jwt: customer.user.jwt }));

    for (const width of WIDTHS) {
      const { page } = sessions.get(width) as Session;
      await page.goto('/');
      await shoot(page, 'home', width, 'MoonMade Collection');
      await page.goto('/women/jewellery/women_rings');
      await shoot(page, 'listing', width, 'Rings For Her');
      await page.goto(`/product/${customer.product._id}`);
      await shoot(page, 'product', width, 'Recent Reviews and Ratings');
      await page.goto('/cart');
      await shoot(page, 'cart', width, 'Shopping Cart');
      await page.goto('/checkout?step=2');
      await shoot(page, 'checkout-address', width, 'Saved addresses');
      await page.goto(`/checkout?step=3&order_id=${customer.orderId}`);
      await shoot(page, 'checkout-summary', width, 'Order Items');
    }

    const returnUrl = await payOrder(customer.orderId, customer.user.jwt);
    for (const width of WIDTHS) {
      const { page } = sessions.get(width) as Session;
      await page.goto(returnUrl);
      await shoot(page, 'payment-success', width, 'Order placed');
      await page.goto('/account/order');
      await shoot(page, 'my-orders', width, 'My Orders');
      await page.goto(`/account/order/${customer.orderId}`);
      await shoot(page, 'order-detail', width, 'Order details');
    }

    // A shopper with nothing in the cart yet.
    const empty = await openSession(browser(), { width: 390 });
    await empty.page.goto('/cart');
    await empty.page.getByText('Your Cart Is Empty!').waitFor();
    await empty.page.screenshot({ path: `${SCREENSHOTS}cart-empty-390.png`, fullPage: true });

    for (const session of [...sessions.values(), empty]) {
      session.assertNoConsoleErrors();
      await session.context.close();
    }
    await apiCall('/health');
  });

  it('saves the admin orders list, the order page and a return at each step (requested, approved, refunded) at 390 and 1440 px', async () => {
    const admin = await adminCredentials();
    const { jwt } = await apiCall<{ jwt: string }>('/auth/signin', { method: 'POST', body: admin });
    const customer = await paidOrder('screens-return');
    const { orderId } = customer;
    await apiCall(`/api/admin/orders/${orderId}/deliver`, { method: 'PUT', jwt });
    const order = await apiCall<{ orderItems: { _id: string }[] }>(`/api/orders/${orderId}`, {
      jwt: customer.user.jwt,
    });
    const made = await apiCall<{ _id: string }>(`/api/orders/${orderId}/returns`, {
      method: 'POST',
      jwt: customer.user.jwt,
      body: { items: [{ itemId: order.orderItems[0]?._id, quantity: 1 }], reason: 'The clasp is loose' },
    });
    const sessions = new Map<number, Session>();
    for (const width of WIDTHS) sessions.set(width, await openSession(browser(), { width, jwt }));
    const heading = `Order ${orderNumber(orderId)}`;
    const shootAll = async (name: string) => {
      for (const width of WIDTHS) {
        const { page } = sessions.get(width) as Session;
        await page.goto(`/admin/orders/${orderId}`);
        await shoot(page, name, width, heading);
      }
    };
    // admin.e2e.ts takes the orders list at 1440 px; this one at 390 (the status menu under its order's id).
    const phone = sessions.get(390) as Session;
    await phone.page.goto('/admin/orders');
    await shoot(phone.page, 'admin-orders', 390, 'All Orders');
    await shootAll('admin-return-requested');
    await apiCall(`/api/admin/returns/${made._id}/approve`, { method: 'PUT', jwt });
    await shootAll('admin-return-approved');
    for (const step of ['receive', 'refund'])
      await apiCall(`/api/admin/returns/${made._id}/${step}`, { method: 'PUT', jwt });
    await shootAll('admin-return-refunded');
    for (const width of WIDTHS) {
      const { page } = sessions.get(width) as Session;
      await page.goto('/admin/returns');
      await shoot(page, 'admin-returns', width, 'Returns');
    }
    for (const session of sessions.values()) {
      session.assertNoConsoleErrors();
      await session.context.close();
    }
  });
});
