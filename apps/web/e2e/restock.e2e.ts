import { describe, expect, inject, it } from 'vitest';
import { type ReceivedMail, receivedMails } from './mailbox.ts';
import { E2E_SHOP } from './shop-config.ts';
import { adminForTests } from './shop-setup.ts';
import { apiCall, baseUrl, browserForTests, inStockProduct, openSession, uniqueEmail } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

const setStock = (productId: string, size: string, quantity: number) =>
  apiCall('/api/admin/products/bulk', {
    method: 'POST',
    jwt: admin.jwt,
    body: { ids: [productId], action: { kind: 'stock', mode: 'set', quantity, size } },
  });

/** The first mail to `to`, as the shop sent it over SMTP; the restock job runs every JOB_INTERVAL_SECONDS. */
async function mailTo(to: string): Promise<ReceivedMail> {
  for (let i = 0; i < 700; i++) {
    const mail = (await receivedMails(inject('mailDir'))).find((m) => m.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

describe('back in stock', () => {
  it('a guest asks to hear about a sold-out size and gets one mail when the admin restocks it', async () => {
    const { product, size } = await inStockProduct('women_earings');
    await setStock(product._id, size, 0);
    const email = uniqueEmail('restock');

    const session = await openSession(browser());
    const { page } = session;
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: `Size ${size.toUpperCase()}, sold out` }).waitFor();
    await page.getByRole('button', { name: 'Sold out in your size? Notify me' }).click();
    await page.getByRole('combobox', { name: 'Size' }).click();
    await page.getByRole('option', { name: size.toUpperCase(), exact: true }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Notify me', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `we will mail ${email} once when size ${size.toUpperCase()} is back` })
      .waitFor();

    // The owner sees who waits for what on the dashboard.
    const demand = await apiCall<{ productId: string; size: string; waiting: number }[]>(
      '/api/admin/restock-demand',
      { jwt: admin.jwt },
    );
    expect(demand.find((row) => row.productId === product._id && row.size === size)?.waiting).toBe(1);
    const owner = await openSession(browser(), { jwt: admin.jwt });
    await owner.page.goto('/admin');
    const wanted = owner.page.getByRole('region', { name: 'Wanted back' });
    await wanted.getByText(`size ${size.toUpperCase()}: 1 waiting`).first().waitFor();

    await setStock(product._id, size, 4);
    const mail = await mailTo(email);
    expect(mail.subject).toBe(`${product.title} in size ${size.toUpperCase()} is back at ${E2E_SHOP.name}`);
    const link = mail.text.match(/https?:\/\/\S+\/product\/[\w-]+/)?.[0];
    expect(link).toBe(`${baseUrl()}/product/${product._id}`);

    await page.goto(link ?? '');
    const back = page.getByRole('button', { name: `Size ${size.toUpperCase()}`, exact: true });
    await back.waitFor();
    expect(await back.isEnabled()).toBe(true);
    // The visible unsubscribe link works without signing in.
    const unsubscribe = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=[\w-]+/)?.[0];
    expect(unsubscribe?.startsWith(`${baseUrl()}/unsubscribe?token=`)).toBe(true);
    await page.goto(unsubscribe ?? '');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('status').filter({ hasText: 'we will not send you marketing mail' }).waitFor();
    session.assertNoConsoleErrors();
    await owner.context.close();
    await session.context.close();
  });
});
