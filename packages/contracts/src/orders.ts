/** Order states and the moves between them (DESIGN.md "Order states"). */
export const ORDER_STATUSES = [
  'PENDING',
  'PLACED',
  'CONFIRMED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const FORWARD: OrderStatus[] = ['PENDING', 'PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED'];

/** Forward moves only (skipping allowed); cancellation only before SHIPPED. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  if (to === 'CANCELLED') return from === 'PENDING' || from === 'PLACED' || from === 'CONFIRMED';
  if (from === 'CANCELLED') return false;
  return FORWARD.indexOf(to) > FORWARD.indexOf(from);
}

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;

/**
 * The order number customers and admins both see: the id's last 8 characters. (UUIDv7 ids start with a timestamp,
 * so their first characters are shared by orders placed close together; the last ones are random.)
 */
export function orderNumber(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}
