import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLineStream } from '../../test/helpers/log-lines.ts';
import { addressFields, addToCart, createProduct } from '../../test/helpers/shop.ts';
import { buildTestApp, type TestApp } from '../../test/helpers/test-app.ts';

/**
 * S37: the app's own log lines, read back from the stream pino writes to, while a customer's requests succeed
 * and fail in the database. None of the customer's data may appear in them.
 */
let t: TestApp;
const lines: string[] = [];

const customer = {
  firstName: 'Vaidehi',
  lastName: 'Ranganathan',
  email: 'vaidehi.ranganathan.4417@example.com',
  password: 'moonlight-sonata-42',
};
const address = addressFields({
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  phoneNumber: '9812345670',
  streetAddress: '27 Tamarind Lane, Alwarpet',
  landmark: 'Opposite Kalakshetra Gate',
});
const tokens: string[] = [];

beforeAll(async () => {
  const stream = logLineStream((line) => lines.push(line));
  t = await buildTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: stream });
  // Make PostgreSQL itself refuse some addresses, as a real constraint or a bad value would, with the
  // customer's data in the failing row (the error's detail) and in the query's parameters.
  await t.db.execute(
    sql`alter table addresses add constraint addresses_city_not_checkpur check (city <> 'Checkpur')`,
  );
  await t.db.execute(sql`
    create function refuse_test_addresses() returns trigger language plpgsql as $$
    begin
      if new.city = 'Castpur' then perform new.first_name::int; end if;        -- 22P02, quotes the value
      if new.city = 'Overflowpur' then perform 2147483647 + length(new.street_address); end if; -- 22003
      return new;
    end $$`);
  await t.db.execute(
    sql`create trigger refuse_test_addresses before insert on addresses for each row execute function refuse_test_addresses()`,
  );
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('what the logs hold', () => {
  it('S37 maps database errors to clear codes: a check to 409, a malformed or out-of-range value to 400', async () => {
    const signup = await post('/auth/signup', customer);
    expect(signup.statusCode).toBe(201);
    const jwt = signup.json().jwt as string;
    tokens.push(jwt);

    const checked = await post('/api/addresses', { ...address, city: 'Checkpur' }, jwt);
    expect(checked.statusCode).toBe(409);
    expect(checked.json()).toMatchObject({ code: 'CONFLICT' });
    const cast = await post('/api/addresses', { ...address, city: 'Castpur' }, jwt);
    expect(cast.statusCode).toBe(400);
    expect(cast.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'The request contains a malformed value',
    });
    const overflow = await post('/api/addresses', { ...address, city: 'Overflowpur' }, jwt);
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'A number in the request is out of range',
    });
    for (const reply of [checked, cast, overflow]) {
      expect(reply.body).not.toContain(customer.firstName);
      expect(reply.body).not.toContain(address.phoneNumber);
    }
  });

  it('S37 keeps emails, phones, names, addresses, tokens and SQL parameters out of every log line', async () => {
    const jwt = tokens[0];
    if (!jwt) throw new Error('the first test signs up');
    // Requests that succeed: an address, a sign-in, an order and its payment link (sent to the gateway).
    expect((await post('/api/addresses', address, jwt)).statusCode).toBe(201);
    const signin = await post('/auth/signin', { email: customer.email, password: customer.password });
    expect(signin.statusCode).toBe(200);
    tokens.push(signin.json().jwt);
    expect(
      (await post('/auth/signin', { email: customer.email, password: 'a-wrong-guess' })).statusCode,
    ).toBe(401);
    const product = await createProduct(t, { sizes: { s: 3 } });
    const [userRow] = (
      await t.db.execute<{ id: string }>(sql`select id from users where email = ${customer.email}`)
    ).rows;
    if (!userRow) throw new Error('no user');
    await addToCart(
      t,
      {
        id: userRow.id,
        email: customer.email,
        password: '',
        token: jwt,
        headers: { authorization: `Bearer ${jwt}` },
      },
      product.id,
      's',
    );
    const order = await post('/api/orders/', address, jwt);
    expect(order.statusCode).toBe(201);
    const link = await post(`/api/payments/${order.json()._id}`, undefined, jwt);
    expect(link.statusCode).toBe(200);
    // A search for the customer's email and phone, as an admin might type it.
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/products?q=${encodeURIComponent(customer.email)}&pageSize=5&token=${jwt}&phone=${address.phoneNumber}`,
    });
    expect(search.statusCode).toBe(200);

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    // The failures were logged, with what a developer needs to find them.
    expect(log).toContain('database refused the change');
    expect(log).toContain('addresses_city_not_checkpur');
    expect(log).toContain('"code":"22P02"');
    expect(log).toContain('"code":"22003"');
    expect(log).toContain('"type":"DrizzleQueryError","message":"Failed query: insert into \\"addresses\\"');
    expect(log).toContain('payment link created');
    // …and nothing of the customer's.
    for (const secret of [
      customer.email,
      encodeURIComponent(customer.email),
      customer.firstName,
      customer.lastName,
      customer.password,
      address.phoneNumber,
      address.streetAddress,
      address.landmark,
      ...tokens,
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(log).not.toMatch(/params:/);
  });
});
