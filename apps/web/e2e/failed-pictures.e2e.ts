import { describe, expect, it, vi } from 'vitest';
import { adminForTests } from './shop-setup.ts';
import { apiCall, baseUrl, browserForTests, openSession } from './support.ts';

/** Issue 28: a picture an import names that cannot be fetched shows on the products page, with a retry. */
const browser = browserForTests();
const admin = adminForTests();

interface Failed {
  content: { id: string; productTitle: string; reason: string }[];
}
const failedOf = async (title: string) =>
  (await apiCall<Failed>('/api/admin/picture-imports/failed', { jwt: admin.jwt })).content.filter(
    (p) => p.productTitle === title,
  );

describe('failed picture imports', () => {
  it('lists a refused picture with its reason on the products page; Retry queues it again', async () => {
    const title = `Pic${Date.now().toString(36)} Opal Ring`;
    // A picture on the server's own loopback address: refused by S58, so it fails at once.
    const csv = [
      'id,title,detail,description,category,color,price,discountedPrice,size,stock,hsn,gstRate,images',
      `,${title},Opal,A ring for one end-to-end test.,women/jewellery/women_rings,gold,1299,999,7,3,7117,3,http://127.0.0.1:9/opal.jpg`,
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'pictures.csv');
    const imported = await fetch(`${baseUrl()}/api/admin/products/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.jwt}` },
      body: form,
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await imported.json()).toMatchObject({ created: 1, pictures: 1 });
    await vi.waitFor(async () => expect(await failedOf(title)).toHaveLength(1), {
      timeout: 20_000,
      interval: 250,
    });

    const session = await openSession(browser(), { jwt: admin.jwt });
    const { page } = session;
    await page.goto('/admin/products');
    const section = page.getByRole('region', { name: /imported pictures? could not be fetched/ });
    const item = section.getByRole('listitem').filter({ hasText: title });
    await item.getByText('127.0.0.1 is not a public address').waitFor();
    await page.screenshot({ path: '/tmp/w28b/failed-pictures.png' });
    await item.getByRole('button', { name: `Retry opal.jpg of ${title}` }).click();
    await page.getByText('The picture is queued to be fetched again.').waitFor();
    // Fetched again under the same rule, so it is refused again and comes back to the list.
    await vi.waitFor(
      async () => expect((await failedOf(title))[0]?.reason).toBe('127.0.0.1 is not a public address'),
      { timeout: 20_000, interval: 250 },
    );
    session.assertNoConsoleErrors();
    await session.context.close();
  });
});
