import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => (t = await buildTestApp({ template: 'empty' })));
afterAll(async () => t.close());

describe('security headers and limits', () => {
  it('S13 sends a Content-Security-Policy without inline scripts, and the other helmet headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps CORS closed: another origin gets no permission to read answers', async () => {
    const simple = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/cart/add',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('S11 answers a body over the size limit with 413 and a 1 MB name with 400 or 413', async () => {
    const huge = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const longName = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: {
        firstName: 'x'.repeat(1000 * 1000),
        lastName: 'y',
        email: 'long@example.com',
        password: 'long-enough-pw',
      },
    });
    expect([400, 413]).toContain(longName.statusCode);
  });
});
