import {
  type AddToCartBody,
  type AddToCartReply,
  type CartItemReply,
  type CartReply,
  MAX_CART_LINES,
  QUANTITY_MAX,
} from '@shop/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { cartItems, carts, type PersonalisationCopy, productSizes, products } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { cartCouponState } from '../coupons/coupon-use.ts';
import type { WalletChoice } from '../wallet/pay-with-wallet.ts';
import {
  type CartLine,
  cartItemReply,
  cartReply,
  type DeliveryRule,
  loadCartLines,
  totalsOf,
} from './cart-view.ts';
import { withWallet } from './cart-wallet-view.ts';

/** The user's cart id, creating the cart on first use. */
export async function cartIdFor(db: DbOrTx, userId: string): Promise<string> {
  const [existing] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (existing) return existing.id;
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [created] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!created) throw new Error('cart was not created');
  return created.id;
}

/** Checkout statements are named (decision 0124): parsed and planned once per connection. */
const selectCheckoutCart = preparedStatement(
  (db) =>
    db
      .select({
        id: carts.id,
        couponId: carts.couponId,
        useStoreCredit: carts.useStoreCredit,
        giftCardId: carts.giftCardId,
      })
      .from(carts)
      .where(eq(carts.userId, sql.placeholder('userId'))),
  'cart_checkout_row',
);

/**
 * The user's cart for a checkout (made when they have none): its id, its coupon and its wallet choice, in one
 * read when the cart exists.
 */
export async function checkoutCart(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; couponId: string | null; wallet: WalletChoice }> {
  const read = () => selectCheckoutCart(db, { userId });
  let [row] = await read();
  if (!row) {
    await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
    [row] = await read();
  }
  if (!row) throw new Error('cart was not created');
  const { id, couponId, ...wallet } = row;
  return { id, couponId, wallet };
}

/** Locks the user's cart row so changes to one cart happen one at a time. */
export async function lockCart(db: DbOrTx, userId: string): Promise<string> {
  const id = await cartIdFor(db, userId);
  await db.execute(sql`select 1 from ${carts} where ${carts.id} = ${id} for update`);
  return id;
}

/** The cart in the API's shape with its lines as they are now and its coupon checked against them. */
export async function cartReplyFor(
  db: DbOrTx,
  userId: string,
  cartId: string,
  rule: DeliveryRule,
  lines?: CartLine[],
): Promise<CartReply> {
  const current = lines ?? (await loadCartLines(db, cartId));
  const coupon = await cartCouponState(db, userId, cartId, totalsOf(current, rule).discountedPaise);
  const reply = cartReply(cartId, current, rule, coupon);
  return withWallet(db, userId, reply, await cartWalletChoice(db, cartId));
}

/** Store credit and the gift card the customer chose for this cart (checked again at checkout). */
export async function cartWalletChoice(db: DbOrTx, cartId: string): Promise<WalletChoice> {
  const [row] = await db
    .select({ useStoreCredit: carts.useStoreCredit, giftCardId: carts.giftCardId })
    .from(carts)
    .where(eq(carts.id, cartId));
  return { useStoreCredit: row?.useStoreCredit ?? false, giftCardId: row?.giftCardId ?? null };
}

export async function getCart(db: DbOrTx, userId: string, rule: DeliveryRule): Promise<CartReply> {
  return cartReplyFor(db, userId, await cartIdFor(db, userId), rule);
}

/** Empties the user's cart and drops its coupon (once its order is placed). */
export async function emptyCart(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(carts)
    .set({ couponId: null, useStoreCredit: false, giftCardId: null })
    .where(eq(carts.userId, userId));
  await db
    .delete(cartItems)
    .where(
      inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))),
    );
}

export async function findProductSize(db: DbOrTx, productId: string, size: string) {
  const [product] = await db
    .select({ id: products.id, title: products.title, personalisation: products.personalisation })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt), eq(products.listed, true)));
  if (!product) return { product: undefined, stock: undefined };
  const [row] = await db
    .select({ quantity: productSizes.quantity })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.name, size)));
  return { product, stock: row?.quantity };
}

/** How many lines the cart has, whatever their products' state. */
export async function countLines(db: DbOrTx, cartId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return row?.n ?? 0;
}

/** How many lines the user's cart has (none when they have no cart yet), without making the cart. */
export async function countUserCartLines(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await selectCartLineCount(db, { userId });
  return row?.n ?? 0;
}

const selectCartLineCount = preparedStatement(
  (db) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, sql.placeholder('userId'))),
  'cart_line_count',
);

/** The cart's line for one size of a product with one text ('' for none), if it has one. */
export async function findCartLine(
  db: DbOrTx,
  cartId: string,
  productId: string,
  size: string,
  personalisation = '',
): Promise<{ quantity: number } | undefined> {
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        eq(cartItems.size, size),
        eq(cartItems.personalisation, personalisation),
      ),
    );
  return line;
}

/**
 * The text a line will carry ('' for none), checked against the product (S69): the characters were checked by
 * the body's schema; here, that the product takes a text at all and the product's own limit.
 */
export function personalisationFor(
  product: { title: string; personalisation: PersonalisationCopy | null },
  input: { text: string } | undefined,
): string {
  if (!input) return '';
  const rule = product.personalisation;
  if (!rule) throw badRequest(`${product.title} cannot be personalised`, { field: 'personalisation' });
  if (input.text.length > rule.maxChars)
    throw badRequest(`${rule.label} must be at most ${rule.maxChars} characters`, {
      field: 'personalisation.text',
    });
  return input.text;
}

export function outOfStockMessage(title: string, size: string, stock: number): string {
  if (stock <= 0) return `${title} in size ${size} is out of stock`;
  return `Only ${stock} left of ${title} in size ${size}`;
}

export async function addToCart(
  db: Database,
  userId: string,
  input: AddToCartBody,
  rule: DeliveryRule,
): Promise<AddToCartReply> {
  return db.transaction(async (tx) => {
    const { product, stock } = await findProductSize(tx, input.productId, input.size);
    if (!product) throw notFound('Product');
    if (stock === undefined) throw badRequest(`${product.title} has no size ${input.size}`);
    const personalisation = personalisationFor(product, input.personalisation);
    const cartId = await lockCart(tx, userId);
    const existing = await findCartLine(tx, cartId, product.id, input.size, personalisation);
    if (!existing && (await countLines(tx, cartId)) >= MAX_CART_LINES)
      throw conflict(
        'CART_FULL',
        `Your cart holds ${MAX_CART_LINES} different items already. Remove one or check out first.`,
      );
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    if (quantity > QUANTITY_MAX) {
      throw badRequest(
        `You can have at most ${QUANTITY_MAX} of one item in your cart (you already have ${existing?.quantity ?? 0})`,
      );
    }
    if (quantity > stock) throw conflict('OUT_OF_STOCK', outOfStockMessage(product.title, input.size, stock));
    const [line] = await tx
      .insert(cartItems)
      .values({ cartId, productId: product.id, size: input.size, quantity, personalisation })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId, cartItems.size, cartItems.personalisation],
        set: { quantity, updatedAt: new Date() },
      })
      .returning({ id: cartItems.id });
    const lines = await loadCartLines(tx, cartId);
    const added = lines.find((l) => l.id === line?.id);
    if (!added) throw new Error('added cart line not found');
    return { ...(await cartReplyFor(tx, userId, cartId, rule, lines)), cartItem: cartItemReply(added) };
  });
}

/** The user's own line, locked; another user's line is "not found" (S01, S02). */
async function ownLine(db: DbOrTx, userId: string, itemId: string): Promise<CartLine> {
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) throw notFound('Cart item');
  const locked = await db.execute(
    sql`select 1 from ${cartItems} where ${cartItems.id} = ${itemId} and ${cartItems.cartId} = ${cart.id} for update`,
  );
  if (locked.rows.length === 0) throw notFound('Cart item');
  const [line] = await loadCartLines(db, cart.id, itemId);
  if (!line) throw notFound('Cart item');
  return line;
}

export async function updateCartItem(
  db: Database,
  userId: string,
  itemId: string,
  quantity: number,
): Promise<CartItemReply> {
  return db.transaction(async (tx) => {
    const line = await ownLine(tx, userId, itemId);
    const stock = line.stock ?? 0;
    if (quantity > line.quantity && quantity > stock) {
      throw conflict('OUT_OF_STOCK', outOfStockMessage(line.title, line.size, stock));
    }
    await tx.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, itemId));
    return cartItemReply({ ...line, quantity });
  });
}

export async function removeCartItem(db: Database, userId: string, itemId: string): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.id, itemId),
        inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))),
      ),
    )
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound('Cart item');
}
