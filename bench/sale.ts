import { type LoadResult, load, median } from './load.ts';

/**
 * Browsing during a sale (issue 30): the cached listing and product page read under load while one shopper
 * places and cancels orders of that very product as fast as it can, against the same reads with no orders,
 * and, as a control, while the shopper only reads its cart at the same pace (so the control shows what the
 * shopper's own requests cost, and the sale what the orders do to the cache). Conditions alternate within each
 * round, so the machine's drift hits them alike; medians of the rounds.
 */
export interface SaleFigures {
  ordersPerSecond: number;
  idle: Record<string, LoadResult>;
  sale: Record<string, LoadResult>;
  control: Record<string, LoadResult>;
  ratios: Record<string, number>;
}

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
async function repeat(cycle: () => Promise<void>, stop: Promise<unknown>, periodMs = 0): Promise<number> {
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

/** One shopper placing and cancelling orders back to back for `seconds`; returns the orders per second. */
export async function buyAndCancelLoop(base: string, productId: string, size: string, seconds: number) {
  const { buyAndCancel } = await shopper(base, productId, size);
  const started = performance.now();
  const orders = await repeat(buyAndCancel, new Promise((resolve) => setTimeout(resolve, seconds * 1000)));
  return orders / ((performance.now() - started) / 1000);
}

/** A signed-up shopper with the product in the cart, and its two ways to keep the server busy. */
async function shopper(base: string, productId: string, size: string) {
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

export async function benchSale(
  base: string,
  productId: string,
  size: string,
  reads: Record<string, string>,
  rounds: number,
  seconds: number,
): Promise<SaleFigures> {
  const { buyAndCancel, readCart } = await shopper(base, productId, size);
  const runs = { idle: [], sale: [], control: [] } as Record<
    'idle' | 'sale' | 'control',
    Record<string, LoadResult>[]
  >;
  const orderRates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    runs.idle.push(await measure(reads, seconds));

    let stopSale!: () => void;
    const saleOver = new Promise<void>((resolve) => (stopSale = resolve));
    const started = performance.now();
    const shopping = repeat(buyAndCancel, saleOver);
    runs.sale.push(await measure(reads, seconds));
    stopSale();
    const orders = await shopping;
    const rate = orders / ((performance.now() - started) / 1000);
    orderRates.push(rate);

    let stopControl!: () => void;
    const controlOver = new Promise<void>((resolve) => (stopControl = resolve));
    const reading = repeat(readCart, controlOver, 1000 / Math.max(rate, 0.1));
    runs.control.push(await measure(reads, seconds));
    stopControl();
    await reading;
  }
  const idle = medians(runs.idle);
  const sale = medians(runs.sale);
  const control = medians(runs.control);
  const ratio = (a = 0, b = 1) => Math.round((a / b) * 1000) / 1000;
  const ratios: Record<string, number> = {};
  for (const name of Object.keys(reads)) {
    ratios[`${name}SaleVsIdle`] = ratio(sale[name]?.rps, idle[name]?.rps);
    ratios[`${name}ControlVsIdle`] = ratio(control[name]?.rps, idle[name]?.rps);
  }
  return { ordersPerSecond: Math.round(median(orderRates) * 10) / 10, idle, sale, control, ratios };
}

async function measure(reads: Record<string, string>, seconds: number) {
  const results: Record<string, LoadResult> = {};
  for (const [name, url] of Object.entries(reads)) results[name] = await load(url, { seconds });
  return results;
}

function medians(runs: Record<string, LoadResult>[]): Record<string, LoadResult> {
  const names = Object.keys(runs[0] ?? {});
  return Object.fromEntries(
    names.map((name) => {
      const of = runs.map((run) => run[name]).filter((r): r is LoadResult => r !== undefined);
      return [
        name,
        {
          rps: median(of.map((r) => r.rps)),
          p50: median(of.map((r) => r.p50)),
          p99: median(of.map((r) => r.p99)),
          errors: of.reduce((sum, r) => sum + r.errors, 0),
          non2xx: of.reduce((sum, r) => sum + r.non2xx, 0),
        },
      ];
    }),
  );
}
