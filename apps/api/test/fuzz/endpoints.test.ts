import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, placeOrder } from '../helpers/shop.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, type TestUser } from '../helpers/users.ts';
import { type JsonSchema, mutated, validValue } from './json-schema-arbitrary.ts';

interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema }[];
  pathParams: string[];
}

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
let operations: Operation[];
let knownIds: string[];

async function listOperations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema: JsonSchema }> };
          parameters?: { in: string; name: string; schema: JsonSchema }[];
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      body: op.requestBody?.content?.['application/json']?.schema,
      query: (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema })),
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
    })),
  );
}

/** One request to an operation: path ids from real and made-up ones, a valid or mutated body and query. */
function requestFor(op: Operation, user: TestUser): fc.Arbitrary<InjectOptions> {
  const id = fc.oneof(
    fc.constantFrom(...knownIds),
    fc.uuid(),
    fc.constantFrom('not-a-uuid', '..%2F..%2Fetc', '0', "' OR 1=1--"),
  );
  const ids = fc.tuple(...op.pathParams.map(() => id));
  const body = op.body ? fc.oneof(validValue(op.body), mutated(validValue(op.body))) : fc.constant(undefined);
  const query = fc.record(
    Object.fromEntries(
      op.query.map((q) => [
        q.name,
        fc
          .oneof(validValue(q.schema), mutated(validValue(q.schema)))
          .map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      ]),
    ),
    { requiredKeys: [] },
  );
  return fc.tuple(ids, body, query).map(([pathIds, payload, params]) => {
    let url = op.path;
    op.pathParams.forEach((name, i) => {
      url = url.replace(`{${name}}`, encodeURIComponent(String(pathIds[i])));
    });
    const search = new URLSearchParams(params as Record<string, string>).toString();
    return {
      method: op.method as InjectOptions['method'],
      url: search ? `${url}?${search}` : url,
      headers: user.headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    };
  });
}

/** Sends generated requests; answers how many succeeded, so a run that only ever hit validation shows up. */
async function expectNoServerErrors(ops: Operation[], user: TestUser, runs: number): Promise<number> {
  let succeeded = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...ops).chain((op) => requestFor(op, user)),
      async (request) => {
        const res = await t.app.inject(request);
        expect(res.statusCode, `${request.method} ${request.url} → ${res.body.slice(0, 300)}`).toBeLessThan(
          500,
        );
        if (res.statusCode < 300) succeeded++;
        if (res.statusCode >= 400) {
          const body = res.json();
          expect(body).toMatchObject({
            statusCode: res.statusCode,
            code: expect.any(String),
            error: expect.any(String),
            message: expect.any(String),
          });
        }
      },
    ),
    { numRuns: runs },
  );
  return succeeded;
}

/** Every size's stock plus what open orders hold of it: this must never change without a payment or an admin. */
async function stockLedger(): Promise<Record<string, number>> {
  const result = await t.db.execute<{ key: string; total: number; negative: boolean }>(sql`
    select s.product_id || ':' || s.name as key,
           s.quantity + coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
             where i.product_id = s.product_id and i.size = s.name and o.status <> 'CANCELLED'), 0)::int as total,
           s.quantity < 0 as negative
    from product_sizes s`);
  expect(result.rows.some((r) => r.negative)).toBe(false);
  return Object.fromEntries(result.rows.map((r) => [r.key, r.total]));
}

beforeAll(async () => {
  t = await buildTestApp({ template: 'demo' });
  customer = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  const products = (
    await t.app.inject({ method: 'GET', url: '/api/products?stock=in_stock&pageSize=6' })
  ).json().content as {
    id: string;
    sizes: { name: string; quantity: number }[];
  }[];
  const inStock = (p: (typeof products)[number]) => p.sizes.find((s) => s.quantity > 0)?.name ?? 's';
  const [first, second, third] = products;
  if (!first || !second || !third) throw new Error('the demo catalogue has too few products');
  const order = await placeOrder(t, customer, [{ productId: first.id, size: inStock(first) }]);
  const cart = await addToCart(t, customer, second.id, inStock(second), 2);
  await addToCart(t, customer, third.id, inStock(third), 1);
  const addresses = (
    await t.app.inject({ method: 'GET', url: '/api/addresses', headers: customer.headers })
  ).json() as { id: string }[];
  knownIds = [
    ...products.map((p) => p.id),
    order.id ?? order._id,
    ...cart.cartItems.map((i: { _id: string }) => i._id),
    ...addresses.map((a) => a.id),
  ];
  operations = await listOperations();
});
afterAll(async () => t.close());

describe('fuzzing every endpoint with generated and mutated inputs', () => {
  it('answers customers and visitors without a single 5xx, every 4xx in the error shape, stock balanced', async () => {
    const before = await stockLedger();
    const ops = operations.filter((op) => !op.path.startsWith('/api/admin') && op.path !== '/auth/signout');
    expect(ops.length).toBeGreaterThan(20);
    const succeeded = await expectNoServerErrors(ops, customer, 500);
    expect(succeeded).toBeGreaterThan(25);
    expect(await stockLedger()).toEqual(before);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart/', headers: customer.headers })).json();
    const lines = cart.cartItems as { price: number; discountedPrice: number; quantity: number }[];
    expect(cart.totalPrice).toBeCloseTo(
      lines.reduce((sum, l) => sum + l.price, 0),
      2,
    );
    expect(cart.totalDiscountedPrice).toBeCloseTo(
      lines.reduce((sum, l) => sum + l.discountedPrice, 0),
      2,
    );
    expect(cart.totalItem).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
  });

  it('answers admins without a single 5xx, and stock never goes below zero', async () => {
    const ops = operations.filter(
      (op) => op.path.startsWith('/api/admin') && op.path !== '/api/admin/uploads',
    );
    expect(ops.length).toBeGreaterThan(10);
    const succeeded = await expectNoServerErrors(ops, admin, 400);
    expect(succeeded).toBeGreaterThan(20);
    await stockLedger();
  });
});
