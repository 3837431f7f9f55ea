import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payOrder } from '../../../test/helpers/pay.ts';
import { createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import { setUpTestApp, setUpUser } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { taxDocuments } from '../../db/schema/index.ts';
import { documentNumber, issueCreditNote, issueInvoice } from './documents.ts';
import { financialYear } from './financial-year.ts';

describe('invoice numbers, the register and its CSV', () => {
  const t = setUpTestApp({ template: 'empty', env: { INVOICE_PREFIX: 'MM' } });
  const admin = setUpUser(t, { role: 'admin' });

  const sequencesOf = async (kind: 'invoice' | 'credit_note', year: string) =>
    (
      await t.db
        .select({
          sequence: taxDocuments.sequence,
          number: taxDocuments.number,
          year: taxDocuments.financialYear,
        })
        .from(taxDocuments)
        .where(eq(taxDocuments.kind, kind))
        .orderBy(asc(taxDocuments.sequence))
    ).filter((d) => d.year === year);

  it('numbers {PREFIX}/{YY-YY}/{n} within 16 characters, in the Indian financial year', () => {
    expect(documentNumber('INV', '26-27', 123)).toBe('INV/26-27/000123');
    expect(documentNumber('CN', '26-27', 7)).toBe('CN/26-27/000007');
    expect(documentNumber('MOON', '26-27', 42)).toBe('MOON/26-27/00042');
    // 31 March 23:59:59 in India is still the old year; 1 April 00:00 the new one.
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2000-01-15T00:00:00Z'))).toBe('99-00');
  });

  it('S42 keeps invoice numbers consecutive, without gaps, under 20 parallel payments', async () => {
    const product = await createProduct(t, { sizes: { s: 40 } });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const orders = [];
    for (const buyer of buyers)
      orders.push(await placeOrder(t, buyer, [{ productId: product.id, size: 's' }]));
    const paid = await Promise.all(orders.map((order, i) => payOrder(t, buyers[i] as TestUser, order._id)));
    const year = financialYear(new Date());
    const numbers = paid.map((o) => o.invoice.number).sort();
    expect(new Set(numbers).size).toBe(20);
    const stored = await sequencesOf('invoice', year);
    expect(stored.map((d) => d.sequence)).toEqual(Array.from({ length: stored.length }, (_, i) => i + 1));
    expect(stored.map((d) => d.number)).toEqual(expect.arrayContaining(numbers));
    for (const number of numbers) expect(number).toMatch(new RegExp(`^MM/${year}/\\d{6}$`));

    // And the credit notes of 20 parallel cancellations, each paid order cancelled twice at once.
    const cancels = paid.flatMap((order, i) =>
      [0, 1].map(() =>
        t.app.inject({
          method: 'PUT',
          url: `/api/orders/${order._id}/cancel`,
          headers: (buyers[i] as TestUser).headers,
        }),
      ),
    );
    const answers = await Promise.all(cancels);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    const notes = await sequencesOf('credit_note', year);
    expect(notes.map((d) => d.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('starts again at 1 on 1 April, Indian time', async () => {
    const buyer = await createUser(t);
    const product = await createProduct(t);
    const march = await placeOrder(t, buyer, [{ productId: product.id, size: 's' }]);
    const buyer2 = await createUser(t);
    const april = await placeOrder(t, buyer2, [{ productId: product.id, size: 'm' }]);
    const buyer3 = await createUser(t);
    const april2 = await placeOrder(t, buyer3, [{ productId: product.id, size: 'm' }]);
    const issued = await t.db.transaction(async (tx) => [
      await issueInvoice(tx, march._id, new Date('2031-03-31T18:29:59Z')),
      await issueInvoice(tx, april._id, new Date('2031-03-31T18:30:00Z')),
      await issueInvoice(tx, april2._id, new Date('2031-04-01T09:00:00Z')),
      await issueCreditNote(tx, april2._id, new Date('2031-04-02T09:00:00Z'), 'admin'),
      // Issued once: asking again returns the same invoice.
      await issueInvoice(tx, march._id, new Date('2031-04-05T00:00:00Z')),
    ]);
    expect(issued.map((d) => d?.number)).toEqual([
      'MM/30-31/000001',
      'MM/31-32/000001',
      'MM/31-32/000002',
      'CN/31-32/000001',
      'MM/30-31/000001',
    ]);
  });

  it('lists the documents of a date range with net totals for the admin, and exports them as CSV', async () => {
    const list = (query: string, user = admin) =>
      t.app.inject({ method: 'GET', url: `/api/admin/invoices?${query}`, headers: user.headers });
    const april = await list('from=2031-04-01&to=2031-04-30');
    expect(april.statusCode).toBe(200);
    const body = april.json();
    expect(body.content.map((d: { number: string }) => d.number)).toEqual([
      'MM/31-32/000001',
      'MM/31-32/000002',
      'CN/31-32/000001',
    ]);
    const [first, second, note] = body.content;
    expect(note).toMatchObject({
      kind: 'credit_note',
      invoiceNumber: 'MM/31-32/000002',
      total: second.total,
    });
    // The credit note cancels its invoice: the month's net is the first invoice alone.
    expect(body.totals).toEqual({
      taxableValue: first.taxableValue,
      cgst: first.cgst,
      sgst: first.sgst,
      igst: first.igst,
      total: first.total,
    });
    expect(first.taxableValue + first.cgst + first.sgst + first.igst).toBeCloseTo(first.total, 6);
    expect(first).toMatchObject({ placeOfSupply: '29-Karnataka', orderNumber: expect.stringMatching(/^#/) });
    expect(body).toMatchObject({ totalElements: 3, totalPages: 1, pageNumber: 0 });

    const paged = (await list('from=2031-04-01&to=2031-04-30&pageSize=2&pageNumber=1')).json();
    expect(paged.content.map((d: { number: string }) => d.number)).toEqual(['CN/31-32/000001']);
    expect(paged.totals).toEqual(body.totals);
    expect((await list('from=2031-03-31&to=2031-03-31')).json().content).toHaveLength(1);
    expect((await list('from=2031-05-01&to=2031-04-01')).statusCode).toBe(400);
    expect((await list('from=yesterday')).statusCode).toBe(400);
    expect((await list('', await createUser(t))).statusCode).toBe(403);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invoices.csv?from=2031-04-01&to=2031-04-30',
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Document type,Number,Date,Against invoice,Order,Buyer,Place of supply,Taxable value,CGST,SGST,IGST,Total',
    );
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(/^Invoice,MM\/31-32\/000001,2031-04-01,,#\w{8},Asha Verma,29-Karnataka,/);
    expect(rows[3]).toMatch(/^Credit note,CN\/31-32\/000001,2031-04-02,MM\/31-32\/000002,/);
    expect(rows[1]?.endsWith(`,${first.total.toFixed(2)}`)).toBe(true);
  });
});
