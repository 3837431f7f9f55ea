import type { Browser, Page } from 'playwright-core';
import type { Credentials } from './shop-setup.ts';
import { openSession, type Session } from './support.ts';

/** Opens /admin and signs in through its dialog, as an admin would. */
export async function signInAsAdmin(session: Session, admin: Credentials) {
  const { page } = session;
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Sign in to see the admin area' }).waitFor();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(admin.email);
  await dialog.getByLabel(/^Password/).fill(admin.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/** A new session (as `openSession` makes it) signed in as the admin through the /admin dialog. */
export async function openAdminSession(
  browser: Browser,
  admin: Credentials,
  options: Parameters<typeof openSession>[1] = {},
): Promise<Session> {
  const session = await openSession(browser, options);
  await signInAsAdmin(session, admin);
  return session;
}

/** The row of one order in the admin orders table. */
export const orderRow = (page: Page, orderId: string) => page.locator(`tr[data-order-id="${orderId}"]`);

/** Picks a move in the order's STATUS menu; the menu closes after each choice. */
export async function moveOrder(page: Page, orderId: string, choice: string) {
  await orderRow(page, orderId)
    .getByRole('button', { name: /^Status of order/ })
    .click();
  await page.getByRole('menuitem', { name: choice }).click();
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

/** Opens the orders list of one `status` and, once the order's row shows, picks `choice` in its STATUS menu. */
export async function moveListedOrder(page: Page, status: string, orderId: string, choice: string) {
  await page.goto(`/admin/orders?status=${status}`);
  await orderRow(page, orderId).waitFor();
  await moveOrder(page, orderId, choice);
}
