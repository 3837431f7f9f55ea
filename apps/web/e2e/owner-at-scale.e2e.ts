import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { adminForTests, createTestProduct } from './shop-setup.ts';
import { apiCall, axeViolations, browserForTests, openSession, paidOrder, SCREENSHOTS } from './support.ts';

/** Issue 28 in the browser: a bulk discount from the products table, and the reports page with its charts. */

const browser = browserForTests();
const admin = adminForTests();

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('the owner at scale', () => {
  it('selects two products in the table and gives them a 25 % festival discount; the shop shows it', async () => {
    const word = `Diwali${Date.now().toString(36)}`;
    const first = await createTestProduct(admin.jwt, `${word} Lotus Ring`, { '7': 4 });
    const second = await createTestProduct(admin.jwt, `${word} Moon Ring`, { '8': 2 });
    const untouched = await createTestProduct(admin.jwt, `${word} Plain Band`, { '6': 3 });
    const session = await openSession(browser(), { jwt: admin.jwt });
    const { page } = session;
    await page.goto(`/admin/products?q=${word}`);
    await page.getByRole('row', { name: new RegExp(`${word} Lotus Ring`) }).waitFor();
    await page.getByRole('checkbox', { name: `Select ${word} Lotus Ring` }).check();
    await page.getByRole('checkbox', { name: `Select ${word} Moon Ring` }).check();

    const bar = page.getByRole('region', { name: 'Bulk edit' });
    await bar.getByText('2 products').waitFor();
    await bar.getByLabel('% off').fill('25');
    await bar.getByRole('button', { name: 'Apply to 2' }).click();
    await page.getByText('2 of 2 products changed.').waitFor();
    // The table shows the new price: 25 % off ₹1,299 is ₹974.25, so ₹974.
    await page
      .getByRole('row', { name: new RegExp(`${word} Lotus Ring`) })
      .getByText('₹974')
      .waitFor();

    for (const id of [first._id, second._id])
      expect(await apiCall(`/api/products/id/${id}`)).toMatchObject({
        price: 1299,
        discountedPrice: 974,
        discountPercent: 25,
      });
    expect(await apiCall(`/api/products/id/${untouched._id}`)).toMatchObject({ discountedPrice: 999 });
    const shop = await openSession(browser());
    await shop.page.goto(`/product/${first._id}`);
    await shop.page.getByText('₹974').first().waitFor();
    await shop.context.close();

    const audit = await apiCall<{ content: { action: string; entityId: string }[] }>(
      '/api/admin/audit-log?pageSize=50',
      { jwt: admin.jwt },
    );
    expect(audit.content.filter((e) => e.action === 'product.bulk').map((e) => e.entityId)).toEqual(
      expect.arrayContaining([first._id, second._id]),
    );
    session.assertNoConsoleErrors();
    await session.context.close();
  });

  it('reads the reports page (charts, top products, payment split) at 1440 and 390 px, and downloads a CSV', async () => {
    const customer = await paidOrder('reports');
    const shots: string[] = [];
    for (const width of [1440, 390]) {
      const session = await openSession(browser(), { jwt: admin.jwt, width, height: 900, bypassCsp: true });
      const { page } = session;
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Reports' }).click();
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      const sales = page.getByRole('region', { name: 'Sales over time' });
      await sales.locator('.recharts-bar-rectangle').first().waitFor();
      await page.getByRole('region', { name: 'Payment split' }).locator('.recharts-pie').waitFor();
      await page.getByRole('table', { name: 'Top products' }).getByText(customer.product.title).waitFor();
      // The chart fits the screen: nothing scrolls sideways at 390 px.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.waitForLoadState('networkidle');
      const file = `${SCREENSHOTS}admin-reports-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      shots.push(file);

      if (width === 1440) {
        await page.getByLabel('Group').click();
        await page.getByRole('option', { name: 'By week' }).click();
        await sales.locator('.recharts-bar-rectangle').first().waitFor();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download Sales over time as CSV' }).click(),
        ]);
        const text = await readFile((await download.path()) ?? '', 'utf8');
        expect(text.replace('\uFEFF', '').split('\n')[0]).toBe(
          'period,orders,units,revenue,averageOrderValue',
        );
        expect(download.suggestedFilename()).toMatch(new RegExp(`^sales-.*_to_${today()}\\.csv$`));
      }
      session.assertNoConsoleErrors();
      await session.context.close();
    }
    expect(shots).toHaveLength(2);
  });

  it('prints the packing slips and labels of chosen orders as one PDF from the orders page', async () => {
    const customer = await paidOrder('slips');
    const session = await openSession(browser(), { jwt: admin.jwt });
    const { page } = session;
    await page.goto('/admin/orders?status=PLACED');
    await page.getByRole('heading', { name: 'All Orders' }).waitFor();
    await page.getByRole('button', { name: 'Packing slips' }).click();
    const dialog = page.getByRole('dialog', { name: 'Packing slips and labels' });
    const mine = dialog.getByRole('checkbox', { name: new RegExp(customer.orderId.slice(-8).toUpperCase()) });
    expect(await mine.isChecked()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: /^Print \d+ as PDF$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('packing-slips.pdf');
    const file = await readFile((await download.path()) ?? '');
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
