import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { adminForTests } from './shop-setup.ts';
import {
  apiCall,
  axeViolations,
  browserForTests,
  noViolationsAt,
  openSession,
  paidOrder,
} from './support.ts';

const browser = browserForTests();
const shopAdmin = adminForTests();

describe('GST invoices in the browser', () => {
  it('the customer downloads the tax invoice of a paid order from the order page', async () => {
    const customer = await paidOrder('invoice');
    const order = await apiCall<{ invoice: { number: string } }>(`/api/orders/${customer.orderId}`, {
      jwt: customer.user.jwt,
    });
    const session = await openSession(browser(), { jwt: customer.user.jwt });
    const { page } = session;
    await page.goto(`/account/order/${customer.orderId}`);
    await page.getByRole('heading', { name: 'Tax invoice' }).waitFor();
    await page.getByText(`Invoice ${order.invoice.number}`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${order.invoice.number.replace(/\//g, '-')}.pdf`);
    const file = await readFile((await download.path()) ?? '');
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await page.getByRole('button', { name: 'Download credit note' }).count()).toBe(0);
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('the admin finds the invoice in the register of the month, with totals and the CSV export', async () => {
    const customer = await paidOrder('register');
    const order = await apiCall<{ invoice: { number: string } }>(`/api/orders/${customer.orderId}`, {
      jwt: customer.user.jwt,
    });
    const session = await openSession(browser(), { jwt: shopAdmin.jwt });
    const { page } = session;
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Invoices' }).click();
    await page.getByRole('heading', { name: 'Invoices' }).waitFor();
    // The register lists the month oldest first, 25 to a page; the other specs' invoices of this run come before
    // this one, so it is read a hundred to a page (this run issues fewer than a hundred).
    const hundred = new URL(page.url());
    hundred.searchParams.set('size', '100');
    await page.goto(hundred.toString());
    await page.getByRole('cell', { name: order.invoice.number }).waitFor();
    await page.getByLabel('Totals of the period').getByText('Taxable value').waitFor();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = await readFile((await csv.path()) ?? '', 'utf8');
    expect(text.split('\r\n')[0]).toMatch(/^Document type,Number,Date/);
    expect(text).toContain(order.invoice.number);

    // The same invoice from the admin's order list.
    await page.goto('/admin/orders');
    const row = page.locator(`tr[data-order-id="${customer.orderId}"]`);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^INV-\d\d-\d\d-\d{6}\.pdf$/);
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('has no serious or critical axe violations on the Invoices page and an invoiced order, at 1440 and 390 px', async () => {
    const customer = await paidOrder('invoice-a11y');
    const results: Record<string, string[]> = {};
    for (const width of [1440, 390]) {
      const admin = await openSession(browser(), { width, jwt: shopAdmin.jwt, bypassCsp: true });
      await admin.page.goto('/admin/invoices');
      await admin.page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
      await admin.page.getByLabel('Totals of the period').waitFor();
      results[`admin invoices ${width}`] = await axeViolations(admin.page);
      await admin.context.close();
      const shopper = await openSession(browser(), { width, jwt: customer.user.jwt, bypassCsp: true });
      await shopper.page.goto(`/account/order/${customer.orderId}`);
      await shopper.page.getByRole('button', { name: 'Download invoice' }).waitFor();
      results[`order ${width}`] = await axeViolations(shopper.page);
      await shopper.context.close();
    }
    expect(results).toEqual(noViolationsAt(['admin invoices', 'order'], [1440, 390]));
  });
});
