import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCustomerApp } from '../../test/helpers/signed-in-app.ts';
import { TEST_JWT_SECRET, type TestApp } from '../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../test/helpers/users.ts';
import { users } from '../db/schema/index.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../lib/tokens.ts';

let t: TestApp;
let customer: TestUser;
const key = new TextEncoder().encode(TEST_JWT_SECRET);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const profileWith = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } });

function sign(
  claims: Record<string, unknown>,
  options: { alg?: 'HS256' | 'HS512'; secret?: Uint8Array } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(customer.id)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setIssuer((claims.iss as string) ?? TOKEN_ISSUER)
    .setAudience((claims.aud as string) ?? TOKEN_AUDIENCE)
    .setExpirationTime((claims.exp as number) ?? '1h')
    .sign(options.secret ?? key);
}

beforeAll(async () => ({ t, customer } = await startCustomerApp()));
afterAll(async () => t.close());

describe('tokens', () => {
  it('accepts a token it issued', async () => {
    expect((await profileWith(customer.token)).statusCode).toBe(200);
  });

  it('S15 refuses alg none, another algorithm, a wrong signature, a past exp, wrong iss or aud, and an edited payload', async () => {
    const [header, payload] = customer.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const edited = `${header}.${b64({ ...claims, role: 'admin', sub: crypto.randomUUID() })}.${customer.token.split('.')[2]}`;
    const hs512 = await sign({}, { alg: 'HS512' });
    const wrongSecret = await sign(
      {},
      { secret: new TextEncoder().encode('another-secret-another-secret-1234') },
    );
    const expired = await sign({ exp: Math.floor(Date.now() / 1000) - 60 });
    const wrongIssuer = await sign({ iss: 'someone-else' });
    const wrongAudience = await sign({ aud: 'someone-else' });
    // A token signed with the secret as if it were a public key (the classic algorithm confusion) is just another alg.
    const forgedHmac = `${header}.${payload}.${createHmac('sha256', 'guess').update(`${header}.${payload}`).digest('base64url')}`;
    for (const token of [
      unsigned,
      edited,
      hs512,
      wrongSecret,
      expired,
      wrongIssuer,
      wrongAudience,
      forgedHmac,
      'garbage',
    ]) {
      const res = await profileWith(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('refuses a token of a user that no longer exists', async () => {
    const gone = await createUser(t);
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect((await profileWith(gone.token)).statusCode).toBe(401);
  });
});

describe('access to admin routes', () => {
  /** Every admin route the OpenAPI document lists, with a made-up id for each path parameter. */
  async function adminRoutes(): Promise<{ method: string; url: string }[]> {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, '0198f0c2-0000-7000-8000-000000000000'),
        })),
      );
  }

  it('S03 answers 401 without a token and 403 with a customer token on every /api/admin route', async () => {
    const routes = await adminRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const anonymous = await t.app.inject({ method: route.method as 'GET', url: route.url });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      const asCustomer = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: customer.headers,
      });
      expect(asCustomer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(asCustomer.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('S17 reads the role from the database: a demoted admin is refused on the next call', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const url = '/api/admin/orders/';
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).not.toBe(403);
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, admin.id));
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('malformed requests', () => {
  /** A sign-in whose body is sent as it is, under this content type. */
  const signinBody = (contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url: '/auth/signin', headers: { 'content-type': contentType }, payload });

  it('S14 answers malformed JSON with 400 and a clear message, never a stack trace', async () => {
    const res = await signinBody('application/json', '{"email": "a@b.c", "password": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('S14 answers a wrong content type with 415', async () => {
    const res = await signinBody('text/plain', 'email=a@b.c');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('S14 answers an invalid UUID in a path with 400', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/addresses/not-a-uuid',
      headers: customer.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
