import { describe, expect, it } from 'vitest';
import { replyLine } from './lineItemFields.ts';

describe('replyLine', () => {
  it('shows a cart item or an order item with its product’s title, picture, metal and discount', () => {
    const product = {
      _id: 'p1',
      title: 'Moon Ring',
      Image: '/media/moon.jpg',
      color: 'gold',
      price: 1299,
      discountedPrice: 999,
      discountPercent: 23,
    };
    expect(replyLine({ product, size: 'm', quantity: 2, price: 2598, discountedPrice: 1998 })).toEqual({
      productId: 'p1',
      title: 'Moon Ring',
      image: '/media/moon.jpg',
      color: 'gold',
      size: 'm',
      quantity: 2,
      price: 2598,
      discountedPrice: 1998,
      discountPercent: 23,
    });
  });
});
