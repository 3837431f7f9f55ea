import { describe, expect, it, vi } from 'vitest';
import { adminForTests, createTestProduct } from './shop-setup.ts';
import { apiCall, baseUrl, browserForTests, openSession } from './support.ts';

/** Issue 28: the owner unlists a piece from the products table; the shop stops showing it, the table marks it. */
const browser = browserForTests();
const admin = adminForTests();

/** The status of a shopper's GET, without the API helper's throw on a 404. */
const statusOf = async (path: string) => (await fetch(new URL(path, baseUrl()))).status;

describe('list and unlist from the products table', () => {
  it('unlists a selected piece: the table marks it Unlisted, shoppers get "not found", listing it again brings it back', async () => {
    const word = `Hide${Date.now().toString(36)}`;
    const hidden = await createTestProduct(admin.jwt, `${word} Opal Ring`, { '7': 4 });
    const kept = await createTestProduct(admin.jwt, `${word} Garnet Ring`, { '7': 4 });
    const session = await openSession(browser(), { jwt: admin.jwt });
    const { page } = session;
    await page.goto(`/admin/products?q=${word}`);
    const hiddenRow = page.getByRole('row', { name: new RegExp(`${word} Opal Ring`) });
    await hiddenRow.waitFor();
    await page.getByRole('checkbox', { name: `Select ${word} Opal Ring` }).check();

    const bar = page.getByRole('region', { name: 'Bulk edit' });
    await bar.getByText('1 product').waitFor();
    await bar.getByRole('combobox', { name: 'Change' }).click();
    await page.getByRole('option', { name: 'Unlist (hide from the shop)' }).click();
    // Unlisting takes no number.
    expect(await bar.getByRole('spinbutton').count()).toBe(0);
    await bar.getByRole('button', { name: 'Apply to 1' }).click();
    await page.getByText('1 of 1 products changed.').waitFor();
    await hiddenRow.getByText('Unlisted').waitFor();
    expect(
      await page
        .getByRole('row', { name: new RegExp(`${word} Garnet Ring`) })
        .getByText('Unlisted')
        .count(),
    ).toBe(0);
    await page.screenshot({ path: '/tmp/w28b/unlisted-table.png' });

    // The catalogue cache drops on the trigger's NOTIFY, a moment after the commit.
    await vi.waitFor(async () => expect(await statusOf(`/api/products/id/${hidden._id}`)).toBe(404), {
      timeout: 5_000,
      interval: 100,
    });
    const found = await apiCall<{ content: { _id: string }[] }>(`/api/products?q=${word}`);
    expect(found.content.map((p) => p._id)).toEqual([kept._id]);
    const shop = await openSession(browser());
    const answer = await shop.page.goto(`/product/${hidden._id}`);
    expect(answer?.status()).toBe(404);
    await shop.page.getByText('We could not find that piece').waitFor();
    await shop.context.close();

    await page.getByRole('checkbox', { name: `Select ${word} Opal Ring` }).check();
    await bar.getByRole('combobox', { name: 'Change' }).click();
    await page.getByRole('option', { name: 'List (show in the shop)' }).click();
    await bar.getByRole('button', { name: 'Apply to 1' }).click();
    await page.getByText('1 of 1 products changed.').waitFor();
    await vi.waitFor(async () => expect(await statusOf(`/api/products/id/${hidden._id}`)).toBe(200), {
      timeout: 5_000,
      interval: 100,
    });
    // The table refetches after the change: the chip goes once it has.
    await expect.poll(() => hiddenRow.getByText('Unlisted').count(), { timeout: 10_000 }).toBe(0);
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
