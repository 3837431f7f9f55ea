import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../test/fixtures/admin-orders.ts';
import { specFormPayload } from '../../../test/fixtures/catalog.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { setUpShiprocketShop } from '../../../test/helpers/shiprocket.ts';
import { placeOrder } from '../../../test/helpers/shop.ts';
import { createUser } from '../../../test/helpers/users.ts';

describe("a product's own box and packed weight become the Shiprocket parcel (issue 46)", () => {
  const { t, fake, admin } = setUpShiprocketShop();
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

  async function product(fields: Record<string, string>) {
    const res = await send('POST', '/api/admin/products', {
      ...specFormPayload(),
      size: [{ name: 'S', quantity: '50' }],
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; version: number };
  }

  /** A box's sides in centimetres, as the product form's fields. */
  const box = (length: string, breadth: string, height: string) => ({
    parcelLengthCm: length,
    parcelBreadthCm: breadth,
    parcelHeightCm: height,
  });

  /** A confirmed order of the lines, booked with Shiprocket: the body its `orders/create/adhoc` received. */
  async function booked(lines: { productId: string; quantity: number }[]) {
    const customer = await createUser(t);
    const order = await placeOrder(
      t,
      customer,
      lines.map((l) => ({ ...l, size: 'S' })),
    );
    await payOrder(t, customer, order._id);
    expect((await send('PUT', `/api/admin/orders/${order._id}/${PATHS.CONFIRMED}`)).statusCode).toBe(200);
    const desk = (await send('GET', `/api/admin/orders/${order._id}/shiprocket/parcel`)).json();
    const res = await send('POST', `/api/admin/orders/${order._id}/shiprocket`);
    expect(res.statusCode, res.body).toBe(200);
    return { desk, body: fake.order(order._id)?.body };
  }

  it('sends a single product in its own box at its packed weight, and the desk shows it before booking', async () => {
    const boxed = await product({ weightGrams: '4', ...box('10', '8.5', '5'), packedWeightGrams: '120' });
    const { desk, body } = await booked([{ productId: boxed.id, quantity: 1 }]);
    expect(desk).toEqual({
      parcel: { weightGrams: 120, lengthCm: 10, breadthCm: 8.5, heightCm: 5 },
      given: false,
    });
    expect(body).toMatchObject({ length: 10, breadth: 8.5, height: 5, weight: 0.12 });
  });

  it('packs several lines in the largest box (the default one for a product without a box), weights summed', async () => {
    const small = await product({ ...box('10', '8', '5'), packedWeightGrams: '120' });
    const large = await product({ ...box('20', '15', '10'), packedWeightGrams: '300' });
    const plain = await product({ weightGrams: '6' });
    // 2 × 120 g + 300 g packed, and the plain piece's 6 g with the default box's 150 g of packing.
    const three = await booked([
      { productId: small.id, quantity: 2 },
      { productId: large.id, quantity: 1 },
      { productId: plain.id, quantity: 1 },
    ]);
    expect(three.body).toMatchObject({ length: 20, breadth: 15, height: 10, weight: 0.696 });
    // The small box is smaller than the shop's 15 × 12 × 6 cm box the plain piece goes in.
    const two = await booked([
      { productId: small.id, quantity: 1 },
      { productId: plain.id, quantity: 1 },
    ]);
    expect(two.body).toMatchObject({ length: 15, breadth: 12, height: 6, weight: 0.276 });
  });

  it('refuses a box without all three sides, a side out of range or a packed weight below the piece, changing nothing', async () => {
    const created = await product({ weightGrams: '40', ...box('9', '9', '4') });
    const update = (fields: Record<string, string>) =>
      send('PUT', `/api/admin/products/${created.id}`, {
        ...specFormPayload(),
        size: [{ name: 'S', quantity: '50' }],
        version: created.version,
        ...fields,
      });
    const cases: [Record<string, string>, string, string][] = [
      [{ parcelHeightCm: '' }, 'parcelHeightCm', 'give length, breadth and height, or none'],
      [{ parcelLengthCm: '0.2' }, 'parcelLengthCm', 'must be at least 0.5 cm'],
      [{ parcelBreadthCm: '201' }, 'parcelBreadthCm', 'must be at most 200 cm'],
      [{ parcelBreadthCm: '8.25' }, 'parcelBreadthCm', 'must have at most 1 decimal'],
      [
        { packedWeightGrams: '30', weightGrams: '40' },
        'packedWeightGrams',
        "at least the piece's own weight (40 g)",
      ],
      [{ packedWeightGrams: '12.5' }, 'packedWeightGrams', 'must be whole grams'],
    ];
    for (const [fields, field, words] of cases) {
      const res = await update({ ...box('9', '9', '4'), ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
      expect(res.body).toContain(field);
      expect(res.body).toContain(words);
    }
    const stored = (await send('GET', `/api/admin/products/${created.id}`)).json();
    expect(stored).toMatchObject({
      version: created.version,
      parcelLengthCm: 9,
      parcelBreadthCm: 9,
      parcelHeightCm: 4,
      packedWeightGrams: null,
    });
    // Empty cells clear the box: the product goes back to the shop's defaults.
    const cleared = await update({ parcelLengthCm: '', parcelBreadthCm: '', parcelHeightCm: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      parcelLengthCm: null,
      parcelBreadthCm: null,
      parcelHeightCm: null,
    });
    // The storefront never sees the shop's packing.
    const shown = (await t.app.inject({ method: 'GET', url: `/api/products/id/${created.id}` })).json();
    expect(shown).not.toHaveProperty('parcelLengthCm');
  });
});
