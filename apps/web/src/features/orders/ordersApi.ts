import type { OrderReply, PaymentLinkReply } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';
import { orderTokenHeaders } from '../../lib/guestOrderTokens.ts';
import { ORDER_STATUS_WORDS } from '../../lib/orderStatusWords.ts';

export function useOrder(orderId: string | null | undefined) {
  return useQuery({
    queryKey: ['order', orderId],
    queryFn: ({ signal }) => api<OrderReply>(`/api/orders/${encodeURIComponent(orderId ?? '')}`, { signal }),
    enabled: !!orderId,
  });
}

/** My Orders: the user's orders, newest first. */
export function useMyOrders() {
  return useQuery({
    queryKey: ['orders', 'mine'],
    queryFn: ({ signal }) => api<OrderReply[] | { content: OrderReply[] }>('/api/orders/user', { signal }),
    select: (data) => (Array.isArray(data) ? data : (data.content ?? [])),
  });
}

/** POST /api/payments/{orderId} with `{}`; the browser then goes to Payment_link_url. */
export async function openPaymentLink(orderId: string): Promise<void> {
  const link = await api<PaymentLinkReply>(`/api/payments/${orderId}`, {
    method: 'POST',
    body: {},
    headers: orderTokenHeaders(orderId),
  });
  if (!link?.Payment_link_url) {
    console.warn('No payment link in the reply', link);
    throw new ApiError(502, 'PAYMENT_LINK_UNAVAILABLE', 'No payment link was returned');
  }
  window.location.assign(link.Payment_link_url);
}

const STEP_BY_STATUS: Record<string, number> = {
  PLACED: 0,
  CONFIRMED: 1,
  SHIPPED: 2,
  OUT_FOR_DELIVERY: 3,
  DELIVERED: 4,
};

/**
 * How many steps of Order Confirmed → Shipped → Out for delivery → Delivered an order has done: none while it
 * waits for confirmation, one when confirmed, … all four when delivered. The last one done is the step the
 * progress bar highlights, matching the status badge.
 */
export function progressStep(status: string): number {
  return STEP_BY_STATUS[status] ?? 0;
}

export const STATUS_LABELS: Record<string, string> = {
  ...ORDER_STATUS_WORDS,
  PLACED: 'Order placed',
  RETURNED_TO_ORIGIN: 'Returned to us undelivered',
};
