import { findIndianState } from '@shop/contracts';
import type { TaxBreakup, TaxLineCopy } from '../../db/schema/index.ts';

/**
 * The GST breakup of an order (docs/api.md "GST and invoices", docs/decisions/0022): prices include GST; the order's
 * discount is taken from the lines and its delivery charge added to them in proportion to their price; then
 * per line the tax is rounded to the paisa and the taxable value is what remains, so every line, and so the
 * order, adds up exactly to what the customer pays. Integer paise throughout, BigInt where products can
 * exceed 2^53.
 */

/** A line as the breakup takes it: its rate in percent (3, or 0.25) and its price as sold, tax included. */
export type TaxInputLine = Pick<
  TaxLineCopy,
  'itemId' | 'title' | 'hsn' | 'huid' | 'quantity' | 'rate' | 'pricePaise'
>;

export interface TaxInput {
  lines: TaxInputLine[];
  /** An order-level discount (a coupon), taken from the lines. */
  discountPaise: number;
  deliveryPaise: number;
  shippingState: string;
  sellerState: string;
}

/**
 * Splits `amount` over `weights` in proportion, in whole units, exactly: each share is rounded down and the
 * units left over go to the largest remainders (the earlier line on a tie). All zero weights: equal split.
 */
export function allocate(amount: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  const effective = total === 0n ? weights.map(() => 1n) : weights.map((w) => BigInt(w));
  const sum = total === 0n ? BigInt(weights.length) : total;
  const target = BigInt(amount);
  const shares = effective.map((w) => (target * w) / sum);
  const remainders = effective.map((w, i) => ({ i, r: (target * w) % sum }));
  let left = target - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** round(numerator / denominator), halves up, for non-negative integers. */
function roundDiv(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** The rate in hundredths of a percent (3 → 300), so 0.25 % is exact too. */
const rateUnits = (rate: number) => BigInt(Math.round(rate * 100));

/** One line's tax on an amount that includes it. */
export function splitLine(totalPaise: number, rate: number, intraState: boolean) {
  const gross = BigInt(totalPaise);
  const r = rateUnits(rate);
  if (intraState) {
    const half = Number(roundDiv(gross * r, 2n * (10_000n + r)));
    return { taxableValuePaise: totalPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = Number(roundDiv(gross * r, 10_000n + r));
  return { taxableValuePaise: totalPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

export function taxBreakup(input: TaxInput): TaxBreakup {
  const state = findIndianState(input.shippingState);
  const intraState = state?.name === input.sellerState;
  const prices = input.lines.map((l) => l.pricePaise);
  const discounts = allocate(input.discountPaise, prices);
  const deliveries = allocate(input.deliveryPaise, prices);
  const lines: TaxLineCopy[] = input.lines.map((line, i) => {
    const discountPaise = discounts[i] ?? 0;
    const deliveryPaise = deliveries[i] ?? 0;
    const totalPaise = line.pricePaise - discountPaise + deliveryPaise;
    return {
      ...line,
      discountPaise,
      deliveryPaise,
      totalPaise,
      ...splitLine(totalPaise, line.rate, intraState),
    };
  });
  const sum = (key: keyof TaxLineCopy) => lines.reduce((total, line) => total + (line[key] as number), 0);
  return {
    placeOfSupply: state?.name ?? input.shippingState,
    placeOfSupplyCode: state?.code ?? '',
    sellerState: input.sellerState,
    intraState,
    taxableValuePaise: sum('taxableValuePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
    lines,
  };
}

/**
 * The breakup again with a charge added after the order was made (the cash-on-delivery fee), spread over the
 * lines like delivery, so the invoice still adds up to what the customer pays.
 */
export function withExtraCharge<T extends TaxBreakup>(tax: T, chargePaise: number): T {
  return repriced(tax, { chargePaise, discountRemovedPaise: 0 });
}

/**
 * The breakup again after the order's total changed: a charge added (the cash-on-delivery fee) and an
 * order-level discount taken back (the prepaid discount, when the order turns to cash on delivery).
 */
export function repriced<T extends TaxBreakup>(
  tax: T,
  change: { chargePaise: number; discountRemovedPaise: number },
): T {
  const { chargePaise } = change;
  const sumOf = (key: 'discountPaise' | 'deliveryPaise') =>
    tax.lines.reduce((total, line) => total + line[key], 0);
  const again = taxBreakup({
    lines: tax.lines.map(({ itemId, title, hsn, huid, quantity, rate, pricePaise }) => ({
      itemId,
      title,
      hsn,
      ...(huid ? { huid } : {}),
      quantity,
      rate,
      pricePaise,
    })),
    discountPaise: sumOf('discountPaise') - change.discountRemovedPaise,
    deliveryPaise: sumOf('deliveryPaise') + chargePaise,
    shippingState: tax.placeOfSupply,
    sellerState: tax.sellerState,
  });
  return { ...tax, ...again };
}
