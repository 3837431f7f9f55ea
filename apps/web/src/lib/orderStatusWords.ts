/** An order status in words; pages that say one differently spread this and override that one. */
export const ORDER_STATUS_WORDS: Record<string, string> = {
  PENDING: 'Awaiting payment',
  PLACED: 'Placed',
  CONFIRMED: 'Confirmed',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED_TO_ORIGIN: 'Returned to origin',
};
