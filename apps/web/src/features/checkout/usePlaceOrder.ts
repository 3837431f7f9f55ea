import type { OrderReply, PaymentMethod } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api.ts';
import { CART_KEY } from '../cart/index.ts';
import { openPaymentLink } from '../orders/index.ts';

/**
 * Place Your Order: online, the order's payment link opens; cash on delivery, the order is placed here and
 * the customer goes to the placed page. A failure is kept for the button's alert.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<unknown>(null);
  const placeOrder = async (orderId: string, method: PaymentMethod) => {
    setPayError(null);
    setPaying(true);
    try {
      if (method === 'ONLINE') {
        await openPaymentLink(orderId);
        return;
      }
      const placed = await api<OrderReply>(`/api/orders/${orderId}/cod`, { method: 'POST' });
      queryClient.setQueryData(['order', placed._id], placed);
      void queryClient.invalidateQueries({ queryKey: [CART_KEY] });
      navigate(`/order-placed/${encodeURIComponent(placed._id)}`);
    } catch (error) {
      setPayError(error);
      setPaying(false);
    }
  };
  return { placeOrder, paying, payError };
}
