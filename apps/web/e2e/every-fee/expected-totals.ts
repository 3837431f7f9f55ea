import { formatPaise } from '@shop/contracts';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { EVERY_FEE_ENV } from '../../../api/test/helpers/every-fee.ts';

/** The every-fee shop's settings in paise (and percent), as the server of this folder runs with them. */
const FEES = {
  deliveryPaise: Number(EVERY_FEE_ENV.DELIVERY_CHARGE) * 100,
  freeFromPaise: Number(EVERY_FEE_ENV.FREE_DELIVERY_MIN) * 100,
  prepaidPercent: Number(EVERY_FEE_ENV.PREPAID_DISCOUNT),
  giftWrapPaise: Number(EVERY_FEE_ENV.GIFT_WRAP_FEE) * 100,
  codFeePaise: Number(EVERY_FEE_ENV.COD_FEE) * 100,
};

/** One piece in the order: its full price and what it sells for, in rupees (as the admin enters them). */
export interface Piece {
  price: number;
  discountedPrice: number;
}

/** Every line of an order, in paise, worked out from the shop's settings the way the owner's docs state them. */
export interface Expected {
  pricePaise: number;
  itemsPaise: number;
  productDiscountPaise: number;
  couponPaise: number;
  deliveryPaise: number;
  wrapPaise: number;
  prepaidPaise: number;
  codFeePaise: number;
  /** The exact total (what the invoice's grand total is). */
  exactPaise: number;
  roundOffPaise: number;
  /** What is charged: online the exact total, cash on delivery in whole rupees. */
  payablePaise: number;
}

/**
 * docs/checkout-totals.md: a percent coupon on the items (paise rounded down); delivery free from
 * FREE_DELIVERY_MIN counted after the coupon; online, PREPAID_DISCOUNT % of the items after the coupon (rounded
 * down); cash on delivery adds COD_FEE and is collected in whole rupees, 50 paise up.
 */
export function expectedTotals(
  pieces: Piece[],
  /** CART: before a way to pay is chosen (the cart's Price Details): neither the prepaid discount nor the fee. */
  options: { couponPercent: number; wrap: boolean; method: 'ONLINE' | 'COD' | 'CART' },
): Expected {
  const pricePaise = pieces.reduce((sum, p) => sum + p.price * 100, 0);
  const itemsPaise = pieces.reduce((sum, p) => sum + p.discountedPrice * 100, 0);
  const couponPaise = Math.floor((itemsPaise * options.couponPercent) / 100);
  const afterCoupon = itemsPaise - couponPaise;
  const deliveryPaise = afterCoupon >= FEES.freeFromPaise ? 0 : FEES.deliveryPaise;
  const wrapPaise = options.wrap ? FEES.giftWrapPaise : 0;
  const cod = options.method === 'COD';
  const prepaidPaise =
    options.method === 'ONLINE' ? Math.floor((afterCoupon * FEES.prepaidPercent) / 100) : 0;
  const codFeePaise = cod ? FEES.codFeePaise : 0;
  const exactPaise = afterCoupon - prepaidPaise + deliveryPaise + wrapPaise + codFeePaise;
  const payablePaise = cod ? Math.floor((exactPaise + 50) / 100) * 100 : exactPaise;
  return {
    pricePaise,
    itemsPaise,
    productDiscountPaise: pricePaise - itemsPaise,
    couponPaise,
    deliveryPaise,
    wrapPaise,
    prepaidPaise,
    codFeePaise,
    exactPaise,
    roundOffPaise: payablePaise - exactPaise,
    payablePaise,
  };
}

const minus = (paise: number) => `−${formatPaise(paise)}`;

/** What Price Details (PriceDetails.tsx) list for `e`: label → amount as shown; only the lines that apply. */
export function priceDetailsRows(
  e: Expected,
  options: {
    count: number;
    couponCode: string;
    totalLabel: string;
    /** The cart strikes the shop's usual charge through beside FREE; an order's pages say FREE alone. */
    inCart?: boolean;
  },
): Record<string, string> {
  const rows: Record<string, string> = {
    [`Price (${options.count} item${options.count === 1 ? '' : 's'})`]: formatPaise(e.pricePaise),
  };
  if (e.productDiscountPaise > 0) rows.Discount = minus(e.productDiscountPaise);
  if (e.couponPaise > 0) rows[`Coupon (${options.couponCode})`] = minus(e.couponPaise);
  if (e.prepaidPaise > 0) rows['Prepaid discount (paid online)'] = minus(e.prepaidPaise);
  const free = options.inCart ? `${formatPaise(FEES.deliveryPaise)}FREE` : 'FREE';
  rows['Delivery Charges'] = e.deliveryPaise > 0 ? formatPaise(e.deliveryPaise) : free;
  if (e.wrapPaise > 0) rows['Gift wrap'] = formatPaise(e.wrapPaise);
  if (e.codFeePaise > 0) rows['Cash on delivery fee'] = formatPaise(e.codFeePaise);
  if (e.roundOffPaise !== 0)
    rows['Round off (cash in whole rupees)'] =
      `${e.roundOffPaise < 0 ? '−' : '+'}${formatPaise(Math.abs(e.roundOffPaise))}`;
  rows[options.totalLabel] = formatPaise(e.payablePaise);
  return rows;
}

/** The rows of the owner's Payment card from Items to Total (OrderDetailCards.tsx). */
export function ownerPaymentRows(e: Expected, couponCode: string): Record<string, string> {
  const rows: Record<string, string> = { Items: formatPaise(e.itemsPaise) };
  if (e.couponPaise > 0) rows[`Coupon ${couponCode}`] = minus(e.couponPaise);
  if (e.prepaidPaise > 0) rows['Prepaid discount (paid online)'] = minus(e.prepaidPaise);
  rows.Delivery = e.deliveryPaise > 0 ? formatPaise(e.deliveryPaise) : 'Free';
  if (e.wrapPaise > 0) rows['Gift wrap'] = formatPaise(e.wrapPaise);
  if (e.codFeePaise > 0) rows['Cash-on-delivery fee'] = formatPaise(e.codFeePaise);
  if (e.roundOffPaise !== 0)
    rows['Round off (cash in whole rupees)'] =
      `${e.roundOffPaise < 0 ? '−' : '+'}${formatPaise(Math.abs(e.roundOffPaise))}`;
  rows.Total = formatPaise(e.payablePaise);
  return rows;
}

/** The lines the tax invoice prints for `e` (document-pdf.ts), each as its PDF text reads. */
export function invoiceLines(e: Expected, couponCode: string): string[] {
  const lines = [`Items (prices include GST) ${formatPaise(e.itemsPaise)}`];
  if (e.couponPaise > 0) lines.push(`Coupon discount (${couponCode}) − ${formatPaise(e.couponPaise)}`);
  if (e.prepaidPaise > 0) lines.push(`Prepaid discount (paid online) − ${formatPaise(e.prepaidPaise)}`);
  if (e.deliveryPaise > 0) lines.push(`Delivery ${formatPaise(e.deliveryPaise)}`);
  if (e.wrapPaise > 0) lines.push(`Gift wrap ${formatPaise(e.wrapPaise)}`);
  if (e.codFeePaise > 0) lines.push(`Cash on delivery fee ${formatPaise(e.codFeePaise)}`);
  lines.push(`Grand total ${formatPaise(e.exactPaise)}`);
  if (e.roundOffPaise !== 0) {
    lines.push(`Round off ${e.roundOffPaise < 0 ? '− ' : ''}${formatPaise(Math.abs(e.roundOffPaise))}`);
    lines.push(`Cash collected ${formatPaise(e.payablePaise)}`);
  }
  return lines;
}

/** An amount as the pages write it (₹1,213.20, −₹59.80, +₹0.30, "₹49FREE") in signed paise; FREE is 0. */
function shownPaise(text: string): number {
  if (text.endsWith('FREE') || text === 'Free') return 0;
  const negative = text.startsWith('−') || text.startsWith('-');
  const paise = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return negative ? -paise : paise;
}

/**
 * The rows of a Price Details region (dt → dd) as the shopper reads them, after checking that the lines above
 * the total add up to it.
 */
export async function shownPriceDetails(region: Locator): Promise<Record<string, string>> {
  const rows = await region.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')?.textContent?.trim() ?? '',
        row.querySelector('dd')?.textContent?.replace(/\s+/g, '') ?? '',
      ]),
    ),
  );
  expectToAddUp(rows);
  return rows;
}

/**
 * The owner's Payment card rows from Items to Total, after checking that they add up and that no amount breaks
 * over two lines on the page ("−" above "₹0.20" at 390 px).
 */
export async function shownOwnerPayment(region: Locator): Promise<Record<string, string>> {
  // Each row of the card is a box of two paragraphs: the label and the value.
  const shown = await region.evaluate((element) =>
    [...element.querySelectorAll('div')]
      .filter((row) => row.children.length === 2 && [...row.children].every((c) => c.tagName === 'P'))
      .map((row) => {
        const value = row.children[1] as HTMLElement;
        const range = document.createRange();
        range.selectNodeContents(value);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return {
          label: row.children[0]?.textContent?.trim() ?? '',
          value: value.textContent?.replace(/\s+/g, '') ?? '',
          lines,
        };
      }),
  );
  const labels = shown.map((row) => row.label);
  const money = shown.slice(labels.indexOf('Items'), labels.indexOf('Total') + 1);
  expect(money.filter((row) => row.lines > 1).map((row) => row.label)).toEqual([]);
  const rows = Object.fromEntries(money.map((row) => [row.label, row.value]));
  expectToAddUp(rows);
  return rows;
}

/** The last row is the total; every row above it, signed as shown, sums to it. */
function expectToAddUp(rows: Record<string, string>) {
  const amounts = Object.values(rows).map(shownPaise);
  const total = amounts.pop();
  expect(
    amounts.reduce((sum, a) => sum + a, 0),
    `the lines ${JSON.stringify(rows)} add up to the total`,
  ).toBe(total);
}
