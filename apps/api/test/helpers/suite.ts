import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createProduct, type TestProduct } from './shop.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { createUser, type TestUser } from './users.ts';

/*
 * Set-up shared by a test file's (or a describe's) tests. Each call registers its hooks where it is called and
 * answers an object at once that the hook fills in before the first test, so a file reads
 * `const t = setUpTestApp(…)` instead of a `let`, a `beforeAll` and an `afterAll` each time.
 * Hooks run in the order they are registered: set up the app before its users and products.
 */

type BuildOptions = Parameters<typeof buildTestApp>[0];
type UserOptions = Parameters<typeof createUser>[1];

/** An empty object now, filled with what `make` answers before each test (`beforeEach`) or before all. */
function filledIn<T extends object>(hook: typeof beforeAll | typeof beforeEach, make: () => Promise<T>): T {
  const value = {} as T;
  hook(async () => {
    Object.assign(value, await make());
  });
  return value;
}

/**
 * The real app on a database of its own, built before the tests and closed after them. `options` may be a
 * function, for settings known only once earlier hooks ran (a fake server's port).
 */
export function setUpTestApp(options: BuildOptions | (() => BuildOptions) = {}): TestApp {
  const t = filledIn(beforeAll, () => buildTestApp(typeof options === 'function' ? options() : options));
  afterAll(async () => t.close());
  return t;
}

/** A user made once, before the tests. */
export const setUpUser = (t: TestApp, options: UserOptions = {}): TestUser =>
  filledIn(beforeAll, () => createUser(t, options));

/** A new user before every test (an order leaves the cart as it is until it is paid, so tests do not share one). */
export const setUpUserPerTest = (t: TestApp, options: UserOptions = {}): TestUser =>
  filledIn(beforeEach, () => createUser(t, options));

/** A shop on the fake of an outside service (Shiprocket, WhatsApp): the app, the fake, an admin and a product. */
export interface ShopWithFake<Fake> {
  t: TestApp;
  fake: Fake;
  admin: TestUser;
  product: TestProduct;
}

/** A product made once, before the tests. */
export const setUpProduct = (t: TestApp, options: Parameters<typeof createProduct>[1] = {}): TestProduct =>
  filledIn(beforeAll, () => createProduct(t, options));
