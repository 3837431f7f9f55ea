import {
  type AdminOrderReply,
  type LinePersonalisation,
  type OrderReply,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  paiseToRupees,
  RETURN_PROGRESS,
  type RefundReply,
  type RefundStatus,
  type ReturnProgress,
} from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedSql, preparedStatement } from '../../db/prepared.ts';
import {
  giftCardEntries,
  orderItems,
  orderReturns,
  orders,
  payments,
  refunds,
  storeCreditEntries,
  taxDocuments,
} from '../../db/schema/index.ts';
import { lineProductReply } from '../cart/cart-view.ts';
import { taxReply } from '../gst/tax-view.ts';
import { customerNames } from '../users/customer-names.ts';
import { orderPayablePaise } from './order-amounts.ts';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** What a cancelled order gave back to store credit and a gift card, in paise (no gateway involved). */
interface WalletRefund {
  storeCreditPaise: number;
  giftCardPaise: number;
}

/**
 * Online: PAID once paid; cancelled after paying, REFUND_PENDING until its full refund is processed, then
 * REFUNDED — at once when it all went back to store credit or a gift card instead. COD: DUE from placing
 * until the cash is collected (paid_at), then PAID.
 */
function paymentStatus(
  order: OrderRow,
  status: OrderStatus,
  orderRefunds: RefundReply[],
  walletRefund: WalletRefund | undefined,
): PaymentStatus {
  // A refunded stray capture of a COD "pay online" link is listed, but it was never the order's payment.
  const full = orderRefunds.find((r) => r.returnId === null && !r.unappliedPayment);
  if (full) return full.status === 'PROCESSED' ? 'REFUNDED' : 'REFUND_PENDING';
  const ended = status === 'CANCELLED' || status === 'RETURNED_TO_ORIGIN';
  if (order.paidAt && ended && walletRefund) return 'REFUNDED';
  if (order.paidAt) return 'PAID';
  // Cash on delivery that came back undelivered was never collected: its payment ends like a cancelled one.
  if (status === 'CANCELLED' || status === 'RETURNED_TO_ORIGIN') return 'CANCELLED';
  return order.paymentMethod === 'COD' ? 'DUE' : 'PENDING';
}

type DocumentRef = { number: string; issuedAt: string };
interface OrderDocuments {
  invoice?: DocumentRef;
  creditNote?: DocumentRef;
}

/** A personalised line's text, label and fee per piece (issue 45), or null. */
export function itemPersonalisation(item: {
  personalisationText: string | null;
  personalisationLabel: string | null;
  personalisationFeePaise: number;
}): LinePersonalisation | null {
  if (item.personalisationText === null) return null;
  return {
    label: item.personalisationLabel ?? 'Personalisation',
    text: item.personalisationText,
    fee: paiseToRupees(item.personalisationFeePaise),
  };
}

function orderReply(
  order: OrderRow,
  items: ItemRow[],
  paymentId: string | null,
  documents: OrderDocuments,
  orderRefunds: RefundReply[],
  walletRefund: WalletRefund | undefined,
): Omit<OrderReply, 'returnStatus'> {
  const address = order.shippingAddress;
  const status = order.status as OrderStatus;
  return {
    _id: order.id,
    id: order.id,
    orderItems: items.map((item) => ({
      _id: item.id,
      product: lineProductReply({
        // A product deleted for good leaves the copy; its id is then the line's own.
        productId: item.productId ?? item.id,
        title: item.title,
        imageUrl: item.imageUrl,
        color: item.color,
        pricePaise: item.unitPricePaise,
        discountedPricePaise: item.unitDiscountedPricePaise,
      }),
      size: item.size,
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise * item.quantity),
      discountedPrice: paiseToRupees(item.unitDiscountedPricePaise * item.quantity),
      personalisation: itemPersonalisation(item),
      returnable: item.personalisationText === null || item.returnAcceptedAt !== null,
    })),
    shippingAddress: {
      _id: address._id ?? '',
      firstName: address.firstName,
      lastName: address.lastName,
      phoneNumber: address.phoneNumber,
      streetAddress: address.streetAddress,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
      landmark: address.landmark ?? '',
      email: address.email,
    },
    totalPrice: paiseToRupees(order.totalPricePaise),
    totalDiscountedPrice: paiseToRupees(order.totalDiscountedPricePaise),
    discount: paiseToRupees(order.totalPricePaise - order.totalDiscountedPricePaise),
    deliveryCharge: paiseToRupees(order.deliveryChargePaise),
    coupon: order.couponCode
      ? { code: order.couponCode, discount: paiseToRupees(order.couponDiscountPaise) }
      : null,
    couponDiscount: paiseToRupees(order.couponDiscountPaise),
    codFee: paiseToRupees(order.codFeePaise),
    prepaidDiscount: paiseToRupees(order.prepaidDiscountPaise),
    giftWrap: paiseToRupees(order.giftWrapPaise),
    roundOff: paiseToRupees(order.codRoundOffPaise),
    gift: order.gift ?? null,
    totalPayable: paiseToRupees(orderPayablePaise(order)),
    storeCredit: paiseToRupees(order.storeCreditPaise),
    giftCardPaid: paiseToRupees(order.giftCardPaise),
    exchangeForReturnId: order.exchangeForReturnId,
    totalItem: order.totalItem,
    orderStatus: status,
    paymentDetails: {
      method: order.paymentMethod as PaymentMethod,
      status: paymentStatus(order, status, orderRefunds, walletRefund),
      paymentId,
      paidAt: order.paidAt?.toISOString() ?? null,
      refunds: orderRefunds,
      walletRefund: walletRefund
        ? {
            storeCredit: paiseToRupees(walletRefund.storeCreditPaise),
            giftCard: paiseToRupees(walletRefund.giftCardPaise),
          }
        : null,
    },
    statusHistory: order.statusHistory.map((change) => ({
      status: change.status as OrderStatus,
      at: change.at,
      ...(change.reason ? { reason: change.reason } : {}),
    })),
    shipment: order.shipment ?? null,
    tax: order.tax ? taxReply(order.tax) : null,
    invoice: documents.invoice ?? null,
    creditNote: documents.creditNote ?? null,
    expiresAt: order.expiresAt.toISOString(),
    orderDate: order.createdAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
  };
}

/** The lines of every order reply: a named statement (decision 0124), the orders' ids as one array. */
const selectOrderLines = preparedStatement(
  (db) =>
    db
      .select()
      .from(orderItems)
      .where(sql`${orderItems.orderId} = any(${sql.placeholder('ids')})`)
      .orderBy(asc(orderItems.id)),
  'order_lines',
);

/** Orders in the API's shape, in the order given: their lines in one query, all else against them in another. */
export async function orderReplies(db: DbOrTx, rows: OrderRow[]): Promise<OrderReply[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const items = await selectOrderLines(db, { ids });
  const itemsByOrder = new Map<string, ItemRow[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId);
    if (list) list.push(item);
    else itemsByOrder.set(item.orderId, [item]);
  }
  const sides = await orderSides(db, ids);
  return rows.map((row) => ({
    ...orderReply(
      row,
      itemsByOrder.get(row.id) ?? [],
      sides.paymentByOrder.get(row.id) ?? null,
      sides.documentsByOrder.get(row.id) ?? {},
      sides.refundsByOrder.get(row.id) ?? [],
      sides.walletRefunds.get(row.id),
    ),
    returnStatus: sides.returnSteps.get(row.id) ?? null,
  }));
}

/** What orderSides() reads, one JSON array per kind (timestamps as JSON strings, sums as numbers). */
interface SideRows {
  payments: { orderId: string; paymentId: string | null }[];
  documents: { orderId: string; kind: string; number: string; issuedAt: string; returnId: string | null }[];
  refunds: {
    id: string;
    orderId: string;
    amountPaise: number;
    status: string;
    returnId: string | null;
    unapplied: boolean;
    createdAt: string;
    processedAt: string | null;
  }[];
  returns: { orderId: string; status: string }[];
  credit: { orderId: string; paise: number }[];
  card: { orderId: string; paise: number }[];
}

/** On every order reply (a checkout's, a cancel's, My Orders): a named statement, the orders' ids as one array. */
const selectOrderSides = preparedSql<{ [K in keyof SideRows]: SideRows[K] | null }>('order_sides', () => {
  const of = sql`(${sql.placeholder('ids')}::uuid[])`;
  return sql`select
    (select json_agg(json_build_object('orderId', p.order_id, 'paymentId', p.payment_id))
       from ${payments} p where p.order_id = any${of}) as payments,
    (select json_agg(json_build_object('orderId', d.order_id, 'kind', d.kind, 'number', d.number,
                                       'issuedAt', d.issued_at, 'returnId', d.return_id))
       from ${taxDocuments} d where d.order_id = any${of}) as documents,
    (select json_agg(json_build_object('id', r.id, 'orderId', r.order_id, 'amountPaise', r.amount_paise,
                                       'status', r.status, 'returnId', r.return_id,
                                       'unapplied', r.cod_online_payment_id is not null,
                                       'createdAt', r.created_at, 'processedAt', r.processed_at)
                     order by r.created_at)
       from ${refunds} r where r.order_id = any${of}) as refunds,
    (select json_agg(json_build_object('orderId', x.order_id, 'status', x.status))
       from ${orderReturns} x where x.order_id = any${of} and x.status <> 'REJECTED') as returns,
    (select json_agg(json_build_object('orderId', c.order_id, 'paise', c.paise)) from (
       select order_id, sum(amount_paise) as paise from ${storeCreditEntries}
       where order_id = any${of} and reason in ('cancel', 'cancel_refund') group by order_id) c) as credit,
    (select json_agg(json_build_object('orderId', g.order_id, 'paise', g.paise)) from (
       select order_id, sum(amount_paise) as paise from ${giftCardEntries}
       where order_id = any${of} and reason = 'cancel_refund' group by order_id) g) as card`;
});

/**
 * Everything against the orders besides their lines, in one statement (one round trip instead of six): payment
 * ids, tax documents, refunds (oldest first), returns that were not rejected, and what a cancel gave back to
 * store credit ('cancel', 'cancel_refund') and to a gift card ('cancel_refund').
 */
async function orderSides(db: DbOrTx, ids: string[]) {
  const [side] = await selectOrderSides(db, { ids });
  const paymentByOrder = new Map((side?.payments ?? []).map((p) => [p.orderId, p.paymentId]));
  const refundsByOrder = new Map<string, RefundReply[]>();
  for (const r of side?.refunds ?? []) {
    const list = refundsByOrder.get(r.orderId) ?? [];
    list.push({
      _id: r.id,
      amount: paiseToRupees(Number(r.amountPaise)),
      status: r.status as RefundStatus,
      returnId: r.returnId,
      unappliedPayment: r.unapplied,
      createdAt: new Date(r.createdAt).toISOString(),
      processedAt: r.processedAt === null ? null : new Date(r.processedAt).toISOString(),
    });
    refundsByOrder.set(r.orderId, list);
  }
  const documentsByOrder = new Map<string, OrderDocuments>();
  for (const doc of side?.documents ?? []) {
    // A return's partial credit note is shown with its return (admin order page), not as the order's.
    if (doc.returnId) continue;
    const entry = documentsByOrder.get(doc.orderId) ?? {};
    entry[doc.kind === 'invoice' ? 'invoice' : 'creditNote'] = {
      number: doc.number,
      issuedAt: new Date(doc.issuedAt).toISOString(),
    };
    documentsByOrder.set(doc.orderId, entry);
  }
  return {
    paymentByOrder,
    refundsByOrder,
    documentsByOrder,
    returnSteps: furthestReturnSteps(side?.returns ?? []),
    walletRefunds: walletRefundsOf(side?.credit ?? [], side?.card ?? []),
  };
}

/**
 * The reply of an order written just now in the caller's transaction and not placed (still to pay): nothing can
 * be against it yet (no payment, tax document, refund, return or give-back), so its row and its lines as inserted
 * are the whole reply, without orderReplies' seven reads on every checkout. orders.test.ts holds the two equal.
 */
export function newOrderReply(row: OrderRow, items: ItemRow[]): OrderReply {
  const byId = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { ...orderReply(row, byId, null, {}, [], undefined), returnStatus: null };
}

/**
 * What each cancelled order gave back to store credit (its payment taken as credit, 'cancel', or the credit it
 * spent, 'cancel_refund') and to a gift card; only orders with such entries are in the map.
 */
function walletRefundsOf(
  credit: { orderId: string; paise: number }[],
  card: { orderId: string; paise: number }[],
): Map<string, WalletRefund> {
  const refunds = new Map<string, WalletRefund>();
  const entry = (orderId: string) => {
    const known = refunds.get(orderId) ?? { storeCreditPaise: 0, giftCardPaise: 0 };
    refunds.set(orderId, known);
    return known;
  };
  for (const row of credit)
    if (Number(row.paise) > 0) entry(row.orderId).storeCreditPaise = Number(row.paise);
  for (const row of card) if (Number(row.paise) > 0) entry(row.orderId).giftCardPaise = Number(row.paise);
  return refunds;
}

/** How far each order's returns went (a rejected one does not count): its furthest step, as My Orders says it. */
function furthestReturnSteps(rows: { orderId: string; status: string }[]): Map<string, ReturnProgress> {
  const furthest = new Map<string, ReturnProgress>();
  for (const row of rows) {
    const step = row.status as ReturnProgress;
    const known = furthest.get(row.orderId);
    if (!known || RETURN_PROGRESS.indexOf(step) > RETURN_PROGRESS.indexOf(known))
      furthest.set(row.orderId, step);
  }
  return furthest;
}

/** An order's row by id: read for every order reply (a cancel's, an order page's). */
export const selectOrderRow = preparedStatement(
  (db) =>
    db
      .select()
      .from(orders)
      .where(eq(orders.id, sql.placeholder('id'))),
  'order_row',
);

/** One order in the API's shape, or undefined. Owner checks are the caller's. */
export async function loadOrderReply(db: DbOrTx, orderId: string): Promise<OrderReply | undefined> {
  const [row] = await selectOrderRow(db, { id: orderId });
  if (!row) return undefined;
  const [reply] = await orderReplies(db, [row]);
  return reply;
}

/** Orders with the customer's name and email, for the back office. */
export async function adminOrderReplies(db: DbOrTx, rows: OrderRow[]): Promise<AdminOrderReply[]> {
  const replies = await orderReplies(db, rows);
  const nameOf = await customerNames(
    db,
    rows.map((r) => r.userId),
  );
  return replies.map((reply, i) => ({ ...reply, user: nameOf(rows[i]?.userId ?? '') }));
}
