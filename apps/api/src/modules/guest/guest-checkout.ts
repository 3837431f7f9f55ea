import type { GuestOrderBody, GuestOrderReply } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Tx } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { cartIdFor, findProductSize, personalisationFor } from '../cart/cart.service.ts';
import { noUsableCoupon } from '../coupons/coupon-rules.ts';
import { findCouponByCode } from '../coupons/coupon-use.ts';
import { askGuestToConfirmOffers } from '../marketing/guest-offers-consent.ts';
import { newOrderAccess } from '../order-access/order-token.ts';
import { type OrderSettings, writeOrder } from '../orders/orders.service.ts';
import { lockCustomer } from '../orders/replaced-checkouts.ts';
import { setWhatsappOptIn } from '../whatsapp/whatsapp-consent.ts';

/**
 * The guest row of an email: one per address, beside (never merged with) an account of the same email until
 * the email's owner joins them. It has no password and never signs in; orders, cart and coupon uses hang on it.
 * A later checkout with the email never renames it (S74): mails greet the name on each order (greeting-name.ts).
 */
async function guestUserId(tx: Tx, body: GuestOrderBody): Promise<string> {
  const { firstName, lastName } = body.shippingAddress;
  const result = await tx.execute<{ id: string }>(sql`
    insert into users (id, email, password_hash, first_name, last_name, role)
    values (${uuidv7()}, ${body.email}, '', ${firstName}, ${lastName}, 'guest')
    on conflict (lower(email)) where role = 'guest'
    do update set email = users.email
    returning id`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error('guest row upsert returned no id');
  return id;
}

/** The guest's cart holds exactly the lines of this checkout (repeated lines added up) and its coupon. */
async function fillCart(tx: Tx, userId: string, body: GuestOrderBody): Promise<void> {
  const cartId = await cartIdFor(tx, userId);
  const lines = new Map<
    string,
    { productId: string; size: string; quantity: number; personalisation: string }
  >();
  for (const item of body.items) {
    const text = item.personalisation?.text ?? '';
    const key = `${item.productId}/${item.size}/${text}`;
    const quantity = (lines.get(key)?.quantity ?? 0) + item.quantity;
    lines.set(key, { productId: item.productId, size: item.size, quantity, personalisation: text });
  }
  for (const line of lines.values()) {
    const { product, stock } = await findProductSize(tx, line.productId, line.size);
    if (!product) throw notFound('Product');
    if (stock === undefined) throw badRequest(`${product.title} has no size ${line.size.toUpperCase()}`);
    if (line.quantity > 10) throw badRequest(`At most 10 of ${product.title} in one size`);
    personalisationFor(product, line.personalisation ? { text: line.personalisation } : undefined);
  }
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx.insert(cartItems).values([...lines.values()].map((line) => ({ cartId, ...line })));
  let couponId: string | null = null;
  if (body.couponCode) {
    const coupon = await findCouponByCode(tx, body.couponCode);
    if (!coupon) throw conflict('COUPON_INVALID', noUsableCoupon(body.couponCode));
    couponId = coupon.id;
  }
  await tx.update(carts).set({ couponId }).where(eq(carts.id, cartId));
}

/**
 * `POST /api/guest/orders`: a PENDING order like a signed-in checkout's (same pricing, stock, coupon, hold limit
 * and delivery checks: writeOrder), owned by the email's guest row and opened by a token only the reply and
 * the mails carry (S56). Guests' checkouts of one email run one after another on that row.
 */
export async function guestCheckout(
  db: Database,
  secret: string,
  body: GuestOrderBody,
  settings: OrderSettings,
  now = new Date(),
): Promise<GuestOrderReply> {
  return db.transaction(async (tx) => {
    const userId = await guestUserId(tx, body);
    await lockCustomer(tx, userId);
    await fillCart(tx, userId, body);
    const { token, ...access } = newOrderAccess(secret);
    const address = { ...body.shippingAddress, email: body.email };
    const order = await writeOrder(
      tx,
      userId,
      { addressId: undefined, address, gift: body.gift },
      settings,
      new Set(),
      now,
      access,
    );
    // The checkbox, unticked unless the guest ticks it, asks for marketing mail (S59); the address is nobody's
    // proven one, so only its owner's click on the mailed link records the consent (double opt-in, S72).
    if (body.marketingConsent)
      await askGuestToConfirmOffers(
        tx,
        secret,
        { userId, email: body.email, firstName: body.shippingAddress.firstName },
        now,
      );
    // "Order updates on WhatsApp", unticked by default: this order's box decides for this guest's email.
    if (body.whatsappOptIn !== undefined)
      await setWhatsappOptIn(tx, userId, body.whatsappOptIn, 'checkout', now);
    return { order, orderToken: token };
  });
}
