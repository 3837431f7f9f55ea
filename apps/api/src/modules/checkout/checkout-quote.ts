import {
  type AddressInput,
  type CheckoutQuoteReply,
  type CreateOrderBody,
  type GiftInput,
  type GuestOrderBody,
  orderNumber,
  paiseToRupees,
} from '@shop/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productSizes, products, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { countAttempt } from '../../lib/rate-limit.ts';
import { findAddress, toAddress } from '../addresses/addresses.service.ts';
import { cartIdFor, outOfStockMessage } from '../cart/cart.service.ts';
import { COUPON_TRIES_PER_ADDRESS } from '../cart/cart-coupon.ts';
import { loadCartLines, totalsOf } from '../cart/cart-view.ts';
import { noUsableCoupon } from '../coupons/coupon-rules.ts';
import { cartCouponState, couponStateFor, findCouponByCode } from '../coupons/coupon-use.ts';
import { assertDeliverableAddress } from '../delivery/checkout-delivery.ts';
import type { CodSettings } from '../orders/cash-on-delivery.ts';
import { codPrice, priceOrder } from '../orders/order-pricing.ts';
import type { OrderSettings } from '../orders/orders.service.ts';
import { findOrder, payablePaise } from '../orders/payable-order.ts';
import { codRefusal } from './cod-availability.ts';

interface QuoteLine {
  title: string;
  size: string;
  quantity: number;
  pricePaise: number;
  discountedPricePaise: number;
  stock: number | null;
}

interface QuoteInput {
  lines: QuoteLine[];
  couponPaise: number;
  gift: GiftInput | undefined;
  userId: string | null;
  address: { pincode: string; state: string; email: string; phoneNumber: string };
}

export interface QuoteContext {
  db: Database;
  settings: OrderSettings;
  cod: CodSettings;
}

/** The quote of lines already checked: priceOrder (as the order itself), then cash on delivery's price. */
async function quoteOf(ctx: QuoteContext, input: QuoteInput): Promise<CheckoutQuoteReply> {
  if (input.lines.length === 0)
    throw conflict('CART_EMPTY', 'Your cart is empty. Add something to it first.');
  for (const line of input.lines)
    if (line.stock === null || line.stock < line.quantity)
      throw conflict('OUT_OF_STOCK', outOfStockMessage(line.title, line.size, line.stock ?? 0));
  await assertDeliverableAddress(ctx.db, input.address.pincode, input.address.state);
  const price = priceOrder(input.lines, input.couponPaise, input.gift, ctx.settings);
  return quoteReply(ctx, input.userId, input.address, {
    itemsPaise: price.itemsPaise,
    couponPaise: price.couponPaise,
    deliveryPaise: price.deliveryPaise,
    wrapPaise: price.wrapPaise,
    storeCreditPaise: 0,
    giftCardPaise: 0,
    prepaidPaise: price.prepaidPaise,
    onlinePayablePaise: price.onlinePayablePaise,
  });
}

interface QuotedAmounts {
  itemsPaise: number;
  couponPaise: number;
  deliveryPaise: number;
  wrapPaise: number;
  storeCreditPaise: number;
  giftCardPaise: number;
  prepaidPaise: number;
  /** What paying online charges: after the prepaid discount, store credit and a gift card. */
  onlinePayablePaise: number;
}

/** Both ways of paying from one set of amounts: cash on delivery forgoes the prepaid discount (0072, 0083). */
async function quoteReply(
  ctx: QuoteContext,
  userId: string | null,
  address: { pincode: string; email: string; phoneNumber: string },
  amounts: QuotedAmounts,
): Promise<CheckoutQuoteReply> {
  const withoutPrepaid = amounts.onlinePayablePaise + amounts.prepaidPaise;
  const cod = codPrice(withoutPrepaid, ctx.cod.feePaise);
  const reason = await codRefusal(ctx.db, ctx.cod, {
    payableWithoutPrepaidPaise: withoutPrepaid,
    userId,
    address,
  });
  return {
    itemsTotal: paiseToRupees(amounts.itemsPaise),
    couponDiscount: paiseToRupees(amounts.couponPaise),
    deliveryCharge: paiseToRupees(amounts.deliveryPaise),
    giftWrap: paiseToRupees(amounts.wrapPaise),
    storeCredit: paiseToRupees(amounts.storeCreditPaise),
    giftCard: paiseToRupees(amounts.giftCardPaise),
    online: {
      prepaidDiscount: paiseToRupees(amounts.prepaidPaise),
      totalPayable: paiseToRupees(amounts.onlinePayablePaise),
    },
    cod: {
      available: reason === null,
      codFee: paiseToRupees(cod.feePaise),
      roundOff: paiseToRupees(cod.roundOffPaise),
      totalPayable: paiseToRupees(cod.payablePaise),
      reason,
    },
  };
}

/**
 * A signed-in customer's pending order, priced as it stands: online as stored (store credit and a gift card
 * already taken off), cash on delivery exactly as `placeCodOrder` would switch it (decisions 0072, 0083).
 */
export async function quoteForOrder(
  ctx: QuoteContext,
  userId: string,
  orderId: string,
): Promise<CheckoutQuoteReply> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.userId !== userId || order.archivedAt) throw notFound('Order');
  if (order.status !== 'PENDING')
    throw conflict('CONFLICT', `Order ${orderNumber(orderId)} is ${order.status.toLowerCase()} already.`);
  return quoteReply(ctx, userId, order.shippingAddress, {
    itemsPaise: order.totalDiscountedPricePaise,
    couponPaise: order.couponDiscountPaise,
    deliveryPaise: order.deliveryChargePaise,
    wrapPaise: order.giftWrapPaise,
    storeCreditPaise: order.storeCreditPaise,
    giftCardPaise: order.giftCardPaise,
    prepaidPaise: order.prepaidDiscountPaise,
    onlinePayablePaise: payablePaise(order),
  });
}

/** A signed-in customer's quote: the cart and its coupon, as `POST /api/orders/` would take them. */
export async function quoteForCustomer(
  ctx: QuoteContext,
  userId: string,
  body: CreateOrderBody,
): Promise<CheckoutQuoteReply> {
  const cartId = await cartIdFor(ctx.db, userId);
  const lines = await loadCartLines(ctx.db, cartId);
  const itemsPaise = totalsOf(lines, ctx.settings.delivery).discountedPaise;
  const coupon = await cartCouponState(ctx.db, userId, cartId, itemsPaise);
  if (coupon?.problem) throw conflict('COUPON_INVALID', `${coupon.problem} Remove it to order without it.`);
  let address: AddressInput;
  if (body.addressId) {
    const row = await findAddress(ctx.db, userId, body.addressId);
    if (!row) throw notFound('Address');
    const { id: _id, needsState: _n, ...copy } = toAddress(row);
    address = copy as AddressInput;
  } else if (body.address) address = body.address;
  else throw badRequest('Choose a delivery address.');
  return quoteOf(ctx, {
    lines,
    couponPaise: coupon?.discountPaise ?? 0,
    gift: body.gift,
    userId,
    address: { ...address, email: address.email ?? '' },
  });
}

/** The rows of this email (its guest row first): coupon limits and returned parcels count by email (S48). */
async function userIdOfEmail(db: Database, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .orderBy(sql`${users.role} = 'guest' desc`)
    .limit(1);
  return row?.id ?? null;
}

/** The lines of a guest's body (repeated lines added up) with their products' prices and stock now. */
async function guestLines(db: Database, body: GuestOrderBody): Promise<QuoteLine[]> {
  const wanted = new Map<string, { productId: string; size: string; quantity: number }>();
  for (const item of body.items) {
    const key = `${item.productId}/${item.size}`;
    wanted.set(key, { ...item, quantity: (wanted.get(key)?.quantity ?? 0) + item.quantity });
  }
  const ids = [...new Set(body.items.map((i) => i.productId))];
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      pricePaise: products.pricePaise,
      discountedPricePaise: products.discountedPricePaise,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deletedAt), eq(products.listed, true)));
  const sizes = await db
    .select({ productId: productSizes.productId, name: productSizes.name, quantity: productSizes.quantity })
    .from(productSizes)
    .where(inArray(productSizes.productId, ids));
  return [...wanted.values()].map((line) => {
    const product = rows.find((p) => p.id === line.productId);
    if (!product) throw notFound('Product');
    const size = sizes.find((s) => s.productId === line.productId && s.name === line.size);
    if (!size) throw badRequest(`${product.title} has no size ${line.size.toUpperCase()}`);
    if (line.quantity > 10) throw badRequest(`At most 10 of ${product.title} in one size`);
    return { ...product, size: line.size, quantity: line.quantity, stock: size.quantity };
  });
}

/**
 * A guest's quote from the body `POST /api/guest/orders` takes. A code that does not apply counts against the
 * address like a coupon tried in a cart (S47), so the quote is no way around the guessing limit.
 */
export async function quoteForGuest(
  ctx: QuoteContext,
  body: GuestOrderBody,
  ip: string,
): Promise<CheckoutQuoteReply> {
  const lines = await guestLines(ctx.db, body);
  const userId = await userIdOfEmail(ctx.db, body.email);
  let couponPaise = 0;
  if (body.couponCode) {
    const attempt = await countAttempt(ctx.db, [`coupon:ip:${ip}`], COUPON_TRIES_PER_ADDRESS);
    const coupon = await findCouponByCode(ctx.db, body.couponCode);
    if (!coupon) throw conflict('COUPON_INVALID', noUsableCoupon(body.couponCode));
    const itemsPaise = totalsOf(lines, ctx.settings.delivery).discountedPaise;
    const state = await couponStateFor(
      ctx.db,
      userId ?? '00000000-0000-0000-0000-000000000000',
      coupon,
      itemsPaise,
    );
    if (state.problem) throw conflict('COUPON_INVALID', `${state.problem} Remove it to order without it.`);
    await attempt.giveBack();
    couponPaise = state.discountPaise;
  }
  return quoteOf(ctx, {
    lines,
    couponPaise,
    gift: body.gift,
    userId,
    address: { ...body.shippingAddress, email: body.email },
  });
}
