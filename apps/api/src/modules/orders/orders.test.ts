import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addressFields,
  addToCart,
  createProduct,
  placeOrder,
  productSnapshot,
  stockOf,
} from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { addresses, orders, productSizes, products } from '../../db/schema/index.ts';

describe('creating orders', () => {
  const t = setUpTestApp({ template: 'empty' });

  const post = (user: TestUser, payload: object, url = '/api/orders/') =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  const cartOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/cart/', headers: user.headers })).json();

  it('creates a PENDING order from the cart with a new address, reserves the stock and keeps the cart', async () => {
    const user = await createUser(t);
    const ring = await createProduct(t, { price: 1499, discountedPrice: 999, sizes: { s: 5, m: 3 } });
    const chain = await createProduct(t, { price: 500, discountedPrice: 500, sizes: { l: 2 } });
    await addToCart(t, user, ring.id, 's', 2);
    await addToCart(t, user, chain.id, 'l', 1);
    const before = Date.now();
    const res = await post(user, addressFields({ landmark: 'Near the temple' }));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      _id: order.id,
      orderStatus: 'PENDING',
      totalPrice: 3498,
      totalDiscountedPrice: 2498,
      discount: 1000,
      deliveryCharge: 0,
      totalPayable: 2498,
      totalItem: 3,
      paymentDetails: { status: 'PENDING', paymentId: null, paidAt: null },
      statusHistory: [{ status: 'PENDING', at: order.createdAt }],
      orderDate: order.createdAt,
      shippingAddress: { ...addressFields({ landmark: 'Near the temple' }), _id: expect.any(String) },
    });
    const window = new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime();
    expect(window).toBe(t.config.PAYMENT_WINDOW_MINUTES * 60_000);
    expect(new Date(order.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(order.orderItems).toEqual([
      {
        _id: expect.any(String),
        product: productSnapshot(ring, { price: 1499, discountedPrice: 999, discountPercent: 33 }),
        size: 's',
        quantity: 2,
        price: 2998,
        discountedPrice: 1998,
        personalisation: null,
        returnable: true,
      },
      expect.objectContaining({ size: 'l', quantity: 1, price: 500, discountedPrice: 500 }),
    ]);
    expect(await stockOf(t, ring.id, 's')).toEqual({ size: 3, total: 6 });
    expect(await stockOf(t, chain.id, 'l')).toEqual({ size: 1, total: 1 });
    expect((await cartOf(user)).totalItem).toBe(3);
    const saved = await t.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(saved.map((a) => a.id)).toEqual([order.shippingAddress._id]);
  });

  it('ships to the saved address when the same address is typed again, and saves an address that differs', async () => {
    const user = await createUser(t);
    const ring = await createProduct(t, { sizes: { s: 5 } });
    await addToCart(t, user, ring.id, 's', 1);
    const first = (await post(user, addressFields())).json();
    // The second checkout replaces the first (the cart is ordered again), typed with the same address.
    const again = await post(user, addressFields());
    expect(again.statusCode).toBe(201);
    expect(again.json().shippingAddress._id).toBe(first.shippingAddress._id);
    const moved = await post(user, addressFields({ landmark: 'Opposite the bakery' }));
    expect(moved.statusCode).toBe(201);
    expect(moved.json().shippingAddress).toMatchObject({ landmark: 'Opposite the bakery' });
    const saved = await t.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(saved.map((a) => a.landmark).sort()).toEqual(['', 'Opposite the bakery']);
    // Another customer typing the same address gets an entry of their own.
    const neighbour = await createUser(t);
    await addToCart(t, neighbour, ring.id, 's', 1);
    const theirs = (await post(neighbour, addressFields())).json();
    expect(theirs.shippingAddress._id).not.toBe(first.shippingAddress._id);
  });

  it('answers a new order exactly as the order reads back afterwards (its reply is built without reading it)', async () => {
    const user = await createUser(t);
    const ring = await createProduct(t, { price: 1499, discountedPrice: 999, sizes: { s: 5, m: 3 } });
    const chain = await createProduct(t, { price: 500, discountedPrice: 450, sizes: { l: 2 } });
    await addToCart(t, user, chain.id, 'l', 1);
    await addToCart(t, user, ring.id, 'm', 1);
    await addToCart(t, user, ring.id, 's', 2);
    const placed = await post(user, { ...addressFields(), gift: { wrap: true, message: 'For you' } });
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    const readBack = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: user.headers,
    });
    expect(readBack.statusCode).toBe(200);
    expect(order.orderItems).toHaveLength(3);
    expect(order).toEqual(readBack.json());
  });

  it('accepts a saved address posted back with the fields the server put on it, and checks its owner', async () => {
    const user = await createUser(t);
    const product = await createProduct(t);
    await addToCart(t, user, product.id, 's', 1);
    const [address] = await t.db
      .insert(addresses)
      .values({ ...addressFields({ city: 'Mysuru' }), userId: user.id })
      .returning();
    if (!address) throw new Error('no address');
    const asReturned = {
      ...addressFields({ city: 'Ignored' }),
      _id: address.id,
      id: address.id,
      userId: user.id,
      createdAt: address.createdAt.toISOString(),
      updatedAt: address.updatedAt.toISOString(),
    };
    const res = await post(user, asReturned, '/api/orders');
    expect(res.statusCode).toBe(201);
    expect(res.json().shippingAddress).toMatchObject({ _id: address.id, city: 'Mysuru' });
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, user.id))).toHaveLength(1);

    const other = await createUser(t);
    await addToCart(t, other, product.id, 's', 1);
    const stolen = await post(other, asReturned);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Address not found' });
  });

  it('rejects an invalid address or unknown fields with 400 and creates nothing', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { sizes: { s: 1 } });
    await addToCart(t, user, product.id, 's', 1);
    const badPin = await post(user, addressFields({ pincode: '12' }));
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(JSON.stringify(badPin.json().details)).toContain('pincode');
    const smuggled = await post(user, { ...addressFields(), totalPrice: 1, role: 'admin' });
    expect(smuggled.statusCode).toBe(400);
    const badId = await post(user, { _id: 'not-an-id' });
    expect(badId.statusCode).toBe(400);
    expect(await stockOf(t, product.id, 's')).toEqual({ size: 1, total: 1 });
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
  });

  it('answers 409 CART_EMPTY for an empty cart', async () => {
    const user = await createUser(t);
    const res = await post(user, addressFields());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CART_EMPTY' });
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
  });

  it('S10 answers 409 OUT_OF_STOCK naming the product and size, and reserves nothing', async () => {
    const user = await createUser(t);
    const plenty = await createProduct(t, { sizes: { s: 5 } });
    const scarce = await createProduct(t, { sizes: { m: 2 } });
    await addToCart(t, user, plenty.id, 's', 2);
    await addToCart(t, user, scarce.id, 'm', 2);
    // Someone else bought one in between.
    await t.db
      .update(productSizes)
      .set({ quantity: 1 })
      .where(and(eq(productSizes.productId, scarce.id), eq(productSizes.name, 'm')));
    const res = await post(user, addressFields());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `Only 1 left of ${scarce.title} in size m`,
    });
    expect((await stockOf(t, plenty.id, 's')).size).toBe(5);
    expect((await stockOf(t, scarce.id, 'm')).size).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it('leaves out a product deleted since it was put in the cart, as the cart does', async () => {
    const user = await createUser(t);
    const kept = await createProduct(t);
    const gone = await createProduct(t);
    await addToCart(t, user, kept.id, 's', 1);
    await addToCart(t, user, gone.id, 's', 1);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    const res = await post(user, addressFields());
    expect(res.statusCode).toBe(201);
    expect(res.json().orderItems.map((i: { product: { _id: string } }) => i.product._id)).toEqual([kept.id]);
  });

  it('keeps the copy of a line when the product changes or is deleted later', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { price: 800, discountedPrice: 600 });
    const order = await placeOrder(t, user, [{ productId: product.id, size: 's' }]);
    await t.db
      .update(products)
      .set({ title: 'Renamed', pricePaise: 99900, discountedPricePaise: 99900, deletedAt: new Date() })
      .where(eq(products.id, product.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().orderItems[0].product).toMatchObject({
      title: product.title,
      price: 800,
      discountedPrice: 600,
    });
  });

  it("cancels the same customer's earlier unpaid order without a payment link when a new one is made", async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { sizes: { s: 1, m: 5 } });
    await addToCart(t, user, product.id, 's', 1);
    const first = (await post(user, addressFields())).json();
    // Back to the address step, "Deliver Here" again: the last item is not blocked by the first try.
    const second = await post(user, addressFields());
    expect(second.statusCode).toBe(201);
    const [firstRow] = await t.db.select().from(orders).where(eq(orders.id, first._id));
    expect(firstRow?.status).toBe('CANCELLED');
    expect(firstRow?.statusHistory.at(-1)?.reason).toBe('replaced');
    expect(await stockOf(t, product.id, 's')).toEqual({ size: 0, total: 5 });

    // An order whose payment link the gateway cannot cancel (here one it does not know) may be being paid:
    // it is left alone.
    await t.db.update(orders).set({ paymentLinkId: 'plink_1' }).where(eq(orders.id, second.json()._id));
    await addToCart(t, user, product.id, 'm', 1);
    const third = await post(user, addressFields());
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('OUT_OF_STOCK');
    const [secondRow] = await t.db.select().from(orders).where(eq(orders.id, second.json()._id));
    expect(secondRow?.status).toBe('PENDING');
    expect(await stockOf(t, product.id, 'm')).toEqual({ size: 5, total: 5 });
  });
});
