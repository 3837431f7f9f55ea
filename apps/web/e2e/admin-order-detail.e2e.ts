import { mkdir } from 'node:fs/promises';
import { orderNumber } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmCodByMail } from './cod-confirm.ts';
import { adminForTests, createTestProduct } from './shop-setup.ts';
import {
  ADDRESS,
  addToCart,
  apiCall,
  browserForTests,
  openReturnForm,
  openSession,
  paidOrder,
  placeOrder,
  SCREENSHOTS,
  signUp,
} from './support.ts';

/** The owner's order page and the return steps on a 390 px phone; screenshots saved for review. */

const browser = browserForTests();
const admin = adminForTests();
beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENSHOTS}${name}-390.png`, fullPage: true });

/** A cash-on-delivery order of a product of the test's own (cheap enough for COD), placed through the API. */
async function codOrder() {
  const user = await signUp('cod-detail');
  const product = await createTestProduct(admin.jwt, `Detail ring ${Date.now()}`, { m: 10, l: 10 });
  await addToCart(user.jwt, product._id, 'm');
  await addToCart(user.jwt, product._id, 'l');
  const order = await placeOrder(user.jwt);
  await apiCall(`/api/orders/${order._id}/cod`, { method: 'POST', jwt: user.jwt });
  await confirmCodByMail(user.email, orderNumber(order._id));
  return { user, orderId: order._id };
}

/** Clicks the confirm button of the open confirmation dialog named `title`. */
async function confirm(page: Page, title: RegExp, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the admin’s order page at 390 px', () => {
  it('a COD order: the list’s status menu sits under its id; the page shows where to ship before the cash is collected; money moves ask first', async () => {
    const { orderId } = await codOrder();
    const number = orderNumber(orderId);
    const session = await openSession(browser(), { width: 390, height: 844, jwt: admin.jwt });
    const { page } = session;
    await page.goto('/admin/orders');
    const link = page.getByRole('link', { name: number });
    await link.waitFor();
    // The STATUS button of this order is in the same cell as its id, right under it.
    const cell = page.getByRole('cell').filter({ has: link });
    await cell.getByRole('button', { name: `Status of order ${number}` }).waitFor();
    const idBox = await link.boundingBox();
    const menuBox = await cell.getByRole('button', { name: `Status of order ${number}` }).boundingBox();
    expect(idBox && menuBox && Math.abs(menuBox.x - idBox.x)).toBeLessThan(40);
    expect(idBox && menuBox && menuBox.y - idBox.y).toBeLessThan(60);
    // The side navigation names its entries on a phone.
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByText('Orders', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(nav.getByText('Returns', { exact: true }).isVisible()).resolves.toBe(true);

    await link.click();
    await page.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    const shipTo = page.getByRole('region', { name: 'Ship to' });
    await shipTo.getByText(ADDRESS.phoneNumber).waitFor();
    await shipTo.getByText(ADDRESS.streetAddress, { exact: false }).waitFor();
    await shipTo.getByText(ADDRESS.pincode, { exact: false }).waitFor();
    const items = page.getByRole('region', { name: /Items/ });
    await items.getByText('Size M').waitFor();
    await items.getByText('Size L').waitFor();
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('Cash on delivery').waitFor();
    await payment.getByText('Cash due on delivery').waitFor();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText(/Mail: New order/).waitFor();
    await timeline.getByText(/^Mail: .* is placed$/).waitFor();
    await shot(page, 'admin-order-detail');

    for (const move of ['Order Confirmed', 'Order Delivered']) {
      await page.getByRole('button', { name: `Status of order ${number}` }).click();
      await page.getByRole('menuitem', { name: move }).click();
      await page.getByRole('menu').waitFor({ state: 'hidden' });
    }
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    await page.getByRole('button', { name: 'Mark cash collected' }).click();
    await confirm(page, /Cash collected for order/, 'Mark cash collected');
    await payment.getByText('Cash collected').waitFor();
    await page
      .getByRole('region', { name: 'GST documents' })
      .getByText(/^Invoice /)
      .waitFor();
    await timeline.getByText('Collected cash for order').waitFor();
    const order = await apiCall<{ paymentDetails: { status: string } }>(`/api/admin/orders/${orderId}`, {
      jwt: admin.jwt,
    });
    expect(order.paymentDetails.status).toBe('PAID');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('a return goes approved → received → refunded from the order page, each step confirmed; the credit note is listed', async () => {
    const customer = await paidOrder('return-steps');
    await apiCall(`/api/admin/orders/${customer.orderId}/deliver`, { method: 'PUT', jwt: admin.jwt });
    const order = await apiCall<{ orderItems: { _id: string }[] }>(`/api/orders/${customer.orderId}`, {
      jwt: customer.user.jwt,
    });
    await apiCall(`/api/orders/${customer.orderId}/returns`, {
      method: 'POST',
      jwt: customer.user.jwt,
      body: { items: [{ itemId: order.orderItems[0]?._id, quantity: 1 }], reason: 'The clasp is loose' },
    });
    const session = await openSession(browser(), { width: 390, height: 844, jwt: admin.jwt });
    const { page } = session;
    await page.goto(`/admin/orders/${customer.orderId}`);
    const returns = page.getByRole('region', { name: 'Returns' });
    await returns.getByText('The clasp is loose', { exact: false }).waitFor();
    await returns.getByText('Requested').waitFor();

    await returns.getByRole('button', { name: /^Approve return/ }).click();
    await confirm(page, /Approve this return/, 'Approve return');
    await returns.getByText('Approved · pickup').waitFor();

    await returns.getByRole('button', { name: /^Mark items received/ }).click();
    await confirm(page, /Mark the items received/, 'Mark received');
    await returns.getByText('Received', { exact: true }).waitFor();

    await returns.getByRole('button', { name: /^Refund return/ }).click();
    const refund = page.getByRole('dialog', { name: /^Refund ₹/ });
    await refund.getByText(/credit note is issued/).waitFor();
    await shot(page, 'admin-return-refund-dialog');
    await refund.getByRole('button', { name: 'Refund now' }).click();
    await refund.waitFor({ state: 'hidden' });
    await returns.getByText('Refunded', { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'GST documents' })
      .getByText(/Credit note CN\/.* \(return\)/)
      .waitFor();

    const register = await apiCall<{
      content: { kind: string; orderId: string; invoiceNumber: string | null }[];
    }>('/api/admin/invoices?pageSize=100', { jwt: admin.jwt });
    const notes = register.content.filter((d) => d.orderId === customer.orderId && d.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    session.assertNoConsoleErrors();
    await session.context.close();

    // The customer sees the refund and can download the credit note.
    const shopper = await openSession(browser(), { width: 390, height: 844, jwt: customer.user.jwt });
    await shopper.page.goto(`/account/order/${customer.orderId}`);
    await shopper.page.getByRole('button', { name: 'Download credit note' }).waitFor();
    shopper.assertNoConsoleErrors();
    await shopper.context.close();
  });

  it('a COD buyer asks for a return with a UPI ID at 390 px; a malformed one keeps the button off', async () => {
    const { user, orderId } = await codOrder();
    for (const path of ['deliver', 'collected'])
      await apiCall(`/api/admin/orders/${orderId}/${path}`, { method: 'PUT', jwt: admin.jwt });
    const session = await openSession(browser(), { width: 390, height: 844, jwt: user.jwt });
    const { page } = session;
    const form = await openReturnForm(page, orderId);
    await form.getByLabel('Why are you returning them?').fill('Too big for me');
    await form.getByRole('textbox', { name: 'UPI ID' }).fill('asha@');
    await expect(form.getByRole('button', { name: 'Request return' }).isDisabled()).resolves.toBe(true);
    await form.getByText('Enter a UPI ID such as name@okbank').waitFor();
    await form.getByRole('textbox', { name: 'UPI ID' }).fill('asha@okaxis');
    await expect.poll(() => form.getByRole('button', { name: 'Request return' }).isEnabled()).toBe(true);
    await shot(page, 'return-form-cod');
    await form.getByRole('button', { name: 'Request return' }).click();
    await page.getByText('Return requested').waitFor();
    await page.getByText(/to asha@okaxis/).waitFor();
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('a checkout replaced by the next one shows as "Replaced checkout" in the list and on its page, counted apart on the dashboard', async () => {
    const user = await signUp('replaced');
    const product = await createTestProduct(admin.jwt, `Replaced ring ${Date.now()}`, { m: 5 });
    await addToCart(user.jwt, product._id, 'm');
    const first = await placeOrder(user.jwt);
    await placeOrder(user.jwt);
    const stats = await apiCall<{ replacedCheckouts: number }>('/api/admin/stats', { jwt: admin.jwt });
    expect(stats.replacedCheckouts).toBeGreaterThanOrEqual(1);
    const session = await openSession(browser(), { width: 390, height: 844, jwt: admin.jwt });
    const { page } = session;
    await page.goto('/admin/orders?status=CANCELLED');
    const cell = page
      .getByRole('cell')
      .filter({ has: page.getByRole('link', { name: orderNumber(first._id) }) });
    await cell.waitFor();
    await page.locator(`tr[data-order-id="${first._id}"]`).getByText('Replaced checkout').waitFor();
    await page.goto(`/admin/orders/${first._id}`);
    await page.getByText(/It is not counted as a cancellation/).waitFor();
    await page.goto('/admin');
    await page.getByText('Replaced checkouts').waitFor();
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
