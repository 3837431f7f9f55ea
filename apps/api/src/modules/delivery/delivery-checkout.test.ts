import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/helpers/client.ts';
import { askForCod } from '../../../test/helpers/cod.ts';
import { addressFields, addToCart } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { addresses, orders } from '../../db/schema/index.ts';

describe('PIN code and state at every address save and at checkout', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 600, discountedPrice: 500, sizes: { s: 50 } });

  const addressCount = async (user: TestUser) =>
    (await t.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, user.id)))[0]?.n;
  const orderCount = async (user: TestUser) =>
    (await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, user.id)))[0]?.n;
  const checkout = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/orders/', headers: user.headers, payload });
  const setRules = (rules: object[]) => clientOf(t, admin).put('/api/admin/delivery-rules', { rules });

  it('refuses a new address whose PIN is in another state with PINCODE_STATE_MISMATCH, saving nothing', async () => {
    const user = await createUser(t);
    const res = await clientOf(t, user).post(
      '/api/addresses',
      addressFields({ state: 'Tamil Nadu', pincode: '560001' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PINCODE_STATE_MISMATCH',
      message: 'PIN code 560001 is in Karnataka, not Tamil Nadu: check the PIN code and the state.',
      details: [{ field: 'body.pincode' }],
    });
    expect(await addressCount(user)).toBe(0);
  });

  it('refuses an edit that puts the PIN in another state and keeps the address as it was', async () => {
    const user = await createUser(t);
    const saved = await clientOf(t, user).post('/api/addresses', addressFields());
    expect(saved.statusCode).toBe(201);
    const id = saved.json()._id;
    const res = await clientOf(t, user).put(`/api/addresses/${id}`, addressFields({ pincode: '682001' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PINCODE_STATE_MISMATCH');
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, id));
    expect(row?.pincode).toBe('560001');
  });

  it('takes either state of a PIN that straddles a border, and a PIN India Post does not list yet', async () => {
    const user = await createUser(t);
    for (const fields of [
      { state: 'Tamil Nadu', pincode: '605007' },
      { state: 'Puducherry', pincode: '605007' },
      { state: 'Ladakh', pincode: '194101' },
      { state: 'Kerala', pincode: '999999' },
    ]) {
      const res = await clientOf(t, user).post('/api/addresses', addressFields(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(201);
    }
  });

  it('refuses checkout to a new address with a mismatched PIN: no order, no address, stock untouched', async () => {
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 's');
    const res = await checkout(user, addressFields({ state: 'Maharashtra', pincode: '560001' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PINCODE_STATE_MISMATCH');
    expect(await orderCount(user)).toBe(0);
    expect(await addressCount(user)).toBe(0);
  });

  it('refuses checkout to a saved address from before the check whose PIN is in another state', async () => {
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 's');
    const [old] = await t.db
      .insert(addresses)
      .values({ ...addressFields({ state: 'Kerala', pincode: '560001' }), userId: user.id })
      .returning();
    const res = await checkout(user, { _id: old?.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PINCODE_STATE_MISMATCH',
      message: expect.stringMatching(/Karnataka/),
    });
    expect(await orderCount(user)).toBe(0);
  });

  it('refuses checkout to a PIN the owner does not deliver to with 409 PINCODE_NOT_SERVICEABLE', async () => {
    await setRules([{ prefix: '5600', serviceable: false, cod: false }]);
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 's');
    const res = await checkout(user, addressFields());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PINCODE_NOT_SERVICEABLE',
      message: expect.stringMatching(/560001/),
    });
    expect(await orderCount(user)).toBe(0);
    expect(await addressCount(user)).toBe(0);
    await setRules([]);
  });

  it('refuses cash on delivery where a PIN rule says no, leaving the order to be paid online', async () => {
    await setRules([{ prefix: '560001', serviceable: true, cod: false }]);
    const user = await createUser(t);
    await addToCart(t, user, ring.id, 's');
    const placed = await checkout(user, addressFields());
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json()._id;
    const res = await askForCod(t, user.headers, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'COD_UNAVAILABLE',
      message: expect.stringMatching(/PIN code 560001/),
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'PENDING', paymentMethod: 'ONLINE' });

    await setRules([{ prefix: '56', serviceable: true, cod: true }]);
    const allowed = await askForCod(t, user.headers, orderId);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().paymentDetails).toMatchObject({ method: 'COD', status: 'DUE' });
    await setRules([]);
  });
});
