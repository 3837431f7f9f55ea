import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payOrder } from '../../../test/helpers/pay.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { askForReturn, oneOfFirstLine } from '../../../test/helpers/returns.ts';
import { placeOrder } from '../../../test/helpers/shop.ts';
import { setUpProduct, setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { taxDocuments } from '../../db/schema/index.ts';

describe('a refunded return gets a GST credit note that the register, its CSV and the dashboard net', () => {
  const t = setUpTestApp({ template: 'empty' });
  const admin = setUpUser(t, { role: 'admin' });
  const ring = setUpProduct(t, { price: 1030, discountedPrice: 1030, sizes: { m: 50 } });

  const get = (url: string, user: TestUser = admin) =>
    t.app.inject({ method: 'GET', url, headers: user.headers });
  const adminPut = (path: string) => t.app.inject({ method: 'PUT', url: path, headers: admin.headers });

  it('credit note for the returned units only: against the invoice, in the register and CSV, netting totals and collected revenue', async () => {
    const user = await createUser(t);
    const placed = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 2 }]);
    await payOrder(t, user, placed._id);
    const order = (await adminPut(`/api/admin/orders/${placed._id}/deliver`)).json();
    const statsBefore = (await get('/api/admin/stats')).json();
    const registerBefore = (await get('/api/admin/invoices')).json();
    const made = (
      await askForReturn(t, user.headers, order._id, oneOfFirstLine(order, 'One is enough'))
    ).json();
    for (const step of ['approve', 'receive', 'refund']) {
      const res = await adminPut(`/api/admin/returns/${made._id}/${step}`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const [note] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.returnId, made._id));
    // ₹1,030 of goods at 3 % GST: taxable ₹1,000, tax ₹30 (intra- or inter-state).
    expect(note).toMatchObject({ kind: 'credit_note', totalPaise: 103_000, taxableValuePaise: 100_000 });
    expect((note?.cgstPaise ?? 0) + (note?.sgstPaise ?? 0) + (note?.igstPaise ?? 0)).toBe(3_000);
    expect(note?.details).toMatchObject({ invoiceNumber: order.invoice.number, reason: 'return' });
    expect(note?.details.tax.lines).toEqual([expect.objectContaining({ quantity: 1, totalPaise: 103_000 })]);

    const register = (await get('/api/admin/invoices')).json();
    expect(register.content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'credit_note',
          number: note?.number,
          invoiceNumber: order.invoice.number,
          total: 1030,
        }),
      ]),
    );
    expect(register.totals.total).toBeCloseTo(registerBefore.totals.total - 1030, 2);
    expect(register.totals.taxableValue).toBeCloseTo(registerBefore.totals.taxableValue - 1000, 2);
    const csv = (await get('/api/admin/invoices.csv')).body;
    const row = csv.split('\r\n').find((line) => line.includes(note?.number ?? '?'));
    expect(row).toMatch(/^Credit note,/);
    expect(row).toContain(order.invoice.number);
    expect(row).toMatch(/1030\.00$/);

    const stats = (await get('/api/admin/stats')).json();
    expect(stats.collectedRevenue).toBeCloseTo(statsBefore.collectedRevenue - 1030, 2);

    // The order keeps its invoice as its own document; the return's note has its own PDF.
    const view = (await get(`/api/orders/${order._id}`, user)).json();
    expect(view.creditNote).toBeNull();
    const pdf = await get(`/api/orders/${order._id}/returns/${made._id}/credit-note`, user);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(note?.number ?? '?');
    expect(text).toContain(order.invoice.number);
    expect(text).toMatch(/items returned/);
  });

  it('S42 a return’s credit note is the order owner’s and the admin’s only; none before the refund', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const placed = await placeOrder(t, user, [{ productId: ring.id, size: 'm', quantity: 1 }]);
    await payOrder(t, user, placed._id);
    const order = (await adminPut(`/api/admin/orders/${placed._id}/deliver`)).json();
    const made = (await askForReturn(t, user.headers, order._id, oneOfFirstLine(order, 'Not for me'))).json();
    const url = `/api/orders/${order._id}/returns/${made._id}/credit-note`;
    const early = await get(url, user);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('NO_CREDIT_NOTE');
    for (const step of ['approve', 'receive', 'refund'])
      await adminPut(`/api/admin/returns/${made._id}/${step}`);
    expect((await get(url, other)).statusCode).toBe(404);
    expect(
      (await get(`/api/orders/${crypto.randomUUID()}/returns/${made._id}/credit-note`, user)).statusCode,
    ).toBe(404);
    expect((await get(url, admin)).statusCode).toBe(200);
  });
});
