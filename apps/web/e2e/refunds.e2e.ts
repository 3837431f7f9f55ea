import { describe, expect, it } from 'vitest';
import { adminForTests } from './shop-setup.ts';
import {
  apiCall,
  axeViolations,
  browserForTests,
  noViolationsAt,
  openReturnForm,
  openSession,
  paidOrder,
} from './support.ts';

const browser = browserForTests();
const shopAdmin = adminForTests();

describe('refunds and returns in the browser', () => {
  it('the customer cancels a paid order and sees it refunded', async () => {
    const customer = await paidOrder('refund');
    const session = await openSession(browser(), { jwt: customer.user.jwt });
    const { page } = session;
    await page.goto(`/account/order/${customer.orderId}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText('Cancelled and refunded').waitFor();
    const order = await apiCall<{ paymentDetails: { status: string; refunds: { amount: number }[] } }>(
      `/api/orders/${customer.orderId}`,
      { jwt: customer.user.jwt },
    );
    expect(order.paymentDetails.status).toBe('REFUNDED');
    expect(order.paymentDetails.refunds).toHaveLength(1);
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('a return is requested by the customer, then approved, received and refunded by the admin, each step confirmed', async () => {
    const customer = await paidOrder('return');
    await apiCall(`/api/admin/orders/${customer.orderId}/deliver`, { method: 'PUT', jwt: shopAdmin.jwt });

    const shopper = await openSession(browser(), { jwt: customer.user.jwt });
    const form = await openReturnForm(shopper.page, customer.orderId);
    await form.getByLabel('Why are you returning them?').fill('The clasp is loose');
    await form.getByRole('button', { name: 'Request return' }).click();
    await shopper.page.getByText('Return requested').waitFor();

    const admin = await openSession(browser(), { jwt: shopAdmin.jwt });
    await admin.page.goto('/admin');
    await admin.page.getByRole('link', { name: 'Returns' }).click();
    await admin.page.getByRole('heading', { name: 'Returns' }).waitFor();
    const row = admin.page.getByRole('row').filter({ hasText: customer.user.email });
    await row.getByText('The clasp is loose').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Approve this return?' })
      .getByRole('button', { name: 'Approve return' })
      .click();
    await row.getByText('Approved · pickup').waitFor();
    await shopper.page.reload();
    await shopper.page.getByText('Return approved · pickup on its way').waitFor();

    await row.getByRole('button', { name: 'Items received' }).click();
    await admin.page
      .getByRole('dialog', { name: 'Mark the items received?' })
      .getByRole('button', { name: 'Mark received' })
      .click();
    await row.getByText('Received', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Refund/ }).click();
    await admin.page
      .getByRole('dialog', { name: /^Refund ₹/ })
      .getByRole('button', { name: 'Refund now' })
      .click();
    await row.getByText('Refunded', { exact: true }).waitFor();
    admin.assertNoConsoleErrors();
    await admin.context.close();

    await shopper.page.reload();
    await shopper.page.getByText('Refunded', { exact: true }).waitFor();
    shopper.assertNoConsoleErrors();
    await shopper.context.close();
  });

  it('has no serious or critical axe violations on the Returns page and a delivered order, at 1440 and 390 px', async () => {
    const customer = await paidOrder('return-a11y');
    await apiCall(`/api/admin/orders/${customer.orderId}/deliver`, { method: 'PUT', jwt: shopAdmin.jwt });
    const results: Record<string, string[]> = {};
    for (const width of [1440, 390]) {
      const admin = await openSession(browser(), { width, jwt: shopAdmin.jwt, bypassCsp: true });
      await admin.page.goto('/admin/returns');
      await admin.page.getByRole('heading', { name: 'Returns', level: 1 }).waitFor();
      await admin.page.waitForLoadState('networkidle');
      results[`admin returns ${width}`] = await axeViolations(admin.page);
      await admin.context.close();
      const shopper = await openSession(browser(), { width, jwt: customer.user.jwt, bypassCsp: true });
      await shopper.page.goto(`/account/order/${customer.orderId}`);
      await shopper.page.getByRole('button', { name: 'Return items' }).waitFor();
      results[`order ${width}`] = await axeViolations(shopper.page);
      await shopper.page.getByRole('button', { name: 'Return items' }).click();
      await shopper.page.getByRole('dialog').waitFor();
      results[`return form ${width}`] = await axeViolations(shopper.page);
      await shopper.context.close();
    }
    expect(results).toEqual(noViolationsAt(['admin returns', 'order', 'return form'], [1440, 390]));
  });
});
