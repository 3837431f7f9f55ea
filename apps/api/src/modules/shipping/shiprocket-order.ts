import { paiseToRupees } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, type ParcelSize, products } from '../../db/schema/index.ts';
import type { OrderRow } from '../orders/order-view.ts';
import { parcelFor } from './parcel-rule.ts';
import { shiprocketAddress } from './shiprocket-address.ts';
import { shiprocketAmounts } from './shiprocket-amounts.ts';

/** Shiprocket's `order_date`: "yyyy-mm-dd hh:mm" in India's time, the time its panel shows. */
export const shiprocketOrderDate = (now: Date) =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * The body of Shiprocket's `orders/create/adhoc` for one of our orders: our order id as Shiprocket's
 * `order_id` (its duplicate check), the customer's address fitted to its limits, the lines at the prices
 * sold, the amounts as its description defines them (shiprocket-amounts.ts), and the parcel: the owner's own
 * weight and box when given, else the one the products' boxes and weights make (parcel-rule.ts).
 */
export async function adhocOrderBody(
  db: DbOrTx,
  order: OrderRow,
  pickupLocation: string,
  now: Date,
  parcel?: ParcelSize | null,
) {
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const productIds = lines.map((l) => l.productId).filter((id): id is string => id !== null);
  const facts = productIds.length
    ? await db
        .select({
          id: products.id,
          hsn: products.hsn,
          pieceGrams: products.weightGrams,
          packedGrams: products.packedWeightGrams,
          lengthCm: products.parcelLengthCm,
          breadthCm: products.parcelBreadthCm,
          heightCm: products.parcelHeightCm,
        })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const byId = new Map(facts.map((f) => [f.id, f]));
  const hsnByLine = new Map(order.tax?.lines.map((l) => [l.itemId, l.hsn]) ?? []);
  const sent =
    parcel ??
    parcelFor(
      lines.map((l) => {
        const product = byId.get(l.productId ?? '');
        const { lengthCm, breadthCm, heightCm } = product ?? {};
        return {
          quantity: l.quantity,
          pieceGrams: product?.pieceGrams ?? null,
          packedGrams: product?.packedGrams ?? null,
          box: lengthCm && breadthCm && heightCm ? { lengthCm, breadthCm, heightCm } : null,
        };
      }),
    );
  const address = shiprocketAddress(order.shippingAddress);
  return {
    order_id: order.id,
    order_date: shiprocketOrderDate(now),
    pickup_location: pickupLocation,
    billing_customer_name: address.customer_name,
    billing_last_name: address.last_name,
    billing_address: address.address,
    billing_address_2: address.address_2,
    billing_city: address.city,
    billing_pincode: address.pincode,
    billing_state: address.state,
    billing_country: address.country,
    billing_email: address.email,
    billing_phone: address.phone,
    shipping_is_billing: true,
    order_items: lines.map((l) => ({
      name: `${l.title} (${l.size})`.slice(0, 200),
      sku: `${l.productId ?? l.id}-${l.size}`.slice(0, 60),
      units: l.quantity,
      selling_price: paiseToRupees(l.unitDiscountedPricePaise),
      hsn: hsnByLine.get(l.id) ?? byId.get(l.productId ?? '')?.hsn ?? '',
    })),
    payment_method: order.paymentMethod === 'COD' ? 'COD' : 'Prepaid',
    ...shiprocketAmounts(order, lines),
    length: sent.lengthCm,
    breadth: sent.breadthCm,
    height: sent.heightCm,
    weight: Math.round(sent.weightGrams) / 1000,
  };
}
