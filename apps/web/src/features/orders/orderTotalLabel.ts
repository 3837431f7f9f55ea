import type { OrderReply } from '@shop/contracts';

/** What the order's total is called on its page: still to pay, to pay the courier, or paid. */
export function orderTotalLabel(order: Pick<OrderReply, 'orderStatus' | 'paymentDetails'>): string {
  if (order.orderStatus === 'PENDING') return 'Total Payable';
  return order.paymentDetails.status === 'DUE' ? 'To pay on delivery' : 'Total Paid';
}
