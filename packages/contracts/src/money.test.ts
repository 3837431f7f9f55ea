import { describe, expect, it } from 'vitest';
import {
  deliveryPromise,
  discountPercent,
  formatHundredths,
  formatPaise,
  formatRupees,
  paiseToRupees,
  rupeesToPaise,
} from './money.ts';

describe('formatRupees / formatPaise: one money format for web, mail and PDFs', () => {
  it('shows whole rupees without decimals', () => {
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatPaise(49_900)).toBe('₹499');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows rupees and paise with two decimals, never one', () => {
    expect(formatRupees(114.8)).toBe('₹114.80');
    expect(formatRupees(1033.2)).toBe('₹1,033.20');
    expect(formatPaise(290)).toBe('₹2.90');
    expect(formatPaise(5)).toBe('₹0.05');
  });

  it('groups digits the Indian way (lakh and crore)', () => {
    expect(formatRupees(123_456)).toBe('₹1,23,456');
    expect(formatPaise(1_234_567_899)).toBe('₹1,23,45,678.99');
  });

  it('rounds a rupee amount with floating-point noise to the paisa', () => {
    // 0.1 + 0.2 is 0.30000000000000004; 1.005 is 1.00499999999999989...
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
    expect(formatRupees(99.999)).toBe('₹100');
  });

  it('shows a negative amount with its sign', () => {
    expect(formatPaise(-81_380)).toBe('-₹813.80');
  });

  it('writes every amount as Intl.NumberFormat en-IN does (it is written by hand for speed, decision 0079)', () => {
    const whole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    const withPaise = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const intl = (paise: number) => (paise % 100 === 0 ? whole : withPaise).format(paise / 100);
    // Every length of number up to a hundred crore, each digit position, both signs, whole and with paise.
    const samples = [1, 5, 10, 99, 100, 101, 999, 1000, 1001, 99_999, 100_000, 1_234_567, 10_000_000_00];
    for (let digits = 1; digits <= 13; digits++) samples.push(Number('9'.repeat(digits)), 10 ** (digits - 1));
    for (let i = 0; i < 2000; i++) samples.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))));
    for (const paise of samples)
      for (const signed of [paise, -paise]) {
        if (Object.is(signed, -0)) continue;
        expect(formatPaise(signed)).toBe(intl(signed));
      }
  });
});

describe('formatHundredths: a decimal with Indian digit grouping', () => {
  it('trims trailing zeros when asked, as Intl with at most two decimals does', () => {
    const grams = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    for (const value of [0.5, 3, 3.5, 3.05, 12.34, 999.9, 1000, 1234.56, 10_000])
      expect(formatHundredths(value * 100, 'trim')).toBe(grams.format(value));
  });
});

describe('deliveryPromise: the free-delivery promise from DELIVERY_CHARGE and FREE_DELIVERY_MIN', () => {
  it('promises free delivery on every order when nothing is charged (the default)', () => {
    expect(deliveryPromise({ charge: 0, freeFrom: 0 })).toBe('Free delivery on every order');
    expect(deliveryPromise({ charge: 0, freeFrom: 499 })).toBe('Free delivery on every order');
    expect(deliveryPromise({ charge: 50, freeFrom: 0 })).toBe('Free delivery on every order');
  });

  it('names the threshold when a charge applies below it', () => {
    expect(deliveryPromise({ charge: 50, freeFrom: 499 })).toBe('Free delivery on orders of ₹499 and above');
    expect(deliveryPromise({ charge: 49, freeFrom: 1499.5 })).toBe(
      'Free delivery on orders of ₹1,499.50 and above',
    );
  });
});

describe('money helpers', () => {
  it('converts between rupees and paise exactly', () => {
    expect(rupeesToPaise(1033.2)).toBe(103_320);
    expect(paiseToRupees(103_320)).toBe(1033.2);
  });

  it('rounds a discount percent down so it is never overstated', () => {
    expect(discountPercent(1499_00, 499_00)).toBe(66);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(100_00, 120_00)).toBe(0);
  });
});
