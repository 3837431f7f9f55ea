import { describe, expect, it } from 'vitest';
import { orderTotalLabel } from './orderTotalLabel.ts';

describe('orderTotalLabel', () => {
  it('names the total by what is left to do with it', () => {
    expect(orderTotalLabel({ orderStatus: 'PENDING', paymentDetails: { status: 'PENDING' } } as never)).toBe(
      'Total Payable',
    );
    expect(orderTotalLabel({ orderStatus: 'PLACED', paymentDetails: { status: 'DUE' } } as never)).toBe(
      'To pay on delivery',
    );
    expect(
      orderTotalLabel({ orderStatus: 'SHIPPED', paymentDetails: { status: 'COMPLETED' } } as never),
    ).toBe('Total Paid');
  });
});
