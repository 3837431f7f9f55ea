import { type CreateOrderBody, type OrderReply, orderNumber } from '@shop/contracts';
import { AppError, conflict } from '../../lib/errors.ts';
import { countUserCartLines } from '../cart/cart.service.ts';
import { createOrder, type OrderSettings, rehearseOrder } from '../orders/orders.service.ts';
import { cancelUnpaidLinks, unpaidLinkedOrders } from '../payments/link-state.ts';
import type { PaymentsContext } from '../payments/payments.service.ts';

/**
 * `POST /api/orders/`: first the payment links of the customer's earlier unpaid orders are cancelled with the
 * gateway (no transaction open while it answers; a link found paid places its order instead), then the new
 * order is created in one transaction that replaces the orders whose links are now unpayable (S35). Before any
 * link is cancelled the order is rehearsed (made and rolled back) as if they all were: a checkout that would fail
 * (out of stock, coupon, hold limit …) fails there and leaves the earlier orders payable (S52).
 */
export async function checkout(
  payments: Pick<PaymentsContext, 'db' | 'gateway' | 'log'>,
  userId: string,
  body: CreateOrderBody,
  settings: OrderSettings,
): Promise<OrderReply> {
  // An empty cart makes no order: leave the earlier orders' links alone.
  const hasLines = (await countUserCartLines(payments.db, userId)) > 0;
  const linked = hasLines ? await unpaidLinkedOrders(payments.db, userId) : [];
  const links = new Set(linked.flatMap((o) => (o.linkId ? [o.linkId] : [])));
  if (links.size > 0) await rehearseOrder(payments.db, userId, body, settings, links);
  const { unpayable, placed } = hasLines
    ? await cancelUnpaidLinks(payments, userId, new Date(), linked)
    : { unpayable: new Set<string>(), placed: [] };
  try {
    return await createOrder(payments.db, userId, body, settings, unpayable);
  } catch (error) {
    // A payment for an earlier order came through meanwhile: that order is placed and emptied the cart.
    const [paid] = placed;
    if (paid && error instanceof AppError && error.code === 'CART_EMPTY')
      throw conflict(
        'CART_EMPTY',
        `Your payment for order ${orderNumber(paid)} has come through, so that order is placed and your ` +
          'cart is empty now. You will find it in My Orders.',
      );
    throw error;
  }
}
