/** Order states and the moves between them (docs/design.md "Order states"). */
export const ORDER_STATUSES = [
  'PENDING',
  'PLACED',
  'CONFIRMED',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
  /** The parcel came back undelivered (refused, not reachable): stock back, COD never collected, prepaid refunded. */
  'RETURNED_TO_ORIGIN',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The paid states, in their order; any of them may be skipped forward. */
const FULFILMENT: OrderStatus[] = ['PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'];

/**
 * The moves the shop allows (S38). PENDING (unpaid) leaves only to PLACED, and only through a verified payment
 * (the payments code), or to CANCELLED; no move skips payment. Paid orders move forward (skipping allowed) and
 * can be cancelled before SHIPPED. OUT_FOR_DELIVERY is a courier's step, so only a SHIPPED order reaches it
 * (docs/decisions/0020).
 */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  // A parcel on its way may come back; one that came back is finished.
  if (to === 'RETURNED_TO_ORIGIN') return from === 'SHIPPED' || from === 'OUT_FOR_DELIVERY';
  if (from === 'RETURNED_TO_ORIGIN') return false;
  if (to === 'CANCELLED') return from === 'PENDING' || from === 'PLACED' || from === 'CONFIRMED';
  if (from === 'PENDING') return to === 'PLACED';
  if (from === 'CANCELLED') return false;
  if (to === 'OUT_FOR_DELIVERY') return from === 'SHIPPED';
  return FULFILMENT.indexOf(to) > FULFILMENT.indexOf(from);
}

/** Moves an admin may make by hand: every allowed move but placing an unpaid order, which only its payment does. */
export function canAdminMove(from: OrderStatus, to: OrderStatus): boolean {
  return to !== 'PLACED' && canTransition(from, to);
}

/**
 * Whether the admin may archive ("delete") an order (S38): unpaid PENDING ones (they are cancelled first) and
 * finished ones (DELIVERED, CANCELLED, RETURNED_TO_ORIGIN). A paid order still on its way must be delivered or cancelled first.
 */
export function canArchive(status: OrderStatus): boolean {
  return (
    status === 'PENDING' ||
    status === 'DELIVERED' ||
    status === 'CANCELLED' ||
    status === 'RETURNED_TO_ORIGIN'
  );
}

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
/** Different lines (product and size) one cart may hold; with QUANTITY_MAX and MAX_PRICE_RUPEES it bounds an order. */
export const MAX_CART_LINES = 100;

/**
 * The order number customers and admins both see: the id's last 8 characters. (UUIDv7 ids start with a timestamp,
 * so their first characters are shared by orders placed close together; the last ones are random.)
 */
export function orderNumber(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}
