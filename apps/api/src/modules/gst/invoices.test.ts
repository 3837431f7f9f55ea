import { formatPaise as inr } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payOrder } from '../../../test/helpers/pay.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import {
  addressFields,
  addToCart,
  createProduct,
  placeOrder,
  postCheckout,
} from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { taxDocuments } from '../../db/schema/index.ts';
import { formatIndianDate } from './financial-year.ts';

describe('GST invoices and credit notes', () => {
  const t = setUpTestApp({
    template: 'empty',
    env: {
      SHOP_LEGAL_NAME: 'Moon Test Traders LLP',
      SHOP_GSTIN: '27AAPFU0939F1ZV',
      SHOP_STATE: 'Maharashtra',
      SHOP_ADDRESS: '5 Linking Road, Mumbai, Maharashtra 400050',
    },
  });
  const admin = setUpUser(t, { role: 'admin' });

  const get = (url: string, user?: TestUser) =>
    t.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });

  /** A paid order of a new customer shipped to `state`: ₹1,299 and 2 × ₹449.50. */
  async function paidOrder(state = 'Maharashtra') {
    const user = await createUser(t);
    const ring = await createProduct(t, { price: 1499, discountedPrice: 1299, title: 'Noor Ring' });
    const studs = await createProduct(t, {
      price: 599,
      discountedPrice: 449.5,
      hsn: '7113',
      title: 'Tara Studs',
    });
    await addToCart(t, user, ring.id, 's', 1);
    await addToCart(t, user, studs.id, 'm', 2);
    const res = await postCheckout(t, user, addressFields({ state, firstName: 'Meera', lastName: 'Iyer' }));
    expect(res.statusCode, res.body).toBe(201);
    const order = await payOrder(t, user, res.json()._id);
    return { user, order };
  }

  it('issues one invoice when the order is paid, and its PDF prints the figures of the order', async () => {
    const { user, order } = await paidOrder('Maharashtra');
    expect(order.invoice).toMatchObject({ number: expect.stringMatching(/^INV\/\d\d-\d\d\/\d{6}$/) });
    expect(order.invoice.number.length).toBeLessThanOrEqual(16);
    expect(order.creditNote).toBeNull();

    const res = await get(`/api/orders/${order._id}/invoice`, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Moon Test Traders LLP');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('5 Linking Road, Mumbai');
    expect(text).toContain(`Invoice no.: ${order.invoice.number}`);
    expect(text).toContain(`Invoice date: ${formatIndianDate(new Date(order.invoice.issuedAt))}`);
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('Place of supply: Maharashtra (code 27)');
    const tax = order.tax;
    const paise = (rupees: number) => Math.round(rupees * 100);
    for (const line of tax.lines) {
      expect(text).toContain(line.title);
      expect(text).toContain(line.hsn);
      expect(text).toContain(inr(paise(line.taxableValue)));
      expect(text).toContain(`1.5% ${inr(paise(line.cgst))}`);
      expect(text).toContain(inr(paise(line.total)));
    }
    // 1299 + 899 = 2198: CGST 18.92 + 13.09 each side.
    expect(tax).toMatchObject({ cgst: 32.01, sgst: 32.01, igst: 0, taxableValue: 2133.98 });
    expect(text).toContain(`CGST ${inr(3201)}`);
    expect(text).toContain(`Grand total ${inr(paise(order.totalPayable))}`);
    expect(order.totalPayable).toBe(2198);
    expect(text).toContain('₹2,198');
    expect(text).toContain('Amount in words: Rupees Two Thousand One Hundred Ninety-Eight Only');

    const again = await get(`/api/orders/${order._id}/invoice`, admin);
    expect(again.statusCode).toBe(200);
    const stored = await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order._id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'invoice',
      totalPaise: 219_800,
      cgstPaise: 3201,
      sgstPaise: 3201,
    });
  });

  it('prints IGST for another state', async () => {
    const { user, order } = await paidOrder('Karnataka');
    const text = await pdfText((await get(`/api/orders/${order._id}/invoice`, user)).rawPayload);
    expect(text).toContain('Place of supply: Karnataka (code 29)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(order.tax.igst).toBe(64.01);
    expect(text).toContain(`IGST ${inr(6401)}`);
  });

  it('S42 answers 404 for another customer’s invoice, 401 without a session, 409 NO_INVOICE before payment', async () => {
    const { order } = await paidOrder();
    const stranger = await createUser(t);
    const other = await get(`/api/orders/${order._id}/invoice`, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect((await get(`/api/orders/${order._id}/credit-note`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order._id}/invoice`)).statusCode).toBe(401);
    expect((await get('/api/orders/0190f5f0-0000-7000-8000-000000000000/invoice', admin)).statusCode).toBe(
      404,
    );

    const buyer = await createUser(t);
    const product = await createProduct(t);
    const pending = await placeOrder(t, buyer, [{ productId: product.id, size: 's' }]);
    const early = await get(`/api/orders/${pending._id}/invoice`, buyer);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NO_INVOICE');
    // An unpaid order cancelled gets no credit note: there was no invoice.
    await t.app.inject({ method: 'PUT', url: `/api/orders/${pending._id}/cancel`, headers: buyer.headers });
    expect((await get(`/api/orders/${pending._id}/credit-note`, buyer)).json().code).toBe('NO_CREDIT_NOTE');
    expect(await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, pending._id))).toEqual([]);
  });

  it('S42 cancelling an invoiced order twice issues one credit note and leaves the invoice as it was', async () => {
    const { user, order } = await paidOrder();
    const cancel = () =>
      t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/cancel`, headers: user.headers });
    const results = await Promise.all([cancel(), cancel()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const adminCancel = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/cancel`,
      headers: admin.headers,
    });
    expect(adminCancel.statusCode).toBe(409);
    const stored = await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order._id));
    expect(stored.map((d) => d.kind).sort()).toEqual(['credit_note', 'invoice']);
    const invoice = stored.find((d) => d.kind === 'invoice');
    const note = stored.find((d) => d.kind === 'credit_note');
    expect(invoice?.number).toBe(order.invoice.number);
    expect(note?.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    expect(note).toMatchObject({ totalPaise: invoice?.totalPaise, cgstPaise: invoice?.cgstPaise });

    const after = (await get(`/api/orders/${order._id}`, user)).json();
    expect(after.invoice).toEqual(order.invoice);
    expect(after.creditNote).toMatchObject({ number: note?.number });
    const res = await get(`/api/orders/${order._id}/credit-note`, user);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note no.: ${note?.number}`);
    expect(text).toContain(`Against invoice: ${order.invoice.number}`);
    expect(text).toContain('Reason: order cancelled by the customer');
    expect(text).toContain(`Amount credited ${inr(219_800)}`);
  });
});
