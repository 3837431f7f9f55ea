import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { id, requiredRef, timestamps } from './columns.ts';
import { coupons } from './coupons.ts';
import { users } from './users.ts';

export const carts = pgTable('carts', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The coupon the customer entered; checked again on every view and at checkout. */
  couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  /** The customer chose to pay with their store credit (PUT /api/cart/store-credit). */
  useStoreCredit: boolean('use_store_credit').notNull().default(false),
  /** The gift card entered (PUT /api/cart/gift-card); checked again at checkout. */
  giftCardId: uuid('gift_card_id'),
  ...timestamps(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: requiredRef('cart_id', () => carts.id, { onDelete: 'cascade' }),
    productId: requiredRef('product_id', () => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    /** The text to engrave ('' for none): each text is a line of its own (issue 45). */
    personalisation: text('personalisation').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 10`),
    uniqueIndex('cart_items_cart_product_size_text_key').on(t.cartId, t.productId, t.size, t.personalisation),
  ],
);
