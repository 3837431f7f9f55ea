import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KOCHI_HOME as home } from '../../../test/helpers/kochi-address.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildTestApp({ template: 'empty' });
  owner = await createUser(t);
  stranger = await createUser(t);
});
afterAll(async () => t.close());

describe('addresses', () => {
  it('adds, lists, updates and deletes the user’s own addresses, and the profile shows them', async () => {
    const created = await call(owner, 'POST', '/api/addresses', { ...home, city: '  Kochi  ' });
    expect(created.statusCode).toBe(201);
    const address = created.json();
    expect(address).toMatchObject({ ...home, _id: address.id });

    const list = await call(owner, 'GET', '/api/addresses');
    expect(list.json()).toEqual([address]);

    const updated = await call(owner, 'PUT', `/api/addresses/${address.id}`, {
      ...home,
      landmark: 'Near the temple',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().landmark).toBe('Near the temple');

    const me = await call(owner, 'GET', '/api/users/profile');
    expect(me.json().addresses).toEqual([updated.json()]);

    const deleted = await call(owner, 'DELETE', `/api/addresses/${address.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Address deleted successfully' });
    expect((await call(owner, 'GET', '/api/addresses')).json()).toEqual([]);
  });

  it('accepts an address without a landmark', async () => {
    const { landmark: _unused, ...withoutLandmark } = home;
    const res = await call(owner, 'POST', '/api/addresses', withoutLandmark);
    expect(res.statusCode).toBe(201);
    expect(res.json().landmark).toBe('');
  });

  it('validates phone, pincode, email and bounds, naming the field, and saves nothing', async () => {
    const before = (await call(owner, 'GET', '/api/addresses')).json().length;
    const cases: [string, object][] = [
      ['phoneNumber', { phoneNumber: '98765' }],
      ['phoneNumber', { phoneNumber: '98765432101' }],
      ['pincode', { pincode: '68200' }],
      ['pincode', { pincode: 'abcdef' }],
      ['email', { email: 'not-an-email' }],
      ['city', { city: '   ' }],
      ['city', { city: 'x'.repeat(101) }],
      ['streetAddress', { streetAddress: 'a\u0000b' }],
      ['role', { role: 'admin' }],
    ];
    for (const [field, change] of cases) {
      const res = await call(owner, 'POST', '/api/addresses', { ...home, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
      expect(JSON.stringify(res.json().details ?? res.json().message)).toContain(
        field === 'role' ? '' : field,
      );
    }
    expect((await call(owner, 'GET', '/api/addresses')).json()).toHaveLength(before);
  });

  it('S11 stores emoji and right-to-left marks as text and gives them back unchanged', async () => {
    const name = 'Ananya 💍 \u202Eأحمد';
    const res = await call(owner, 'POST', '/api/addresses', { ...home, firstName: name });
    expect(res.statusCode).toBe(201);
    expect(res.json().firstName).toBe(name);
  });

  it('S01 does not show another user’s address; S02 does not let them change or delete it', async () => {
    const mine = (await call(owner, 'POST', '/api/addresses', home)).json();
    expect((await call(stranger, 'GET', '/api/addresses')).json()).toEqual([]);
    const edit = await call(stranger, 'PUT', `/api/addresses/${mine.id}`, { ...home, city: 'Elsewhere' });
    expect(edit.statusCode).toBe(404);
    const remove = await call(stranger, 'DELETE', `/api/addresses/${mine.id}`);
    expect(remove.statusCode).toBe(404);
    const list = (await call(owner, 'GET', '/api/addresses')).json() as { id: string; city: string }[];
    expect(list.find((a) => a.id === mine.id)?.city).toBe('Kochi');
  });

  it('requires a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/addresses' });
    expect(res.statusCode).toBe(401);
  });
});
