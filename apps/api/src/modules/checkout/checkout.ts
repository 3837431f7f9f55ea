import { type CreateOrderBody, type OrderReply, orderNumber } from '@shop/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { cartIdFor, countLines } from '../cart/cart.service.ts';
import { createOrder, type OrderSettings, rehearseOrder } from '../orders/orders.service.ts';
import { cancelUnpaidLinks } from '../payments/link-state.ts';
import type { PaymentsContext } from '../payments/payments.service.ts';

/** The payment links of the customer's unpaid orders: those a checkout would cancel. */
async function unpaidLinks(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ linkId: orders.paymentLinkId })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING'), isNotNull(orders.paymentLinkId)));
  return new Set(rows.flatMap((r) => (r.linkId ? [r.linkId] : [])));
}

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
  const hasLines = (await countLines(payments.db, await cartIdFor(payments.db, userId))) > 0;
  const links = hasLines ? await unpaidLinks(payments.db, userId) : new Set<string>();
  if (links.size > 0) await rehearseOrder(payments.db, userId, body, settings, links);
  const { unpayable, placed } = hasLines
    ? await cancelUnpaidLinks(payments, userId)
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
