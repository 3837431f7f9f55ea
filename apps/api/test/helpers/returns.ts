import type { TestApp } from './test-app.ts';

/** The customer (or a guest, by the order token's header) asks to return items of an order; answers the reply. */
export function askForReturn(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  orderId: string,
  payload: object,
) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers, payload });
}

/** A return's body: one piece of the order's first line, for `reason`, paid out as `payout` when it is given. */
export function oneOfFirstLine(order: { orderItems: { _id: string }[] }, reason: string, payout?: object) {
  const first = order.orderItems[0];
  if (!first) throw new Error('the order has no lines');
  return { items: [{ itemId: first._id, quantity: 1 }], reason, ...(payout ? { payout } : {}) };
}
