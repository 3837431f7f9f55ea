import { describe, expect, it } from 'vitest';
import {
  deliveryPromise,
  discountPercent,
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
