import { describe, expect, it } from 'vitest';
import { addressFields, addToCart, createProduct, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

describe('the GST breakup of an order', () => {
  // Delivery ₹49 below ₹500, so a small order carries a delivery charge.
  const t = setUpTestApp({
    template: 'empty',
    env: { SHOP_STATE: 'Karnataka', DELIVERY_CHARGE: '49', FREE_DELIVERY_MIN: '500' },
  });

  const order = async (user: TestUser, state: string) => {
    const res = await postCheckout(t, user, addressFields({ state }));
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  it('keeps CGST and SGST for an order shipped within the shop state, lines adding up to the total', async () => {
    const user = await createUser(t);
    const ring = await createProduct(t, { price: 1499, discountedPrice: 1299 });
    const chain = await createProduct(t, { price: 999, discountedPrice: 749.99, hsn: '7113', gstRate: 3 });
    await addToCart(t, user, ring.id, 's', 1);
    await addToCart(t, user, chain.id, 'm', 2);
    const placed = await order(user, 'Karnataka');
    expect(placed.tax).toMatchObject({ placeOfSupply: 'Karnataka', placeOfSupplyCode: '29', igst: 0 });
    expect(placed.tax.cgst).toBe(placed.tax.sgst);
    expect(placed.tax.lines).toHaveLength(2);
    const [first, second] = placed.tax.lines;
    expect(first).toMatchObject({ itemId: placed.orderItems[0]._id, hsn: '7117', rate: 3, quantity: 1 });
    expect(second).toMatchObject({ itemId: placed.orderItems[1]._id, hsn: '7113', price: 1499.98 });
    // 1299 × 1.5 / 103 = 18.917… → 18.92 each; 1499.98 × 1.5 / 103 = 21.844… → 21.84 each.
    expect(first).toMatchObject({ cgst: 18.92, sgst: 18.92, taxableValue: 1261.16, total: 1299 });
    expect(second).toMatchObject({ cgst: 21.84, sgst: 21.84, taxableValue: 1456.3, total: 1499.98 });
    expect(placed.tax.taxableValue + placed.tax.cgst + placed.tax.sgst).toBeCloseTo(placed.totalPayable, 6);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed._id}`,
      headers: user.headers,
    });
    expect(detail.json().tax).toEqual(placed.tax);
  });

  it('charges IGST for another state and spreads the delivery charge over the lines', async () => {
    const user = await createUser(t);
    const stud = await createProduct(t, { price: 300, discountedPrice: 199.99 });
    const hoop = await createProduct(t, { price: 200, discountedPrice: 100.01 });
    await addToCart(t, user, stud.id, 's', 1);
    await addToCart(t, user, hoop.id, 's', 1);
    const placed = await order(user, 'Maharashtra');
    expect(placed.deliveryCharge).toBe(49);
    expect(placed.tax).toMatchObject({
      placeOfSupply: 'Maharashtra',
      placeOfSupplyCode: '27',
      cgst: 0,
      sgst: 0,
    });
    // 49 over 199.99 : 100.01 → 3266.8 and 1633.5 paise, rounded down, the paisa left over to the larger remainder: 32.67 and 16.33.
    expect(placed.tax.lines.map((l: { delivery: number }) => l.delivery)).toEqual([32.67, 16.33]);
    const paise = (n: number) => Math.round(n * 100);
    for (const line of placed.tax.lines)
      expect(paise(line.taxableValue) + paise(line.igst)).toBe(paise(line.price + line.delivery));
    expect(paise(placed.tax.taxableValue) + paise(placed.tax.igst)).toBe(paise(placed.totalPayable));
    expect(placed.invoice).toBeNull();
  });
});
