import { describe, expect, it } from 'vitest';
import { moveListedOrder, openAdminSession } from './admin-pages.ts';
import { adminForTests, confirmedCodOrder } from './shop-setup.ts';
import { apiCall, browserForTests, openSession, SCREENSHOTS } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

describe('a parcel returned to origin', () => {
  it('the admin marks a shipped COD order returned; the customer and the dashboard see it', async () => {
    // A phone of its own, so this test's returned parcel does not refuse other tests' cash on delivery.
    const { customer, product, size, orderId } = await confirmedCodOrder('rto', '9000012345');
    await apiCall(`/api/admin/orders/${orderId}/ship`, { method: 'PUT', jwt: admin.jwt });
    const stockBefore = (
      await apiCall<{ sizes: { name: string; quantity: number }[] }>(`/api/products/id/${product._id}`)
    ).sizes.find((s) => s.name === size)?.quantity;

    const session = await openAdminSession(browser(), admin, { width: 1440, height: 900 });
    const { page } = session;
    await moveListedOrder(page, 'SHIPPED', orderId, 'Returned to origin (undelivered)');
    await page.getByRole('button', { name: 'Mark returned to origin' }).click();
    await page.getByText(/came back undelivered; its stock is back on sale/).waitFor();
    const stockAfter = (
      await apiCall<{ sizes: { name: string; quantity: number }[] }>(`/api/products/id/${product._id}`)
    ).sizes.find((s) => s.name === size)?.quantity;
    expect(stockAfter).toBe((stockBefore ?? 0) + 1);

    await page.goto('/admin');
    const returned = page.getByText('Returned undelivered');
    await returned.waitFor();
    expect(await page.getByText('of cash-on-delivery parcels').isVisible()).toBe(true);
    expect(await page.locator('main').textContent()).toMatch(
      /Returned undelivered\d+(\.\d)?%of parcels sent/,
    );
    await page.screenshot({ path: `${SCREENSHOTS}admin-dashboard-rto-1440.png`, fullPage: true });
    session.assertNoConsoleErrors();
    await session.context.close();

    const mine = await openSession(browser(), { width: 390, height: 844, jwt: customer.jwt });
    await mine.page.goto(`/account/order/${orderId}`);
    await mine.page.getByText('Returned to us undelivered').first().waitFor();
    expect(await mine.page.getByText('Nothing was paid for it.').count()).toBe(1);
    mine.assertNoConsoleErrors();
    await mine.context.close();
  });
});
