import { formatPaise } from '@shop/contracts';
import type { DocumentDetails } from '../../db/schema/index.ts';

export type SummaryRow = [label: string, value: string];

const minus = (paise: number) => `− ${formatPaise(paise)}`;
const signed = (paise: number) => (paise < 0 ? minus(-paise) : `+ ${formatPaise(paise)}`);

/**
 * How a document's lines come to its grand total, each charge and discount under its own name (issue 40): the
 * coupon, the prepaid discount, delivery, gift wrap and the cash-on-delivery fee. Documents without the order's
 * lines (older ones, a return's credit note) print the discounts and charges their lines carry.
 */
export function documentSummary(details: DocumentDetails): SummaryRow[] {
  const { tax, charges } = details;
  const sum = (pick: (l: (typeof tax.lines)[number]) => number) => tax.lines.reduce((s, l) => s + pick(l), 0);
  const rows: SummaryRow[] = [['Items (prices include GST)', formatPaise(sum((l) => l.pricePaise))]];
  if (charges) {
    if (charges.couponPaise > 0)
      rows.push([
        `Coupon discount${charges.couponCode ? ` (${charges.couponCode})` : ''}`,
        minus(charges.couponPaise),
      ]);
    if (charges.prepaidPaise > 0) rows.push(['Prepaid discount (paid online)', minus(charges.prepaidPaise)]);
    rows.push(['Delivery', charges.deliveryPaise > 0 ? formatPaise(charges.deliveryPaise) : 'Free']);
    if (charges.giftWrapPaise > 0) rows.push(['Gift wrap', formatPaise(charges.giftWrapPaise)]);
    if (charges.codFeePaise > 0) rows.push(['Cash on delivery fee', formatPaise(charges.codFeePaise)]);
  } else {
    const discounts = sum((l) => l.discountPaise);
    const added = sum((l) => l.deliveryPaise);
    if (discounts > 0) rows.push(['Discounts', minus(discounts)]);
    if (added > 0) rows.push(['Delivery and charges (taxed with the goods)', formatPaise(added)]);
  }
  rows.push(['Taxable value', formatPaise(tax.taxableValuePaise)]);
  if (tax.intraState) rows.push(['CGST', formatPaise(tax.cgstPaise)], ['SGST', formatPaise(tax.sgstPaise)]);
  else rows.push(['IGST', formatPaise(tax.igstPaise)]);
  return rows;
}

/** Below the exact grand total of a cash-on-delivery invoice: the round-off and the cash collected. */
export function roundOffRows(details: DocumentDetails, isInvoice: boolean): SummaryRow[] {
  const roundOff = details.charges?.roundOffPaise ?? 0;
  if (!isInvoice || roundOff === 0) return [];
  return [
    ['Round off', signed(roundOff)],
    ['Cash collected', formatPaise(details.tax.totalPaise + roundOff)],
  ];
}
