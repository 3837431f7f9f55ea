import {
  type CreateOrderBody,
  discountPercent,
  MAX_PRICE_RUPEES,
  type OrderReply,
  type OrderStatus,
} from '@shop/contracts';
import { and, desc, eq, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Tx } from '../../db/client.ts';
import { orderItems, orders, type SellerCopy, type ShippingAddressCopy } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { findAddress, savedAddressFor, toAddress } from '../addresses/addresses.service.ts';
import { checkoutCart } from '../cart/cart.service.ts';
import { type DeliveryRule, loadCartLines, totalsOf } from '../cart/cart-view.ts';
import { recordRedemption, takeCouponUse } from '../coupons/coupon-use.ts';
import { assertDeliverableAddress } from '../delivery/checkout-delivery.ts';
import { taxBreakup } from '../gst/tax-breakup.ts';
import { payWithWallet } from '../wallet/pay-with-wallet.ts';
import { assertCanHoldCredit } from '../wallet/store-credit.ts';
import { orderPayablePaise } from './order-amounts.ts';
import { type CancelPayout, cancelLockedOrderRow, lockOrder, placePaidOrder } from './order-lifecycle.ts';
import { priceOrder } from './order-pricing.ts';
import { newOrderReply, type OrderRow, orderReplies, selectOrderRow } from './order-view.ts';
import { checkHoldLimit, lockCustomer, replaceOlderCheckouts } from './replaced-checkouts.ts';
import { reserveStock } from './stock.ts';

export interface OrderSettings {
  delivery: DeliveryRule;
  paymentWindowMinutes: number;
  /** The seller (SHOP_STATE decides CGST + SGST or IGST) and INVOICE_PREFIX, kept with each order. */
  seller: SellerCopy;
  invoicePrefix: string;
  /** GIFT_WRAP_FEE in paise. */
  giftWrapPaise: number;
  /** PREPAID_DISCOUNT in percent: an order is priced to be paid online until it is placed with cash on delivery. */
  prepaidDiscountPercent: number;
}

export const invalidTransition = (from: string, to: OrderStatus) =>
  conflict('INVALID_TRANSITION', `Cannot move an order from ${from} to ${to}`);

async function shippingAddressFor(
  tx: Tx,
  userId: string,
  body: CreateOrderBody,
): Promise<ShippingAddressCopy> {
  const row = body.addressId
    ? await findAddress(tx, userId, body.addressId)
    : body.address && (await savedAddressFor(tx, userId, body.address));
  if (!row) throw notFound('Address');
  const { id: _id, needsState, ...copy } = toAddress(row);
  // Saved before addresses took a state from the list and not matched to one: the customer chooses it first.
  if (needsState)
    throw badRequest(
      `The state of this address ("${row.state}") is not one we know: edit the address and choose its state.`,
    );
  await assertDeliverableAddress(tx, row.pincode, row.state);
  return copy;
}

/**
 * A PENDING order from the user's cart, in one transaction: the address (saved or new), the customer's
 * earlier unpaid orders replaced (see replaceOlderCheckouts; `unpayableLinks` are the links the gateway has
 * just cancelled), the hold limit checked, the stock reserved, and a copy of each line's product as it is
 * now, and the cart's coupon checked again and its use taken (takeCouponUse). The customer's checkouts are
 * serialised on their row. The cart stays as it is until the order is paid.
 */
export async function createOrder(
  db: Database,
  userId: string,
  body: CreateOrderBody,
  settings: OrderSettings,
  unpayableLinks: ReadonlySet<string> = new Set(),
  now = new Date(),
): Promise<OrderReply> {
  return db.transaction((tx) => writeOrder(tx, userId, body, settings, unpayableLinks, now));
}

/**
 * The whole order made in a transaction that is then rolled back: throws what createOrder would (OUT_OF_STOCK,
 * COUPON_INVALID, HOLD_LIMIT …) and keeps nothing. A checkout asks this before it cancels any payment link, so a
 * checkout that cannot succeed leaves the earlier unpaid order payable (S52).
 */
export async function rehearseOrder(
  db: Database,
  userId: string,
  body: CreateOrderBody,
  settings: OrderSettings,
  unpayableLinks: ReadonlySet<string>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await writeOrder(tx, userId, body, settings, unpayableLinks, new Date());
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

/** A guest order's access (see order-access/order-token.ts): kept on the order from its first moment. */
export interface OrderAccess {
  accessRef: string;
  accessTokenHash: string;
}

/** The order written in the caller's transaction (createOrder; a guest checkout, which fills the cart first). */
export async function writeOrder(
  tx: Tx,
  userId: string,
  body: CreateOrderBody,
  settings: OrderSettings,
  unpayableLinks: ReadonlySet<string>,
  now: Date,
  access?: OrderAccess,
): Promise<OrderReply> {
  await lockCustomer(tx, userId);
  // A guest checkout (it comes with its access token) gives an email nobody has proven: it touches no other order
  // and its refusals tell nothing about that email's orders (S73, S74).
  const unprovenEmail = access !== undefined;
  const shippingAddress = await shippingAddressFor(tx, userId, body);
  const cart = await checkoutCart(tx, userId);
  const cartId = cart.id;
  const lines = await loadCartLines(tx, cartId);
  if (lines.length === 0) throw conflict('CART_EMPTY', 'Your cart is empty. Add something to it first.');
  const locked = await replaceOlderCheckouts(
    tx,
    userId,
    lines.map((l) => l.productId),
    unpayableLinks,
    !unprovenEmail,
  );
  await checkHoldLimit(tx, userId, lines, unprovenEmail);
  await reserveStock(tx, lines, locked);

  // The products were read as they were locked: these are the prices and titles the order keeps.
  const byId = new Map(locked.filter((p) => p.deletedAt === null).map(({ deletedAt: _, ...p }) => [p.id, p]));
  const priced = lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw conflict('OUT_OF_STOCK', `${line.title} is no longer available`);
    // A personalised line's fee is part of its unit prices (decision 0093): taxed with the goods, in every total.
    const fee = line.personalisationFeePaise;
    return {
      ...line,
      ...product,
      pricePaise: product.pricePaise + fee,
      discountedPricePaise: product.discountedPricePaise + fee,
      itemId: uuidv7(),
    };
  });
  // A product priced past the form's limit (old data) cannot make an order past exact integers (S36).
  if (priced.some((line) => line.pricePaise > MAX_PRICE_RUPEES * 100))
    throw conflict('OUT_OF_STOCK', 'An item in your cart cannot be ordered at its price. Please contact us.');
  // After the older checkouts were replaced (their coupon uses given back), so they do not count.
  const coupon = cart.couponId
    ? await takeCouponUse(
        tx,
        userId,
        cartId,
        totalsOf(priced, settings.delivery).discountedPaise,
        now,
        unprovenEmail,
      )
    : null;
  const price = priceOrder(priced, coupon?.discountPaise ?? 0, body.gift, settings);
  const { couponPaise, deliveryPaise, wrapPaise, prepaidPaise, gift } = price;
  const breakup = taxBreakup({
    lines: priced.map((line) => ({
      itemId: line.itemId,
      // The invoice prints this title: a personalised line names its text (the fee is in its price).
      title: line.personalisation
        ? `${line.title} (${line.personalisationLabel ?? 'Personalisation'}: ${line.personalisation})`
        : line.title,
      hsn: line.hsn,
      ...(line.huid ? { huid: line.huid } : {}),
      quantity: line.quantity,
      rate: Number(line.gstRate),
      pricePaise: line.discountedPricePaise * line.quantity,
    })),
    // The coupon and the prepaid discount are order-level discounts, spread over the lines (decisions 0022, 0072).
    discountPaise: couponPaise + prepaidPaise,
    // The wrap is charged like delivery: spread over the lines and taxed at their rates.
    deliveryPaise: deliveryPaise + wrapPaise,
    shippingState: shippingAddress.state,
    sellerState: settings.seller.state,
  });
  const tax = { ...breakup, seller: settings.seller, invoicePrefix: settings.invoicePrefix };

  const [inserted] = await tx
    .insert(orders)
    .values({
      userId,
      status: 'PENDING',
      shippingAddress,
      totalPricePaise: price.pricePaise,
      totalDiscountedPricePaise: price.itemsPaise,
      deliveryChargePaise: deliveryPaise,
      couponCode: coupon?.code ?? null,
      couponDiscountPaise: coupon?.discountPaise ?? 0,
      prepaidDiscountPaise: prepaidPaise,
      giftWrapPaise: wrapPaise,
      gift,
      totalItem: price.items,
      tax,
      statusHistory: [{ status: 'PENDING', at: now.toISOString() }],
      expiresAt: new Date(now.getTime() + settings.paymentWindowMinutes * 60_000),
      createdAt: now,
      ...access,
    })
    .returning();
  if (!inserted) throw new Error('order insert returned no row');
  // Store credit and a gift card pay part or all of it, taken in this transaction (S64).
  const wallet = await payWithWallet(
    tx,
    { id: inserted.id, userId, payablePaise: orderPayablePaise(inserted) },
    cart.wallet,
    now,
  );
  const [order] =
    wallet.storeCreditPaise + wallet.giftCardPaise > 0
      ? await tx
          .update(orders)
          .set({
            storeCreditPaise: wallet.storeCreditPaise,
            giftCardPaise: wallet.giftCardPaise,
            giftCardId: wallet.giftCardId,
          })
          .where(eq(orders.id, inserted.id))
          .returning()
      : [inserted];
  if (!order) throw new Error('order update returned no row');
  const items = await tx
    .insert(orderItems)
    .values(
      priced.map((line) => ({
        id: line.itemId,
        orderId: order.id,
        productId: line.productId,
        size: line.size,
        quantity: line.quantity,
        title: line.title,
        imageUrl: line.imageUrl,
        color: line.color,
        unitPricePaise: line.pricePaise,
        unitDiscountedPricePaise: line.discountedPricePaise,
        discountPercent: discountPercent(line.pricePaise, line.discountedPricePaise),
        personalisationText: line.personalisation || null,
        personalisationLabel: line.personalisation ? line.personalisationLabel : null,
        personalisationFeePaise: line.personalisationFeePaise,
      })),
    )
    .returning();
  if (coupon) await recordRedemption(tx, userId, order.id, coupon);
  // Nothing to pay (a coupon, store credit or a gift card covered it all): placed at once with its invoice, no payment step, since gateways
  // refuse links below ₹1 (docs/decisions/0036).
  const placed = orderPayablePaise(order) === 0 && (await placePaidOrder(tx, order.id, now)) === 'placed';
  if (!placed) return newOrderReply(order, items);
  const [reply] = await orderReplies(tx, await tx.select().from(orders).where(eq(orders.id, order.id)));
  if (!reply) throw new Error('order reply missing');
  return reply;
}

/** The order for its owner or an admin; anyone else gets "not found", so ids of others are not confirmed. */
export async function getOrder(
  db: Database,
  viewer: { id: string; role: 'customer' | 'admin' },
  orderId: string,
): Promise<OrderReply> {
  const [row] = await selectOrderRow(db, { id: orderId });
  if (!row || !mayView(viewer, row.userId)) throw notFound('Order');
  const [reply] = await orderReplies(db, [row]);
  if (!reply) throw notFound('Order');
  return reply;
}

const mayView = (viewer: { id: string; role: 'customer' | 'admin' }, ownerId: string) =>
  ownerId === viewer.id || viewer.role === 'admin';

/** The check of getOrder without building the reply (eight queries): "not found" unless the viewer may see it. */
export async function assertMayViewOrder(
  db: Database,
  viewer: { id: string; role: 'customer' | 'admin' },
  orderId: string,
): Promise<void> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!row || !mayView(viewer, row.userId)) throw notFound('Order');
}

/** My Orders: newest first; orders the shop archived are not listed. */
export async function listUserOrders(db: Database, userId: string): Promise<OrderReply[]> {
  const rows: OrderRow[] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isNull(orders.archivedAt),
        // Replaced by a newer checkout of the same cart: the customer never cancelled it (docs/design.md).
        sql`not (${orders.status} = 'CANCELLED' and ${orders.statusHistory} -> -1 ->> 'reason' = 'replaced')`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return orderReplies(db, rows);
}

/**
 * The customer cancels an order of their own before it ships; its stock goes back. An order the shop archived
 * is no longer the customer's to change (S38): "not found", as for another customer's order. Answers the order's
 * row as the cancel left it; the caller builds the reply after its refund is sent.
 */
export async function cancelUserOrder(
  db: Database,
  userId: string,
  orderId: string,
  payout: CancelPayout = 'GATEWAY',
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.userId !== userId || order.archivedAt) throw notFound('Order');
    if (payout === 'STORE_CREDIT') await assertCanHoldCredit(tx, userId);
    const cancelled = await cancelLockedOrderRow(tx, order, 'customer', new Date(), payout);
    if (!cancelled) throw invalidTransition(order.status, 'CANCELLED');
    return cancelled;
  });
}
