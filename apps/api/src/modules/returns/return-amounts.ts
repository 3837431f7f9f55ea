import type { OrderRow } from '../orders/order-view.ts';

interface ItemRow {
  id: string;
  quantity: number;
  unitDiscountedPricePaise: number;
}

/**
 * What one line cost the customer, in paise: its price as sold minus its share of the coupon, as the order's
 * tax lines record it (delivery is not refunded for returned items). Orders older than tax lines: the price.
 */
export function linePaidPaise(order: OrderRow, item: ItemRow): number {
  const taxLine = order.tax?.lines.find((line) => line.itemId === item.id);
  if (taxLine) return taxLine.pricePaise - taxLine.discountPaise;
  return item.unitDiscountedPricePaise * item.quantity;
}

/**
 * The refund for returning `quantity` more units of a line of which `returnedBefore` were returned already:
 * the difference of two floors, so however a line is returned in parts, the parts add up to exactly its paid
 * amount and never more.
 */
export function returnPaise(
  order: OrderRow,
  item: ItemRow,
  returnedBefore: number,
  quantity: number,
): number {
  const paid = linePaidPaise(order, item);
  const upTo = (units: number) => Math.floor((paid * units) / item.quantity);
  return upTo(returnedBefore + quantity) - upTo(returnedBefore);
}
