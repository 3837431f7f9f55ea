import type { GuestOrderBody, GuestOrderReply, OrderReply } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { clearGuestCart } from '../../lib/guestCart.ts';
import { keepGuestOrderToken } from '../../lib/guestOrderTokens.ts';

/**
 * POST /api/guest/orders: the order of a shopper without an account. Its token is kept in this browser for that
 * order (the mail carries it too); the local cart is done with once the order holds its pieces.
 */
export function usePlaceGuestOrder() {
  return useMutation({
    mutationFn: (body: GuestOrderBody) => api<GuestOrderReply>('/api/guest/orders', { method: 'POST', body }),
    onSuccess: ({ order, orderToken }) => {
      keepGuestOrderToken(order._id, orderToken);
      clearGuestCart();
    },
  });
}

/** A guest's order placed for cash on delivery, with its token. */
export const placeGuestCod = (orderId: string, token: string) =>
  api<OrderReply>(`/api/orders/${encodeURIComponent(orderId)}/cod`, {
    method: 'POST',
    headers: { 'x-order-token': token },
  });
