import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => (t = await buildTestApp({ template: 'empty' })));
afterAll(async () => t.close());

const scriptSrc = (policy: unknown) =>
  String(policy)
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src')) ?? '';

describe("the page's start-up spinner script (decision 0076)", () => {
  it.each(['/', '/pages/about', '/cart', '/no/such/page'])(
    'S13 %s allows its one inline script by hash, never unsafe-inline',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '');
      expect(inline).toHaveLength(1);
      expect(inline[0]).toContain('startupSpinnerShown');
      const hash = createHash('sha256')
        .update(inline[0] ?? '')
        .digest('base64');
      const sources = scriptSrc(res.headers['content-security-policy']);
      expect(sources).toContain(`'sha256-${hash}'`);
      expect(sources).toContain("'self'");
      expect(sources).not.toContain('unsafe-inline');
    },
  );

  it('leaves the served content readable: the script, not the HTML, hides it while the spinner shows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pages/about' });
    expect(res.body).toContain('<div class="ssr" data-arriving>');
    expect(res.body).not.toMatch(/<div class="ssr"[^>]*(aria-hidden|inert)/);
  });

  it('lays the served content out once the script after it runs, or at once without JavaScript', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const [script] = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '');
    expect(res.body.indexOf('<div class="ssr" data-arriving>')).toBeLessThan(res.body.indexOf('<script>'));
    expect(res.body).toContain('.ssr[data-arriving]{content-visibility:hidden}');
    expect(script).toContain("removeAttribute('data-arriving')");
    // The built page's <noscript> style is minified.
    expect(res.body).toMatch(
      /<noscript><style>[^<]*\.ssr\[data-arriving\]\s*\{\s*content-visibility:\s*visible/,
    );
  });

  it('S13 keeps API replies on the plain policy, without the page script hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(scriptSrc(res.headers['content-security-policy'])).not.toContain('sha256-');
  });
});
