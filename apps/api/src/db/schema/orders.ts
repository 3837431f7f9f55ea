import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { id, paise, requiredRef, timestamps, timestamptz } from './columns.ts';
import { users } from './users.ts';

export interface ShippingAddressCopy {
  _id?: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  streetAddress: string;
  city: string;
  state: string;
  pincode: string;
  landmark: string;
  email: string;
}

/** One line's share of the GST breakup, in paise (see modules/gst/tax-breakup.ts). */
export interface TaxLineCopy {
  itemId: string;
  title: string;
  hsn: string;
  /** The piece's BIS hallmark unique ID when it has one (printed on the invoice line). */
  huid?: string;
  quantity: number;
  /** Percent, e.g. 3. */
  rate: number;
  /** The line's price as sold (discounted unit price × quantity). */
  pricePaise: number;
  /** The order-level discount (coupon) taken from this line. */
  discountPaise: number;
  /** The delivery charge added to this line (delivery follows the goods: composite supply). */
  deliveryPaise: number;
  /** price − discount + delivery: what the customer pays for the line, tax included. */
  totalPaise: number;
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** The seller as the shop's config named it when the order was made (SHOP_LEGAL_NAME, …). */
export interface SellerCopy {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
  stateCode: string;
}

/** The GST breakup of an order's lines (modules/gst/tax-breakup.ts). */
export interface TaxBreakup {
  placeOfSupply: string;
  /** The GST state code of the place of supply, or '' when the shipping state is not one of the 36. */
  placeOfSupplyCode: string;
  sellerState: string;
  intraState: boolean;
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  lines: TaxLineCopy[];
}

/** The breakup kept with the order at creation, with the seller and numbering its invoice will use. */
export interface TaxCopy extends TaxBreakup {
  seller: SellerCopy;
  invoicePrefix: string;
}

/** The customer's gift choice, kept with the order. */
export interface GiftCopy {
  wrap: boolean;
  message: string | null;
}

export interface StatusChange {
  status: string;
  at: string;
  /** Why an order was cancelled (see CancelReason in modules/orders/order-lifecycle.ts). */
  reason?: string;
}

/** The courier's details, set when the order ships (null fields: shipped without them). */
export interface Shipment {
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: string;
}

/**
 * The two amounts of an order, one home each (issue 41): what the order comes to, every fee and discount in (the
 * shop's revenue), and what is left to pay by the payment link or to the courier once store credit and a gift card
 * have paid their part. `orderTotalPaise` / `orderPayablePaise` in modules/orders/order-amounts.ts compute the same
 * for rows in memory; a test holds them equal.
 */
const ORDER_TOTAL = `total_discounted_price_paise - coupon_discount_paise - prepaid_discount_paise + delivery_charge_paise + gift_wrap_paise + cod_fee_paise + cod_round_off_paise`;
const ORDER_PAYABLE = `${ORDER_TOTAL} - store_credit_paise - gift_card_paise`;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id),
    status: text('status').notNull().default('PENDING'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressCopy>().notNull(),
    totalPricePaise: paise('total_price_paise').notNull(),
    totalDiscountedPricePaise: paise('total_discounted_price_paise').notNull(),
    deliveryChargePaise: paise('delivery_charge_paise').notNull().default(0),
    totalItem: integer('total_item').notNull(),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
    shipment: jsonb('shipment').$type<Shipment>(),
    /** An unpaid order is cancelled and its stock released after this moment. */
    expiresAt: timestamptz('expires_at').notNull(),
    paymentLinkId: text('payment_link_id'),
    paymentLinkUrl: text('payment_link_url'),
    /** Online orders are paid at placing; COD orders when the admin marks the cash collected. */
    paidAt: timestamptz('paid_at'),
    paymentMethod: text('payment_method').notNull().default('ONLINE'),
    codFeePaise: paise('cod_fee_paise').notNull().default(0),
    /** Cash on delivery: the cash to collect is rounded to whole rupees; this is what that added (−49…+50 paise). */
    codRoundOffPaise: paise('cod_round_off_paise').notNull().default(0),
    /** The coupon as it was applied when the order was made (its use is in coupon_redemptions). */
    couponCode: text('coupon_code'),
    couponDiscountPaise: paise('coupon_discount_paise').notNull().default(0),
    /** PREPAID_DISCOUNT's line while the order is to be paid online; 0 once it is cash on delivery (decision 0072). */
    prepaidDiscountPaise: paise('prepaid_discount_paise').notNull().default(0),
    /** The gift wrap line (GIFT_WRAP_FEE when the customer chose wrapping; 0 when free or not chosen). */
    giftWrapPaise: paise('gift_wrap_paise').notNull().default(0),
    /** Paid from the customer's store credit (a way to pay, not a discount: the tax lines keep the full value). */
    storeCreditPaise: paise('store_credit_paise').notNull().default(0),
    /** Paid from a gift card (gift_card_id), likewise a way to pay. */
    giftCardPaise: paise('gift_card_paise').notNull().default(0),
    giftCardId: uuid('gift_card_id'),
    /** What the order comes to (see ORDER_TOTAL above); kept by PostgreSQL. */
    orderTotalPaise: paise('order_total_paise').notNull().generatedAlwaysAs(sql.raw(ORDER_TOTAL)),
    /** What the payment link or the courier collects (see ORDER_PAYABLE above); kept by PostgreSQL. */
    payablePaise: paise('payable_paise').notNull().generatedAlwaysAs(sql.raw(ORDER_PAYABLE)),
    /** A replacement order: the return whose item asked for another size (modules/returns/exchanges.ts). */
    exchangeForReturnId: uuid('exchange_for_return_id'),
    /** Null: not a gift. The message is printed on the packing slip. */
    gift: jsonb('gift').$type<GiftCopy>(),
    /**
     * Cash on delivery asks the customer to confirm by a mailed link: the hash of its token, until when it may
     * be confirmed, and when it was. Null hash: an order that needs no confirmation (online, or before this).
     */
    codConfirmTokenHash: text('cod_confirm_token_hash'),
    codConfirmBy: timestamptz('cod_confirm_by'),
    codConfirmedAt: timestamptz('cod_confirmed_at'),
    /** Null only for orders made before GST breakups were kept; those are computed when needed. */
    tax: jsonb('tax').$type<TaxCopy>(),
    /**
     * A guest order's access token is derived from the server's secret and this random reference at the moment
     * it is needed (the reply, the mail); only the token's SHA-256 is kept (S46, S56). Null for customers' orders.
     */
    accessRef: text('access_ref'),
    accessTokenHash: text('access_token_hash'),
    /** Admin "delete": kept for accounting, hidden from lists. */
    archivedAt: timestamptz('archived_at'),
    ...timestamps(),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} in ('PENDING', 'PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED', 'RETURNED_TO_ORIGIN')`,
    ),
    check('orders_totals_check', sql`${t.totalDiscountedPricePaise} >= 0 and ${t.totalPricePaise} >= 0`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('ONLINE', 'COD')`),
    check(
      'orders_coupon_check',
      sql`${t.couponDiscountPaise} >= 0 and ${t.couponDiscountPaise} <= ${t.totalDiscountedPricePaise} and ${t.codFeePaise} >= 0`,
    ),
    check('orders_gift_wrap_check', sql`${t.giftWrapPaise} >= 0`),
    check('orders_cod_round_off_check', sql`${t.codRoundOffPaise} between -49 and 50`),
    check(
      'orders_wallet_check',
      sql`${t.storeCreditPaise} >= 0 and ${t.giftCardPaise} >= 0 and ${t.totalDiscountedPricePaise} - ${t.couponDiscountPaise} - ${t.prepaidDiscountPaise} + ${t.deliveryChargePaise} + ${t.giftWrapPaise} + ${t.codFeePaise} - ${t.storeCreditPaise} - ${t.giftCardPaise} >= 0`,
    ),
    uniqueIndex('orders_exchange_for_return_key').on(t.exchangeForReturnId),
    check(
      'orders_prepaid_discount_check',
      sql`${t.prepaidDiscountPaise} >= 0 and ${t.couponDiscountPaise} + ${t.prepaidDiscountPaise} <= ${t.totalDiscountedPricePaise}`,
    ),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_cod_confirm_token_idx').on(t.codConfirmTokenHash),
    index('orders_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'PENDING'`),
    // A customer's orders that still hold stock unpaid (the hold limit, the checkout's replaced orders and links):
    // without it those reads walked every line ever sold of the product, or every order of the customer.
    index('orders_user_held_idx')
      .on(t.userId)
      .where(
        sql`${t.status} = 'PENDING' or (${t.paymentMethod} = 'COD' and ${t.status} in ('PLACED', 'CONFIRMED', 'SHIPPED', 'OUT_FOR_DELIVERY'))`,
      ),
    // The back office's list, newest first, whole or by status, archived orders left out (issue 47).
    index('orders_listed_idx').on(t.createdAt, t.id).where(sql`${t.archivedAt} is null`),
    index('orders_status_listed_idx').on(t.status, t.createdAt, t.id).where(sql`${t.archivedAt} is null`),
    // Its search (modules/orders/order-search.ts): the order number, the order's email, its phone.
    index('orders_number_idx').on(sql`right(${t.id}::text, 8)`),
    index('orders_email_idx').on(sql`lower(${t.shippingAddress} ->> 'email')`),
    index('orders_phone_idx').on(sql`(${t.shippingAddress} ->> 'phoneNumber')`),
  ],
);

/** Each line keeps a copy of what the customer saw, so later product edits or deletes change no past order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    color: text('color').notNull(),
    unitPricePaise: paise('unit_price_paise').notNull(),
    unitDiscountedPricePaise: paise('unit_discounted_price_paise').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    /**
     * A personalised line (issue 45): the text, the product's label for it, and the fee per unit, which the unit
     * prices above already include. Such a line is not returnable unless the owner accepted its return.
     */
    personalisationText: text('personalisation_text'),
    personalisationLabel: text('personalisation_label'),
    personalisationFeePaise: paise('personalisation_fee_paise').notNull().default(0),
    returnAcceptedAt: timestamptz('return_accepted_at'),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 10`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);
