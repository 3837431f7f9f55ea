import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCustomerApp } from '../../test/helpers/signed-in-app.ts';
import type { TestApp } from '../../test/helpers/test-app.ts';
import type { TestUser } from '../../test/helpers/users.ts';

let t: TestApp;
let customer: TestUser;

beforeAll(async () => ({ t, customer } = await startCustomerApp()));
afterAll(async () => t.close());

describe('private replies on the matched route (S51)', () => {
  it('S51 a personal reply is private, no-store however its path is spelled', async () => {
    for (const url of ['/api/users/profile', '/%61pi/users/profile', '/%61%70%69/users/%70rofile']) {
      const res = await t.app.inject({ method: 'GET', url, headers: customer.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().email, url).toBe(customer.email);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('S51 other spellings (double slashes, capitals) match no personal route and are not kept', async () => {
    for (const url of ['//api/users/profile', '/API/users/profile', '/api//users/profile']) {
      const res = await t.app.inject({ method: 'GET', url, headers: customer.headers });
      // A 404, or the web app's index.html when it is built: never the profile.
      expect(res.body, url).not.toContain(customer.email);
      expect(res.headers['cache-control'], url).toMatch(/no-store|no-cache/);
    }
  });

  it('S51 public catalogue replies keep their own cache header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/%61pi/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
  });
});
