import { describe, expect, it } from 'vitest';
import { payOrder } from '../../../test/helpers/pay.ts';
import { placeOrder } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser } from '../../../test/helpers/users.ts';

/** Issue 40: a customer's page for the owner: profile, totals, orders and saved addresses. */
describe('GET /api/admin/customers/{id}', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1000, discountedPrice: 800, sizes: { s: 20 } });
  const get = (id: string, headers = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/admin/customers/${id}`, headers });

  it('shows the profile, every order newest first, the totals of the paid ones and the saved addresses', async () => {
    const customer = await createUser(t, { firstName: 'Meera', lastName: 'Nair' });
    const paid = await placeOrder(t, customer, [{ productId: ring.id, size: 's', quantity: 2 }]);
    await payOrder(t, customer, paid._id);
    const unpaid = await placeOrder(t, customer, [{ productId: ring.id, size: 's', quantity: 1 }]);

    const res = await get(customer.id);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.profile).toMatchObject({
      id: customer.id,
      firstName: 'Meera',
      lastName: 'Nair',
      email: customer.email,
      role: 'customer',
    });
    expect(page.orders.map((o: { id: string }) => o.id)).toEqual([unpaid._id, paid._id]);
    expect(page.orders[1]).toMatchObject({ status: 'PLACED', items: 2, totalPayable: paid.totalPayable });
    expect(page.totals).toMatchObject({
      paidOrders: 1,
      totalSpent: paid.totalPayable,
      averageOrder: paid.totalPayable,
      refunded: 0,
    });
    // Each order was placed with a new address, which the customer's address book keeps.
    expect(page.addresses.length).toBeGreaterThan(0);
    expect(page.addresses[0]).toMatchObject({ pincode: expect.stringMatching(/^\d{6}$/) });
  });

  it("is the owner's alone and answers 404 for an unknown id or an admin", async () => {
    const customer = await createUser(t);
    expect((await get(customer.id, customer.headers)).statusCode).toBe(403);
    expect((await get(crypto.randomUUID())).statusCode).toBe(404);
    expect((await get(admin.id)).statusCode).toBe(404);
  });
});
