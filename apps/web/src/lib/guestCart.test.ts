import { QUANTITY_MAX } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addGuestItem,
  clearGuestCart,
  guestLineMax,
  readGuestCart,
  refreshGuestStock,
  removeGuestItem,
  setGuestQuantity,
} from './guestCart.ts';
import { GUEST_CART_KEY } from './storage.ts';

/** The browser's localStorage, as far as the guest cart uses it; no DOM needed. */
function memoryWindow() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
  return { localStorage, addEventListener() {}, removeEventListener() {} };
}

const ring = { productId: 'p1', size: 'M', quantity: 1, product: { title: 'Moon ring' } as never };

describe('guest cart', () => {
  let win: ReturnType<typeof memoryWindow>;
  beforeEach(() => {
    win = memoryWindow();
    vi.stubGlobal('window', win);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps each engraved text a line of its own; quantity and removal act on that line alone', () => {
    const engraved = (text: string) => ({ ...ring, personalisation: { label: 'Engraving', text, fee: 200 } });
    addGuestItem(engraved('Anu'), 5);
    addGuestItem(engraved('Anu'), 5);
    addGuestItem(engraved('Ravi'), 5);
    addGuestItem(ring, 5);
    const lines = () => readGuestCart().cartItems.map((i) => [i.personalisation?.text ?? '', i.quantity]);
    expect(lines()).toEqual([
      ['Anu', 2],
      ['Ravi', 1],
      ['', 1],
    ]);
    setGuestQuantity('p1', 'M', 3, 'Ravi');
    removeGuestItem('p1', 'M', 'Anu');
    expect(lines()).toEqual([
      ['Ravi', 3],
      ['', 1],
    ]);
  });

  it('adds to the line of the same product and size instead of making a second line', () => {
    addGuestItem(ring, 5);
    addGuestItem({ ...ring, quantity: 2 }, 5);
    addGuestItem({ ...ring, size: 'L' }, 5);
    expect(readGuestCart().cartItems.map((i) => [i.size, i.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
  });

  it("caps a line at its size's stock and refuses to add past the cap", () => {
    expect(addGuestItem({ ...ring, quantity: 4 }, 3)).toBe(true);
    expect(readGuestCart().cartItems[0]?.quantity).toBe(3);
    expect(addGuestItem(ring, 3)).toBe(false);
    expect(readGuestCart().cartItems[0]?.quantity).toBe(3);
  });

  it(`never lets a line hold more than ${QUANTITY_MAX}, whatever the stock`, () => {
    addGuestItem({ ...ring, quantity: 50 }, 500);
    expect(readGuestCart().cartItems[0]?.quantity).toBe(QUANTITY_MAX);
    expect(guestLineMax({ stock: 500 })).toBe(QUANTITY_MAX);
    expect(guestLineMax({})).toBe(QUANTITY_MAX);
    expect(guestLineMax({ stock: -2 })).toBe(0);
  });

  it('keeps a set quantity between 1 and the line cap, in whole pieces', () => {
    addGuestItem(ring, 4);
    setGuestQuantity('p1', 'M', 9);
    expect(readGuestCart().cartItems[0]?.quantity).toBe(4);
    setGuestQuantity('p1', 'M', 0);
    expect(readGuestCart().cartItems[0]?.quantity).toBe(1);
    setGuestQuantity('p1', 'M', 2.7);
    expect(readGuestCart().cartItems[0]?.quantity).toBe(2);
  });

  it('records fresh stock without cutting lines down, and removes the storage key when empty', () => {
    addGuestItem({ ...ring, quantity: 3 }, 5);
    refreshGuestStock(() => 1);
    expect(readGuestCart().cartItems[0]).toMatchObject({ quantity: 3, stock: 1 });
    removeGuestItem('p1', 'M');
    expect(win.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    addGuestItem(ring, 5);
    clearGuestCart();
    expect(readGuestCart().cartItems).toEqual([]);
  });

  it('tolerates whatever an old version or a user left in storage', () => {
    win.localStorage.setItem(GUEST_CART_KEY, 'not json');
    expect(readGuestCart().cartItems).toEqual([]);
    win.localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify({
        cartItems: [
          { productId: 'p1', size: 'M', quantity: 2, product: {}, stock: -1 },
          { productId: 'p2', size: 'S', quantity: 0, product: {} },
          { productId: 'p3', size: 'S', quantity: 1 },
        ],
      }),
    );
    expect(readGuestCart().cartItems).toEqual([{ productId: 'p1', size: 'M', quantity: 2, product: {} }]);
  });
});
