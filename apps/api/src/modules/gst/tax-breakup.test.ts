import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, splitLine, taxBreakup } from './tax-breakup.ts';

const line = (itemId: string, pricePaise: number, rate = 3, quantity = 1) => ({
  itemId,
  title: `Piece ${itemId}`,
  hsn: '7117',
  quantity,
  rate,
  pricePaise,
});

/** One piece at 3 %, no discount or delivery, sold from Karnataka. */
const oneLineFromKarnataka = (pricePaise: number, shippingState: string) =>
  taxBreakup({
    lines: [line('a', pricePaise)],
    discountPaise: 0,
    deliveryPaise: 0,
    shippingState,
    sellerState: 'Karnataka',
  });

describe('GST breakup of an order', () => {
  it('splits an intra-state line into equal CGST and SGST, the taxable value taking the rest', () => {
    const tax = oneLineFromKarnataka(129_900, 'karnataka');
    // 1299 / 1.03 = 1261.165…; the half-rate tax 1299 × 1.5 / 103 = 18.917… → 18.92 each.
    expect(tax).toMatchObject({
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      intraState: true,
      cgstPaise: 1892,
      sgstPaise: 1892,
      igstPaise: 0,
      taxableValuePaise: 126_116,
      totalPaise: 129_900,
    });
  });

  it('charges IGST when the goods go to another state', () => {
    const tax = oneLineFromKarnataka(129_900, 'Tamil Nadu');
    // 1299 × 3 / 103 = 37.834… → 37.83
    expect(tax).toMatchObject({
      placeOfSupply: 'Tamil Nadu',
      placeOfSupplyCode: '33',
      intraState: false,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3783,
      taxableValuePaise: 126_117,
    });
  });

  it('takes a discount from several lines and adds the delivery to them in proportion, to the paisa', () => {
    const tax = taxBreakup({
      lines: [line('a', 99_900, 3, 1), line('b', 2 * 49_900, 3, 2), line('c', 24_900, 5)],
      discountPaise: 10_000,
      deliveryPaise: 4_900,
      shippingState: 'Maharashtra',
      sellerState: 'Maharashtra',
    });
    expect(tax.lines.map((l) => l.discountPaise)).toEqual([4448, 4443, 1109]);
    expect(tax.lines.map((l) => l.deliveryPaise)).toEqual([2180, 2177, 543]);
    expect(tax.lines.reduce((s, l) => s + l.discountPaise, 0)).toBe(10_000);
    expect(tax.lines.reduce((s, l) => s + l.deliveryPaise, 0)).toBe(4_900);
    expect(tax.totalPaise).toBe(99_900 + 99_800 + 24_900 - 10_000 + 4_900);
    for (const l of tax.lines) {
      expect(l.totalPaise).toBe(l.pricePaise - l.discountPaise + l.deliveryPaise);
      expect(l.taxableValuePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
      expect(l.cgstPaise).toBe(l.sgstPaise);
    }
    // The 5 % line: 249 − 11.09 + 5.43 = 243.34; half-rate tax 243.34 × 2.5 / 105 = 5.793… → 5.79 each.
    expect(tax.lines[2]).toMatchObject({ totalPaise: 24_334, cgstPaise: 579, taxableValuePaise: 23_176 });
    expect(tax.taxableValuePaise + tax.cgstPaise + tax.sgstPaise).toBe(tax.totalPaise);
  });

  it('rounds odd paise half up and keeps a one-paisa line whole', () => {
    expect(splitLine(1, 3, false)).toEqual({
      taxableValuePaise: 1,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
    // 103 × 3 / 103 = 3 exactly; 35 × 3 / 103 = 1.019… → 1; 52 × 1.5 / 103 = 0.757… → 1.
    expect(splitLine(103, 3, false).igstPaise).toBe(3);
    expect(splitLine(35, 3, false).igstPaise).toBe(1);
    expect(splitLine(52, 3, true)).toEqual({
      taxableValuePaise: 50,
      cgstPaise: 1,
      sgstPaise: 1,
      igstPaise: 0,
    });
    expect(allocate(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
  });

  it('treats a shipping state outside the list as another state (IGST), keeping its words', () => {
    const tax = oneLineFromKarnataka(10_000, 'Nowhere');
    expect(tax).toMatchObject({ placeOfSupply: 'Nowhere', placeOfSupplyCode: '', intraState: false });
  });

  it('adds up exactly for any lines, discount and delivery', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 1_000_000_000 }),
            rate: fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.boolean(),
        (lines, discountShare, deliveryPaise, intra) => {
          const total = lines.reduce((s, l) => s + l.price, 0);
          const discountPaise = Math.floor(total * discountShare);
          const tax = taxBreakup({
            lines: lines.map((l, i) => line(String(i), l.price, l.rate)),
            discountPaise,
            deliveryPaise,
            shippingState: intra ? 'Goa' : 'Assam',
            sellerState: 'Goa',
          });
          expect(tax.totalPaise).toBe(total - discountPaise + deliveryPaise);
          expect(tax.taxableValuePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise).toBe(tax.totalPaise);
          for (const l of tax.lines) {
            expect(l.totalPaise).toBeGreaterThanOrEqual(0);
            expect(l.taxableValuePaise).toBeGreaterThanOrEqual(0);
            expect(l.cgstPaise).toBe(l.sgstPaise);
          }
        },
      ),
    );
  });
});
