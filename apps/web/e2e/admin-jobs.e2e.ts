import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { JobsReply } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminForTests } from './shop-setup.ts';
import { apiCall, axeViolations, browserForTests, openSession, SCREENSHOTS } from './support.ts';

const browser = browserForTests();
const admin = adminForTests();

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
});

describe('admin Jobs page', () => {
  it('lists the job queue as the API has it, from the side navigation, without axe violations at 1440 and 390 px', async () => {
    const reply = await apiCall<JobsReply>('/api/admin/jobs', { jwt: admin.jwt });
    // The e2e shop runs its background work (JOB_INTERVAL_SECONDS defaults to 30).
    expect(reply.enabled).toBe(true);
    for (const width of [1440, 390]) {
      const session = await openSession(browser(), { width, jwt: admin.jwt, bypassCsp: true });
      try {
        const { page } = session;
        await page.goto('/admin');
        if (width === 1440) await page.getByRole('link', { name: 'Jobs' }).click();
        else await page.goto('/admin/jobs');
        await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
        const table = page.getByRole('region', { name: 'Jobs' });
        await page.locator('[aria-label="Jobs"][aria-busy="false"]').waitFor();
        const text = await table.innerText();
        expect(text).toContain('Job');
        expect(text).toMatch(
          /Nothing waiting|orders\.expire-unpaid|payments\.reconcile|refunds\.retry-unsent/,
        );
        expect(await page.getByText('Background work is off').count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOTS, `admin-jobs-${width}.png`), fullPage: true });
      } finally {
        await session.context.close();
      }
    }
  });
});
