// The sale's shopper (bench/sale.ts): signed in, the product in its cart, and its two ways to keep the shop busy.

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

async function call(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id?: string }>;
}

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
  // The cart keeps its line after a checkout (it empties on payment), so each cycle orders it again.
  await call(base, 'PUT', '/api/cart/add', headers, { productId, size, quantity: 1 });
  const buyAndCancel = async () => {
    const order = await call(base, 'POST', '/api/orders/', headers, ADDRESS);
    await call(base, 'PUT', `/api/orders/${order.id}/cancel`, headers);
  };
  // The control's two requests per cycle stand for the sale's two (order, cancel).
  const readCart = async () => {
    for (let i = 0; i < 2; i++) await call(base, 'GET', '/api/cart/', headers);
  };
  return { buyAndCancel, readCart };
}
