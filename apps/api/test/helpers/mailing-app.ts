import { afterAll, beforeAll } from 'vitest';
import { startTestSmtp, type TestSmtp } from './smtp.ts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from './test-app.ts';

/** The shop's address in mail tests: links in the mails start with it. */
export const MAIL_APP_URL = 'https://shop.example.in';
/** What the mail jobs are given to write links and sign unsubscribe tokens with, matching the app's config. */
export const MAIL_SHOP = { appUrl: MAIL_APP_URL, secret: TEST_JWT_SECRET };

/**
 * For the test file: before its tests, the app on an empty database sending its mail to a test SMTP server of
 * its own (links at `MAIL_APP_URL` unless `env` says otherwise), handed to `use`; after them, both closed.
 */
export function useMailingApp(
  use: (started: { t: TestApp; smtp: TestSmtp }) => void,
  env: Record<string, string> = {},
) {
  let started: { t: TestApp; smtp: TestSmtp } | undefined;
  beforeAll(async () => {
    const smtp = await startTestSmtp();
    const t = await buildTestApp({
      template: 'empty',
      env: { SMTP_URL: smtp.url, APP_URL: MAIL_APP_URL, ...env },
    });
    started = { t, smtp };
    use(started);
  });
  afterAll(async () => {
    await started?.t.close();
    await started?.smtp.stop();
  });
}
