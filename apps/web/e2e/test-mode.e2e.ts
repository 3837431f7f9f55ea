import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminCredentials } from './shop-setup.ts';
import { apiCall, browserForTests, customerWithOrder, openSession } from './support.ts';

/** S31: the e2e server runs the simulated gateway, so every page must say that no money moves. */
const TEXT = 'Test mode — no money moves';
const browser = browserForTests();

/** The banner is visible, first on the page, and the page's own content starts below it. */
async function expectBannerOnTop(page: Page) {
  const banner = page.getByRole('status').filter({ hasText: TEXT });
  await banner.waitFor({ state: 'visible' });
  const box = await banner.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height ?? 0).toBeGreaterThan(10);
  expect(box?.height ?? 100).toBeLessThan(60);
  // Nothing of the page sits under it: the element just below its middle is not the banner.
  const below = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('[role="status"]') === null,
    [Math.round((box?.width ?? 0) / 2), Math.round((box?.y ?? 0) + (box?.height ?? 0) + 4)],
  );
  expect(below).toBe(true);
}

describe('test mode', () => {
  it('S31 shows the banner on the storefront, asking /api/shop once for the whole visit', async () => {
    for (const width of [1280, 390]) {
      const session = await openSession(browser(), { width, height: 800 });
      const { page } = session;
      let shopRequests = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/shop') shopRequests++;
      });
      await page.goto('/');
      await expectBannerOnTop(page);
      // Client-side navigation to a listing and a product page keeps it without asking again.
      await page.evaluate(() => {
        history.pushState({}, '', '/women/jewellery/women_rings');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('heading', { name: /rings/i }).first().waitFor();
      await expectBannerOnTop(page);
      await page.locator('a[href^="/product/"]').first().click();
      await page.waitForURL(/\/product\//);
      await expectBannerOnTop(page);
      expect(shopRequests).toBe(1);
      session.assertNoConsoleErrors();
      await session.context.close();
    }
  });

  it('S31 shows the banner in the admin, and the simulated payment page says it too', async () => {
    const admin = await adminCredentials();
    const { jwt } = await apiCall<{ jwt: string }>('/auth/signin', { method: 'POST', body: admin });
    const session = await openSession(browser(), { jwt });
    await session.page.goto('/admin');
    await session.page
      .getByRole('heading', { name: /dashboard/i })
      .first()
      .waitFor();
    await expectBannerOnTop(session.page);

    const customer = await customerWithOrder('testmode');
    const link = await apiCall<{ Payment_link_url: string }>(`/api/payments/${customer.orderId}`, {
      method: 'POST',
      jwt: customer.user.jwt,
      body: {},
    });
    await session.page.goto(new URL(link.Payment_link_url).pathname);
    const notice = session.page.getByRole('status');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(TEXT);
    await session.context.close();
  });
});
