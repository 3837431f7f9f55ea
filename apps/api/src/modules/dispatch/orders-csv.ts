import { orderNumber, paiseToRupees } from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '../../lib/csv-cells.ts';
import type { ExportOrder } from './order-rows.ts';

const HEADER = [
  'orderNumber',
  'orderId',
  'placedAt',
  'status',
  'paymentMethod',
  'paidAt',
  'name',
  'email',
  'phone',
  'city',
  'state',
  'pincode',
  'items',
  'units',
  'subtotal',
  'couponCode',
  'couponDiscount',
  'prepaidDiscount',
  'delivery',
  'giftWrap',
  'codFee',
  'roundOff',
  'total',
  'personalisation',
  'giftMessage',
];

/**
 * Orders as CSV, one row per order, money in rupees: subtotal − couponDiscount − prepaidDiscount + delivery +
 * giftWrap + codFee + roundOff = total. Customer text neutralised against formulas (S58). Written batch by batch
 * as the orders come from the database, so a month of a busy shop never sits in memory whole.
 */
export async function* ordersCsvChunks(batches: AsyncIterable<ExportOrder[]>): AsyncGenerator<string> {
  // The header goes with the first batch, so the first chunk waits for the database (see startedStream).
  let header = `\uFEFF${stringify([HEADER])}`;
  for await (const batch of batches) {
    yield header + stringify(batch.map(csvRow));
    header = '';
  }
  if (header) yield header;
}

function csvRow(o: ExportOrder) {
  const text = (value: string | null | undefined) => neutraliseCell(value ?? '');
  return [
    orderNumber(o.id),
    o.id,
    new Date(o.created_at).toISOString(),
    o.status,
    o.payment_method,
    o.paid_at ? new Date(o.paid_at).toISOString() : '',
    text(`${o.first_name} ${o.last_name}`),
    text(o.email),
    text(o.phone),
    text(o.city),
    text(o.state),
    text(o.pincode),
    o.lines,
    o.units,
    paiseToRupees(o.subtotal),
    text(o.coupon_code),
    paiseToRupees(o.coupon_discount),
    paiseToRupees(o.prepaid_discount),
    paiseToRupees(o.delivery),
    paiseToRupees(o.gift_wrap),
    paiseToRupees(o.cod_fee),
    paiseToRupees(o.cod_round_off),
    paiseToRupees(o.total),
    // Customer text (S69): neutralised like every other text cell.
    text(o.personalisation),
    text(o.gift_message),
  ];
}
