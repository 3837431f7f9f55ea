import {
  type CartItemReply,
  type CartReply,
  discountPercent,
  type LineProduct,
  paiseToRupees,
  rupeesToPaise,
} from '@shop/contracts';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { cartItems, productSizes, products } from '../../db/schema/index.ts';

/** The shop's delivery charge rule, in paise. */
export interface DeliveryRule {
  chargePaise: number;
  freeFromPaise: number;
}

export function deliveryRule(config: Pick<Config, 'DELIVERY_CHARGE' | 'FREE_DELIVERY_MIN'>): DeliveryRule {
  return {
    chargePaise: rupeesToPaise(config.DELIVERY_CHARGE),
    freeFromPaise: rupeesToPaise(config.FREE_DELIVERY_MIN),
  };
}

/** The charge when one is set and the discounted total is below the free-delivery threshold; nothing to deliver costs nothing. */
export function deliveryChargePaise(
  rule: DeliveryRule,
  totalDiscountedPaise: number,
  itemCount: number,
): number {
  if (itemCount === 0 || rule.chargePaise <= 0) return 0;
  return totalDiscountedPaise < rule.freeFromPaise ? rule.chargePaise : 0;
}

/** A cart line joined with its product (live prices) and its size's stock (null when the size is gone). */
export interface CartLine {
  id: string;
  productId: string;
  size: string;
  quantity: number;
  title: string;
  imageUrl: string;
  color: string;
  pricePaise: number;
  discountedPricePaise: number;
  stock: number | null;
  /** The text to engrave, '' for none. */
  personalisation: string;
  /** The product's name for the text, and its fee per piece (included in the two prices above). */
  personalisationLabel: string | null;
  personalisationFeePaise: number;
}

/**
 * A personalised line's fee per piece, as the product asks it now. It is part of the line's unit prices, so
 * every total, the GST breakup (taxed with the goods) and the order's line carry it (decision 0093).
 */
const feePaise = sql<number>`(case when ${cartItems.personalisation} <> ''
  then coalesce((${products.personalisation} ->> 'feePaise')::bigint, 0) else 0 end)`;

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  size: cartItems.size,
  quantity: cartItems.quantity,
  title: products.title,
  imageUrl: products.imageUrl,
  color: products.color,
  pricePaise: sql<number>`(${products.pricePaise} + ${feePaise})::float8`,
  discountedPricePaise: sql<number>`(${products.discountedPricePaise} + ${feePaise})::float8`,
  stock: productSizes.quantity,
  personalisation: cartItems.personalisation,
  personalisationLabel: sql<string | null>`${products.personalisation} ->> 'label'`,
  personalisationFeePaise: sql<number>`${feePaise}::float8`,
};

/** The lines of a cart, oldest first. Lines of deleted or unlisted products are left out: they cannot be bought. */
export async function loadCartLines(db: DbOrTx, cartId: string, itemId?: string): Promise<CartLine[]> {
  if (!itemId) return selectCartLines(db, { cartId });
  return cartLinesQuery(db, and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
}

const cartLinesQuery = (db: Pick<DbOrTx, 'select'>, where: SQL | undefined) =>
  db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(
      products,
      and(eq(products.id, cartItems.productId), isNull(products.deletedAt), eq(products.listed, true)),
    )
    .leftJoin(
      productSizes,
      and(eq(productSizes.productId, cartItems.productId), eq(productSizes.name, cartItems.size)),
    )
    .where(where)
    .orderBy(asc(cartItems.id));

/** A cart's lines: read by every cart reply and checkout, so a named statement (decision 0124). */
const selectCartLines = preparedStatement(
  (db) => cartLinesQuery(db, eq(cartItems.cartId, sql.placeholder('cartId'))),
  'cart_lines',
);

export function lineProductReply(p: {
  productId: string;
  title: string;
  imageUrl: string;
  color: string;
  pricePaise: number;
  discountedPricePaise: number;
}): LineProduct {
  return {
    _id: p.productId,
    title: p.title,
    Image: p.imageUrl,
    color: p.color,
    price: paiseToRupees(p.pricePaise),
    discountedPrice: paiseToRupees(p.discountedPricePaise),
    discountPercent: discountPercent(p.pricePaise, p.discountedPricePaise),
  };
}

export function cartItemReply(line: CartLine): CartItemReply {
  return {
    _id: line.id,
    product: lineProductReply(line),
    size: line.size,
    quantity: line.quantity,
    price: paiseToRupees(line.pricePaise * line.quantity),
    discountedPrice: paiseToRupees(line.discountedPricePaise * line.quantity),
    personalisation: line.personalisation
      ? {
          label: line.personalisationLabel ?? 'Personalisation',
          text: line.personalisation,
          fee: paiseToRupees(line.personalisationFeePaise),
        }
      : null,
  };
}

/**
 * Totals of some lines, in paise; the same arithmetic serves the cart and a new order. Free delivery is decided on
 * what the items cost after the coupon (`couponPaise`), as the Shipping page says (docs/decisions/0036).
 */
export function totalsOf(
  lines: { quantity: number; pricePaise: number; discountedPricePaise: number }[],
  rule: DeliveryRule,
  couponPaise = 0,
) {
  let pricePaise = 0;
  let discountedPaise = 0;
  let items = 0;
  for (const line of lines) {
    pricePaise += line.pricePaise * line.quantity;
    discountedPaise += line.discountedPricePaise * line.quantity;
    items += line.quantity;
  }
  const deliveryPaise = deliveryChargePaise(rule, discountedPaise - couponPaise, items);
  return { pricePaise, discountedPaise, deliveryPaise, items };
}

/** The cart's coupon as cartCouponState() found it (discount 0 with a problem when it does not apply). */
export interface CartCouponView {
  code: string;
  discountPaise: number;
  problem: string | null;
}

export function cartReply(
  cartId: string,
  lines: CartLine[],
  rule: DeliveryRule,
  coupon: CartCouponView | null = null,
): CartReply {
  const couponPaise = coupon?.discountPaise ?? 0;
  const totals = totalsOf(lines, rule, couponPaise);
  return {
    _id: cartId,
    cartItems: lines.map(cartItemReply),
    totalItem: totals.items,
    totalPrice: paiseToRupees(totals.pricePaise),
    totalDiscountedPrice: paiseToRupees(totals.discountedPaise),
    discount: paiseToRupees(totals.pricePaise - totals.discountedPaise),
    deliveryCharge: paiseToRupees(totals.deliveryPaise),
    coupon: coupon
      ? { code: coupon.code, discount: paiseToRupees(coupon.discountPaise), problem: coupon.problem }
      : null,
    couponDiscount: paiseToRupees(couponPaise),
    totalPayable: paiseToRupees(totals.discountedPaise - couponPaise + totals.deliveryPaise),
  };
}
