import { orderNumber } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { adminOrderTools } from '../../../test/fixtures/admin-orders.ts';
import { payOrder } from '../../../test/helpers/pay.ts';
import { addressFields, addToCart, postCheckout } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';

/** The back office's orders search (issue 47): by order number, by the order's email, by its phone. */
describe('admin orders search', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin', email: `admin-search-${Date.now()}@example.com` });
  const product = setUpProduct(t, { sizes: { s: 1000 } });
  const { list } = adminOrderTools(() => ({ t, admin, productId: product.id }));

  async function paidOrder(customer: TestUser, address: Record<string, unknown>): Promise<string> {
    await addToCart(t, customer, product.id, 's');
    const res = await postCheckout(t, customer, addressFields(address));
    expect(res.statusCode).toBe(201);
    const id = res.json()._id as string;
    await payOrder(t, customer, id);
    return id;
  }
  const ids = (query: string) => list(query).then((res) => res.json().map((o: { _id: string }) => o._id));

  it('finds an order by its number, with or without #, in either case', async () => {
    const customer = await createUser(t);
    const id = await paidOrder(customer, { email: 'meera.search@example.com', phoneNumber: '9123400001' });
    await paidOrder(customer, { email: 'meera.search@example.com', phoneNumber: '9123400001' });
    const number = orderNumber(id); // #1A2B3C4D
    expect(await ids(`?q=${encodeURIComponent(number)}`)).toEqual([id]);
    expect(await ids(`?q=${number.slice(1).toLowerCase()}`)).toEqual([id]);
  });

  it("finds a customer's orders by the order's email (any case) and by its phone (+91 and spaces allowed), newest first", async () => {
    const customer = await createUser(t);
    const older = await paidOrder(customer, { email: 'Kavya.Search@Example.com', phoneNumber: '9123400002' });
    const newer = await paidOrder(customer, { email: 'kavya.search@example.com', phoneNumber: '9123400002' });
    const other = await createUser(t);
    await paidOrder(other, { email: 'someone.else@example.com', phoneNumber: '9123400003' });
    expect(await ids('?q=KAVYA.SEARCH%40example.com')).toEqual([newer, older]);
    expect(await ids('?q=9123400002')).toEqual([newer, older]);
    expect(await ids(`?q=${encodeURIComponent('+91 91234 00002')}`)).toEqual([newer, older]);
    // Paged and combined with a status like the plain list.
    expect(await ids('?q=9123400002&pageNumber=1&pageSize=1')).toEqual([older]);
    expect(await ids('?q=9123400002&status=SHIPPED')).toEqual([]);
    expect(await ids('?q=9123400002&status=PLACED')).toEqual([newer, older]);
  });

  it('answers an empty list for a search that matches nothing, and 400 for text that is none of the three', async () => {
    expect(await ids('?q=nobody%40example.com')).toEqual([]);
    expect(await ids('?q=%2300000000')).toEqual([]);
    for (const q of ['asha', '12345', 'a@', `${'9'.repeat(11)}`]) {
      const res = await list(`?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('must be an order number (#1A2B3C4D), an email or a 10-digit phone number');
    }
    // Unset like the other filters: the whole list.
    expect((await list('?q=')).statusCode).toBe(200);
  });
});
