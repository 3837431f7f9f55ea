import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addressFields, addToCart } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

describe('gifting: a wrap line (GIFT_WRAP_FEE ₹49) and a message on the packing slip', () => {
  const t = setUpTestApp({ template: 'empty', env: { GIFT_WRAP_FEE: '49' } });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, {
    title: 'Lotus Ring',
    price: 1200,
    discountedPrice: 1000,
    sizes: { '7': 9 },
  });
  const scarf = setUpProduct(t, {
    title: 'Silk Pouch',
    price: 300,
    discountedPrice: 300,
    gstRate: 12,
    sizes: { s: 9 },
  });

  const order = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/orders/', headers: user.headers, payload });
  const ordersOf = async (user: TestUser) =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${user.id}`))
      .rows[0]?.n;

  it('adds the wrap as a line taxed with the goods, GST exact to the paisa, and the total is what is paid', async () => {
    const user = await createUser(t);
    await addToCart(t, user, ring.id, '7', 1);
    const res = await order(user, {
      ...addressFields(),
      gift: { wrap: true, message: '  Happy birthday, Meera!  ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      totalDiscountedPrice: 1000,
      deliveryCharge: 0,
      giftWrap: 49,
      gift: { wrap: true, message: 'Happy birthday, Meera!' },
      totalPayable: 1049,
    });
    // 3% GST inside ₹1,049 (goods and wrap, Karnataka to Karnataka): CGST and SGST of 1.5% each,
    // 104,900 × 1.5 / 103 = 1,527.67 → ₹15.28 each, and the taxable value is the rest, ₹1,018.44.
    expect(body.tax).toMatchObject({ taxableValue: 1018.44, cgst: 15.28, sgst: 15.28, igst: 0 });
    expect(body.tax.lines).toEqual([
      expect.objectContaining({ price: 1000, delivery: 49, total: 1049, taxableValue: 1018.44 }),
    ]);
    await payOrder(t, user, body._id);
    const paid = await t.app.inject({ method: 'GET', url: `/api/orders/${body._id}`, headers: user.headers });
    expect(paid.json()).toMatchObject({ orderStatus: 'PLACED', paymentDetails: { status: 'PAID' } });
  });

  it('spreads the wrap over lines of different GST rates like delivery, and the breakup adds up to the paisa', async () => {
    const user = await createUser(t);
    await addToCart(t, user, ring.id, '7', 1);
    await addToCart(t, user, scarf.id, 's', 1);
    const res = await order(user, {
      ...addressFields({ state: 'Maharashtra', city: 'Mumbai', pincode: '400001' }),
      gift: { wrap: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { tax, totalPayable, giftWrap, gift } = res.json();
    expect({ totalPayable, giftWrap, gift }).toEqual({
      totalPayable: 1349,
      giftWrap: 49,
      gift: { wrap: true, message: null },
    });
    const paise = (rupees: number) => Math.round(rupees * 100);
    const lines = tax.lines as {
      rate: number;
      delivery: number;
      total: number;
      taxableValue: number;
      igst: number;
    }[];
    expect(lines.reduce((sum, l) => sum + paise(l.delivery), 0)).toBe(4900);
    expect(lines.reduce((sum, l) => sum + paise(l.total), 0)).toBe(134_900);
    for (const line of lines) {
      // Interstate: IGST at the line's own rate on its share of goods and wrap, rounded to the paisa.
      expect(paise(line.taxableValue) + paise(line.igst)).toBe(paise(line.total));
      expect(paise(line.igst)).toBe(Math.round((paise(line.total) * line.rate) / (100 + line.rate)));
    }
    expect(tax.cgst).toBe(0);
  });

  it('keeps a message without wrapping free of charge, and no gift when neither is asked', async () => {
    const user = await createUser(t);
    await addToCart(t, user, ring.id, '7', 1);
    const withMessage = await order(user, {
      ...addressFields(),
      gift: { wrap: false, message: 'With love' },
    });
    expect(withMessage.json()).toMatchObject({
      giftWrap: 0,
      gift: { wrap: false, message: 'With love' },
      totalPayable: 1000,
    });
    const other = await createUser(t);
    await addToCart(t, other, ring.id, '7', 1);
    const plain = await order(other, { ...addressFields(), gift: { wrap: false, message: '' } });
    expect(plain.json()).toMatchObject({ giftWrap: 0, gift: null, totalPayable: 1000 });
  });

  it('refuses a message over 200 characters or a malformed gift, with INVALID_INPUT, and makes no order', async () => {
    const user = await createUser(t);
    await addToCart(t, user, ring.id, '7', 1);
    for (const gift of [
      { wrap: true, message: 'x'.repeat(201) },
      { wrap: 'yes' },
      { message: 'no wrap field' },
      { wrap: true, price: 0 },
      { wrap: true, message: 'a\u0000b' },
    ]) {
      const res = await order(user, { ...addressFields(), gift });
      expect(res.statusCode, JSON.stringify(gift)).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    expect(await ordersOf(user)).toBe(0);
    const exactly200 = await order(user, {
      ...addressFields(),
      gift: { wrap: true, message: 'y'.repeat(200) },
    });
    expect(exactly200.statusCode).toBe(201);
  });

  it('prints the wrap and the message on the packing slip, never a price', async () => {
    const user = await createUser(t);
    await addToCart(t, user, ring.id, '7', 1);
    const made = await order(user, {
      ...addressFields(),
      gift: { wrap: true, message: 'Congratulations, Kavya' },
    });
    await payOrder(t, user, made.json()._id);
    const res = await clientOf(t, admin).post('/api/admin/orders/packing-slips', { ids: [made.json()._id] });
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    const page = text.replace(/\s+/g, ' ');
    expect(page).toContain('GIFT: wrap this parcel');
    expect(page).toContain('Gift message: "Congratulations, Kavya"');
    expect(page).not.toMatch(/₹|1,049|1049|49\.00/);
  });

  it('tells the storefront the wrap fee', async () => {
    const shop = await t.app.inject({ method: 'GET', url: '/api/shop' });
    expect(shop.json().giftWrapFee).toBe(49);
  });
});
