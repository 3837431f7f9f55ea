import { paiseToRupees } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, products } from '../../db/schema/index.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { orderPayablePaise } from '../orders/order-view.ts';

/** A jewellery box: the parcel's size when nothing else is known, in centimetres. */
const BOX_CM = { length: 15, breadth: 12, height: 6 } as const;
/** The box and its padding, added to the pieces' own weight. */
const PACKING_GRAMS = 150;
/** A piece whose weight the catalogue does not give. */
const DEFAULT_PIECE_GRAMS = 50;

/**
 * The body of Shiprocket's `orders/create/adhoc` for one of our orders: our order id as Shiprocket's
 * `order_id` (its duplicate check), the customer's address, the lines at the prices sold, the parcel's weight
 * from the products' weights, and the amount to collect (`sub_total`, the whole payable) when it is COD.
 */
export async function adhocOrderBody(db: DbOrTx, order: OrderRow, pickupLocation: string, now: Date) {
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const productIds = lines.map((l) => l.productId).filter((id): id is string => id !== null);
  const weights = productIds.length
    ? await db
        .select({ id: products.id, grams: products.weightGrams, hsn: products.hsn })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const byId = new Map(weights.map((w) => [w.id, w]));
  const hsnByLine = new Map(order.tax?.lines.map((l) => [l.itemId, l.hsn]) ?? []);
  const grams =
    PACKING_GRAMS +
    lines.reduce(
      (sum, l) => sum + l.quantity * (byId.get(l.productId ?? '')?.grams ?? DEFAULT_PIECE_GRAMS),
      0,
    );
  const address = order.shippingAddress;
  const street = address.landmark ? `${address.streetAddress}, ${address.landmark}` : address.streetAddress;
  return {
    order_id: order.id,
    order_date: now.toISOString().slice(0, 16).replace('T', ' '),
    pickup_location: pickupLocation,
    billing_customer_name: address.firstName,
    billing_last_name: address.lastName,
    billing_address: street,
    billing_city: address.city,
    billing_pincode: Number(address.pincode),
    billing_state: address.state,
    billing_country: 'India',
    billing_email: address.email,
    billing_phone: Number(address.phoneNumber.replace(/\D/g, '').slice(-10)),
    shipping_is_billing: true,
    order_items: lines.map((l) => ({
      name: `${l.title} (${l.size})`.slice(0, 200),
      sku: `${l.productId ?? l.id}-${l.size}`.slice(0, 60),
      units: l.quantity,
      selling_price: paiseToRupees(l.unitDiscountedPricePaise),
      hsn: hsnByLine.get(l.id) ?? byId.get(l.productId ?? '')?.hsn ?? '',
    })),
    payment_method: order.paymentMethod === 'COD' ? 'COD' : 'Prepaid',
    shipping_charges: paiseToRupees(order.deliveryChargePaise),
    transaction_charges: paiseToRupees(order.codFeePaise),
    total_discount: paiseToRupees(order.couponDiscountPaise),
    sub_total: paiseToRupees(orderPayablePaise(order)),
    ...BOX_CM,
    weight: Math.round(grams) / 1000,
  };
}
