// Zod schemas for the cart area: shared by the API (validation, OpenAPI) and the web app (forms).
import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from '../orders.ts';
import { PERSONALISATION_MAX_CHARS, PERSONALISATION_TEXT } from '../personalisation.ts';

/** A line's quantity: an integer 1 to 10, never a string or a fraction (S07). */
export const cartQuantity = z
  .number({ message: 'must be a whole number' })
  .int({ message: 'must be a whole number' })
  .min(QUANTITY_MIN, { message: `must be at least ${QUANTITY_MIN}` })
  .max(QUANTITY_MAX, { message: `must be at most ${QUANTITY_MAX}` });

/** Size names are stored in lower case (`s`, `7`) and matched case-insensitively. */
export const sizeName = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'choose a size' })
  .max(20, { message: 'is not a size of this product' })
  .regex(/^[^\p{Cc}]+$/u, { message: 'is not a size of this product' });

/** The text a shopper asks to be engraved: trimmed, inner spaces collapsed, 1 to 30 allowed characters. */
export const personalisationText = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'type the text to engrave')
      .max(PERSONALISATION_MAX_CHARS, `must be at most ${PERSONALISATION_MAX_CHARS} characters`)
      .regex(PERSONALISATION_TEXT, "may use letters, digits, spaces and & . ' - only"),
  );

export const personalisationInput = z.strictObject({ text: personalisationText });

export const addToCartBody = z.strictObject({
  productId: z.uuid({ message: 'must be a valid product id' }),
  size: sizeName,
  quantity: cartQuantity.default(1),
  /** For a personalisable product: the text (each text is its own cart line). */
  personalisation: personalisationInput.optional(),
});
export type AddToCartBody = z.infer<typeof addToCartBody>;

/**
 * One line of the guest cart kept in local storage. `product` is a display copy and any price fields are
 * dropped unread: only the product id, size and quantity are used (S08).
 */
export const guestCartItem = z.object({
  productId: z.string().max(100),
  size: z.string().max(100),
  quantity: cartQuantity.default(1),
  /** The stored line also keeps the label and fee for display; only the text is read. */
  personalisation: z.object({ text: personalisationText }).optional(),
  product: z.unknown().optional(),
});

export const mergeCartBody = z.object({
  cartItems: z.array(guestCartItem).max(100, { message: 'at most 100 lines' }),
});
export type MergeCartBody = z.infer<typeof mergeCartBody>;

export const updateCartItemBody = z.strictObject({ quantity: cartQuantity });

/** The product as a cart line or an order line shows it; prices are unit prices in rupees. */
export const lineProduct = z.object({
  _id: z.string(),
  title: z.string(),
  Image: z.string(),
  color: z.string(),
  price: z.number(),
  discountedPrice: z.number(),
  discountPercent: z.number(),
});
export type LineProduct = z.infer<typeof lineProduct>;

/** A personalised line's text, the product's label for it, and the fee per piece (in the unit prices). */
export const linePersonalisation = z.object({ label: z.string(), text: z.string(), fee: z.number() });
export type LinePersonalisation = z.infer<typeof linePersonalisation>;

/** `price` and `discountedPrice` are line totals (unit price × quantity), in rupees. */
export const cartItemReply = z.object({
  _id: z.string(),
  product: lineProduct,
  size: z.string(),
  quantity: z.number(),
  price: z.number(),
  discountedPrice: z.number(),
  /** Null: not personalised. A personalised line's prices include its fee. */
  personalisation: linePersonalisation.nullable(),
});
export type CartItemReply = z.infer<typeof cartItemReply>;

/**
 * The coupon the customer entered. `problem` is set (and `discount` is 0) when it no longer applies, e.g. the
 * cart fell below its minimum: the message says why.
 */
export const cartCoupon = z.object({
  code: z.string(),
  discount: z.number(),
  problem: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof cartCoupon>;

export const cartReply = z.object({
  _id: z.string(),
  cartItems: z.array(cartItemReply),
  totalItem: z.number(),
  totalPrice: z.number(),
  totalDiscountedPrice: z.number(),
  discount: z.number(),
  deliveryCharge: z.number(),
  coupon: cartCoupon.nullable(),
  couponDiscount: z.number(),
  /** The discounted total minus the coupon, plus delivery, minus store credit and gift card. */
  totalPayable: z.number(),
  /** PUT /api/cart/store-credit: whether it is used, the balance, and what it pays of this cart. */
  storeCredit: z.object({ use: z.boolean(), balance: z.number(), applied: z.number() }).optional(),
  /** PUT /api/cart/gift-card: the card entered (its last four characters), what it pays, what is left on it. */
  giftCard: z.object({ last4: z.string(), applied: z.number(), remaining: z.number() }).nullable().optional(),
});
export type CartReply = z.infer<typeof cartReply>;

export const addToCartReply = cartReply.extend({ cartItem: cartItemReply });
export type AddToCartReply = z.infer<typeof addToCartReply>;

export const MERGE_SKIP_REASONS = ['not_found', 'unknown_size', 'out_of_stock'] as const;
export type MergeSkipReason = (typeof MERGE_SKIP_REASONS)[number];

/**
 * Why a guest line was not added in full: not enough stock, the per-line maximum (QUANTITY_MAX), the product
 * or size no longer sold, or a cart already holding MAX_CART_LINES lines.
 */
export const MERGE_ADJUST_REASONS = ['stock', 'max', 'unavailable', 'cart_full'] as const;
export type MergeAdjustReason = (typeof MERGE_ADJUST_REASONS)[number];

export const mergeAdjustment = z.object({
  productId: z.string(),
  size: z.string(),
  /** The product's title; null when the product is not sold (any more). */
  title: z.string().nullable(),
  /** What the guest cart asked for (lines of the same product and size added up). */
  requested: z.number().int(),
  /** What was added to the account's cart: less than requested, 0 when the line was dropped. */
  added: z.number().int(),
  reason: z.enum(MERGE_ADJUST_REASONS),
  /** Units of this size left now, when the reason is stock. */
  available: z.number().int().optional(),
});
export type MergeAdjustment = z.infer<typeof mergeAdjustment>;

export const mergeCartReply = cartReply.extend({
  /** Lines that could not be added at all (the spec's field). */
  skipped: z.array(z.object({ productId: z.string(), size: z.string(), reason: z.enum(MERGE_SKIP_REASONS) })),
  /** Every guest line that was reduced or dropped, and why, for telling the customer. */
  adjusted: z.array(mergeAdjustment),
});
export type MergeCartReply = z.infer<typeof mergeCartReply>;
