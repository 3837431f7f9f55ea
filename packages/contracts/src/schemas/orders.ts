// Zod schemas for the orders area: shared by the API (validation, OpenAPI) and the web app (forms).
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../catalog.ts';
import { ORDER_STATUSES } from '../orders.ts';
import { addressFields, addressInput } from './addresses.ts';
import { linePersonalisation, lineProduct } from './cart.ts';
import { boundedText, pageNumberParam, pageSizeParam, unset } from './common.ts';

export const PAYMENT_STATUSES = [
  'PENDING',
  'DUE',
  'PAID',
  'CANCELLED',
  'REFUND_PENDING',
  'REFUNDED',
] as const;
export const REFUND_STATUSES = ['PENDING', 'PROCESSED', 'FAILED'] as const;
/** A return's steps in order (REJECTED is not a step forward). */
export const RETURN_PROGRESS = ['REQUESTED', 'APPROVED', 'RECEIVED', 'REFUNDED'] as const;
export type ReturnProgress = (typeof RETURN_PROGRESS)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money sent back for an order: the whole payment (a cancelled order), a return's items, or a payment the order
 * could not take (`unappliedPayment`: a COD order's pay-online link paid after it was confirmed for cash,
 * cancelled or shipped), refunded whole and never the order's own payment.
 */
export const refundReply = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  returnId: z.string().nullable(),
  unappliedPayment: z.boolean(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type RefundReply = z.infer<typeof refundReply>;
export const PAYMENT_METHODS = ['ONLINE', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The address copied onto an order when it was placed. */
export const shippingAddressReply = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  landmark: z.string(),
  email: z.string(),
});

/** `price` and `discountedPrice` are line totals; `product` carries the unit prices of the order's copy. */
export const orderItemReply = z.object({
  _id: z.string(),
  product: lineProduct,
  size: z.string(),
  quantity: z.number(),
  price: z.number(),
  discountedPrice: z.number(),
  /** Null: not personalised (its prices include the fee otherwise). */
  personalisation: linePersonalisation.nullable(),
  /** False for a personalised line whose return the owner has not accepted (409 NOT_RETURNABLE). */
  returnable: z.boolean(),
});

export const statusChangeReply = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  reason: z.string().optional(),
});

const httpsUrl = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .pipe(z.url({ protocol: /^https$/, message: 'must be an https URL' }));

/**
 * `PUT /api/admin/orders/{id}/ship`: no body (the spec's client), an empty object, or the courier's details.
 * The tracking URL is optional: some couriers have none.
 */
export const shipmentInput = z.strictObject({
  courier: boundedText(60),
  trackingNumber: boundedText(60).pipe(
    z.string().regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and dashes'),
  ),
  trackingUrl: httpsUrl.optional(),
});
export type ShipmentInput = z.infer<typeof shipmentInput>;
/** The ship call's body: the courier's details, or nothing (no body, `null` or `{}`). */
export const shipBody = z
  .union([shipmentInput, z.strictObject({}).transform(() => undefined)])
  .nullish()
  .transform((body) => body ?? undefined);

export const shipmentReply = z.object({
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
});
export type ShipmentReply = z.infer<typeof shipmentReply>;
/** One line's share of the GST breakup, in rupees: total = taxableValue + cgst + sgst + igst. */
export const taxLineReply = z.object({
  itemId: z.string(),
  title: z.string(),
  hsn: z.string(),
  quantity: z.number(),
  /** GST rate in percent. */
  rate: z.number(),
  /** The line's price as sold, tax included. */
  price: z.number(),
  /** The order-level discount (coupon) taken from this line. */
  discount: z.number(),
  /** The delivery charge carried by this line. */
  delivery: z.number(),
  total: z.number(),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});

/** The GST breakup kept with the order at creation (docs/api.md "GST and invoices"). */
export const orderTaxReply = z.object({
  placeOfSupply: z.string(),
  placeOfSupplyCode: z.string(),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  lines: z.array(taxLineReply),
});
export type OrderTaxReply = z.infer<typeof orderTaxReply>;

/** An issued invoice or credit note, as an order names it (its PDF is at /api/orders/{id}/invoice or /credit-note). */
export const taxDocumentRef = z.object({ number: z.string(), issuedAt: z.string() });

export const orderReply = z.object({
  _id: z.string(),
  id: z.string(),
  orderItems: z.array(orderItemReply),
  shippingAddress: shippingAddressReply,
  totalPrice: z.number(),
  totalDiscountedPrice: z.number(),
  discount: z.number(),
  deliveryCharge: z.number(),
  /** The coupon applied when the order was made, or null. */
  coupon: z.object({ code: z.string(), discount: z.number() }).nullable(),
  couponDiscount: z.number(),
  /** The cash-on-delivery fee (0 for online orders). */
  codFee: z.number(),
  /** PREPAID_DISCOUNT's line while the order is to be paid online; 0 on cash on delivery. */
  prepaidDiscount: z.number(),
  /** The gift wrap line (0 when free or not wrapped). */
  giftWrap: z.number(),
  /** Cash on delivery: what rounding the cash to collect to whole rupees added (negative: took off); else 0. */
  roundOff: z.number().default(0),
  /** Null: not a gift. */
  gift: z.object({ wrap: z.boolean(), message: z.string().nullable() }).nullable(),
  /** What the customer pays: the discounted total minus the coupon, plus delivery, gift wrap, any COD fee and its round-off. */
  totalPayable: z.number(),
  /** Paid from store credit and from a gift card: ways to pay, already taken off totalPayable (rupees). */
  storeCredit: z.number().optional(),
  giftCardPaid: z.number().optional(),
  /** A replacement order: the return whose exchange it ships (₹0 to pay). */
  exchangeForReturnId: z.string().nullable().optional(),
  totalItem: z.number(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentDetails: z.object({
    method: z.enum(PAYMENT_METHODS),
    /**
     * COD: DUE until the admin marks the cash collected, then PAID. A paid order cancelled: REFUND_PENDING
     * until its gateway confirms the refund, then REFUNDED; REFUNDED at once when its money went back to
     * store credit or a gift card (walletRefund).
     */
    status: z.enum(PAYMENT_STATUSES),
    paymentId: z.string().nullable(),
    paidAt: z.string().nullable(),
    refunds: z.array(refundReply),
    /**
     * A cancelled order's money given back to store credit and a gift card instead of the gateway, in rupees
     * (then its status is REFUNDED at once); null when none was.
     */
    walletRefund: z.object({ storeCredit: z.number(), giftCard: z.number() }).nullable().optional(),
  }),
  statusHistory: z.array(statusChangeReply),
  /** Set when the order ships; the courier fields are null when it shipped without them. */
  shipment: shipmentReply.nullable(),
  /** Null only for orders placed before the shop kept GST breakups. */
  tax: orderTaxReply.nullable(),
  invoice: taxDocumentRef.nullable(),
  creditNote: taxDocumentRef.nullable(),
  /** The furthest step of the order's returns (rejected ones left out), or null: My Orders shows it over DELIVERED. */
  returnStatus: z.enum(RETURN_PROGRESS).nullable(),
  /** An unpaid order is cancelled at this moment. */
  expiresAt: z.string(),
  orderDate: z.string(),
  createdAt: z.string(),
});
export type OrderReply = z.infer<typeof orderReply>;

export const adminOrderReply = orderReply.extend({
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type AdminOrderReply = z.infer<typeof adminOrderReply>;

/** What the owner typed in the orders search, read as an order number, the order's email or its phone. */
export interface OrderSearch {
  by: 'number' | 'email' | 'phone';
  /** Lower-case hex for a number (the id's last 8), lower-case for an email, 10 digits for a phone. */
  value: string;
}

/** `#1A2B3C4D` or `1a2b3c4d`; an email; a phone as 10 digits, with +91, 91 or 0 before it and spaces or dashes. */
export function parseOrderSearch(text: string): OrderSearch | undefined {
  const q = text.trim();
  const number = /^#?([0-9a-f]{8})$/i.exec(q);
  if (number?.[1]) return { by: 'number', value: number[1].toLowerCase() };
  if (/^[^\s@]+@[^\s@]+$/.test(q)) return { by: 'email', value: q.toLowerCase() };
  const phone = /^(?:\+?91|0)?(\d{10})$/.exec(q.replace(/[\s()-]/g, ''));
  if (phone?.[1]) return { by: 'phone', value: phone[1] };
  return undefined;
}

export const adminOrdersQuery = z.object({
  /** Search: an order number, the order's email or its phone (parseOrderSearch); with `status`, both apply. */
  q: z.preprocess(
    unset,
    z
      .string()
      .max(254, 'must be at most 254 characters')
      .refine(
        (q) => parseOrderSearch(q) !== undefined,
        'must be an order number (#1A2B3C4D), an email or a 10-digit phone number',
      )
      .optional(),
  ),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? (unset(v) as string | undefined)?.toUpperCase() : unset(v)),
    z.enum(ORDER_STATUSES).optional(),
  ),
  /** Only orders whose Shiprocket booking stopped on an error (not cancelled): `bookingFailed=true`. */
  bookingFailed: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()).optional(),
  pageNumber: pageNumberParam,
  pageSize: pageSizeParam(MAX_PAGE_SIZE),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/**
 * Fields the server itself puts on a saved address. The spec's client posts a saved address back exactly as
 * it received it, so these are accepted on `POST /api/orders/` and ignored.
 */
export const SERVER_ADDRESS_FIELDS = ['_id', 'id', 'userId', 'createdAt', 'updatedAt'] as const;

/** `gift` on an order: wrapping (a GIFT_WRAP_FEE line) and a message printed on the packing slip. */
export const giftInput = z.strictObject({
  wrap: z.boolean(),
  message: boundedText(200, 0).optional(),
});
export type GiftInput = z.infer<typeof giftInput>;

const ignored = z.unknown().optional();
const addressKeys = Object.keys(addressFields) as (keyof typeof addressFields)[];

/**
 * `POST /api/orders/`: a saved address (`_id`; the other fields are ignored, the address is read from the
 * user's own addresses) or the fields of an address, saved to the user's addresses unless the same one is there.
 */
export const createOrderBody = z
  .strictObject({
    _id: z.uuid({ message: 'must be a valid address id' }).optional(),
    id: ignored,
    userId: ignored,
    createdAt: ignored,
    updatedAt: ignored,
    needsState: ignored,
    gift: giftInput.optional(),
    ...(Object.fromEntries(addressKeys.map((key) => [key, ignored])) as Record<
      keyof typeof addressFields,
      typeof ignored
    >),
  })
  .transform((body, ctx) => {
    const gift = body.gift;
    if (body._id) return { addressId: body._id, address: undefined, gift };
    const fields = Object.fromEntries(addressKeys.filter((k) => k in body).map((k) => [k, body[k]]));
    const parsed = addressInput.safeParse(fields);
    if (parsed.success) return { addressId: undefined, address: parsed.data, gift };
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, input: undefined } as never);
    return z.NEVER;
  });
export type CreateOrderBody = z.output<typeof createOrderBody>;

/** `PUT /api/admin/orders/{id}/items/{itemId}/return-accepted`: the owner accepts (or no longer) a personalised line's return. */
export const acceptReturnInput = z.strictObject({ accepted: z.boolean() });
