// The sale's shopper (bench/sale.ts): signed in, the product in its cart, and its two ways to keep the shop busy.
import http from 'node:http';

const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  phoneNumber: '9876543210',
  streetAddress: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  landmark: '',
  email: 'bench@example.com',
};

/**
 * The bench's shopper: signed in when an earlier run made the account, signed up otherwise. Sign-ups are limited per
 * address (S32), so a new account per run would make runs close together fail; a sign-in that succeeds counts nothing.
 */
async function signIn(base: string): Promise<Record<string, string>> {
  const credentials = { email: 'bench-sale-shopper@example.com', password: 'bench-password-1' };
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let res = await post('/auth/signin', credentials);
  if (res.status === 401)
    res = await post('/auth/signup', { firstName: 'Bench', lastName: 'Shopper', ...credentials });
  if (!res.ok) throw new Error(`the bench's shopper could not sign in: ${res.status} ${await res.text()}`);
  const { jwt } = (await res.json()) as { jwt: string };
  return { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
}

/**
 * The shopper's client: one kept-alive connection through node:http. Node's fetch cost about 1 ms of CPU a request
 * here, as much as the shop's own work for a cart read, and on two cores that CPU comes out of the reads the sale
 * measures; a phone's client is not on the shop's machine (decision 0128).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function call(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ id?: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, base), { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) reject(new Error(`${method} ${path}: ${status} ${text}`));
        else resolve(JSON.parse(text) as { id?: string });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** What the shopper process is told to do until it is stopped (bench/shopper-process.ts). */
export type ShopperRun = { run: 'sale' | 'floor' } | { run: 'control'; periodMs: number };

/** Runs `cycle` back to back (or at most once per `periodMs`) until `stop` resolves; returns the cycles done. */
export async function repeat(
  cycle: () => Promise<void>,
  stop: Promise<unknown>,
  periodMs = 0,
): Promise<number> {
  let done = false;
  void stop.then(() => {
    done = true;
  });
  let cycles = 0;
  while (!done) {
    const started = performance.now();
    await cycle();
    cycles += 1;
    const rest = periodMs - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  return cycles;
}

/** A signed-up shopper with the product in the cart, and its two ways to keep the server busy. */
export async function shopper(base: string, productId: string, size: string) {
  const headers = await signIn(base);
  // The cart keeps its line after a checkout (it empties on payment), so each cycle orders it again. An earlier
  // run's line is still there: emptied first, so every order is of one piece.
  const cart = (await call(base, 'GET', '/api/cart/', headers)) as { cartItems?: { _id: string }[] };
  for (const line of cart.cartItems ?? []) await call(base, 'DELETE', `/api/cart_items/${line._id}`, headers);
  await call(base, 'PUT', '/api/cart/add', headers, { productId, size, quantity: 1 });
  const buyAndCancel = async () => {
    const order = await call(base, 'POST', '/api/orders/', headers, ADDRESS);
    await call(base, 'PUT', `/api/orders/${order.id}/cancel`, headers);
  };
  // The control's two requests per cycle stand for the sale's two (order, cancel).
  const readCart = async () => {
    for (let i = 0; i < 2; i++) await call(base, 'GET', '/api/cart/', headers);
  };
  // The floor's cycle: the cheapest thing the shop answers that still asks PostgreSQL (`select 1`).
  const askHealth = async () => {
    await call(base, 'GET', '/health', {});
  };
  return { buyAndCancel, readCart, askHealth };
}
