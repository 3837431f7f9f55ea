import { addressFields } from './shop.ts';

/** One buyer of the load: a bearer token's headers. */
export interface LoadBuyer {
  headers: { authorization: string };
}

export interface LoadOutcome {
  /** Every answer of a cart or order call during the load, by status; `failed` = the connection failed. */
  statuses: Map<number | 'failed', number>;
  /** Order ids answered 201, per buyer (same order as the buyers). */
  placed: string[][];
}

type Answer = { _id?: string; cartItem?: { _id?: string } };

async function call(base: string, buyer: LoadBuyer, method: string, url: string, body: object) {
  return fetch(`${base}${url}`, {
    method,
    headers: { ...buyer.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(
    async (res) => ({ status: res.status, json: (await res.json().catch(() => ({}))) as Answer }),
    () => ({ status: 'failed' as const, json: {} as Answer }),
  );
}

/**
 * Each buyer puts one unit in its cart and checks out, again and again, until `fault()` has settled and every
 * buyer has done one more round: so the fault lands in the middle of cart writes and order transactions.
 */
export async function placeOrdersDuring(
  base: string,
  buyers: LoadBuyer[],
  productId: string,
  fault: () => Promise<void>,
): Promise<LoadOutcome> {
  const statuses = new Map<number | 'failed', number>();
  const count = (status: number | 'failed') => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const placed = buyers.map(() => [] as string[]);
  let faultOver = false;

  const buy = async (buyer: LoadBuyer, index: number) => {
    // An order leaves the cart as it is until it is paid: the line is added once, then its quantity set each
    // round (a cart write every time, and never past the 10 a line may hold).
    let lineId: string | undefined;
    for (let round = 0; round < 200; round++) {
      const wasOver = faultOver;
      const cart = lineId
        ? await call(base, buyer, 'PUT', `/api/cart_items/${lineId}`, { quantity: 1 + (round % 2) })
        : await call(base, buyer, 'PUT', '/api/cart/add', { productId, size: 's', quantity: 1 });
      if (!lineId && cart.status === 200) lineId = cart.json.cartItem?._id;
      count(cart.status);
      const order = await call(base, buyer, 'POST', '/api/orders/', addressFields());
      count(order.status);
      if (order.status === 201 && order.json._id) placed[index]?.push(order.json._id);
      if (wasOver) return;
    }
  };

  const load = Promise.all(buyers.map(buy));
  await fault();
  faultOver = true;
  await load;
  return { statuses, placed };
}

/** After the fault: the buyer's order goes through again (503s allowed while the database comes back). */
export async function orderOnceServiceIsBack(
  base: string,
  buyer: LoadBuyer,
  productId: string,
): Promise<{ status: number | 'failed'; id?: string }> {
  let last: { status: number | 'failed'; id?: string } = { status: 'failed' };
  for (let attempt = 0; attempt < 120; attempt++) {
    const cart = await call(base, buyer, 'PUT', '/api/cart/add', { productId, size: 's', quantity: 1 });
    // 400: the line already holds the most one line may (10), which is as good a cart to order from.
    if (cart.status === 200 || cart.status === 400) {
      const order = await call(base, buyer, 'POST', '/api/orders/', addressFields());
      last = { status: order.status, ...(order.json._id ? { id: order.json._id } : {}) };
      if (order.status === 201) return last;
    } else last = { status: cart.status };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return last;
}
