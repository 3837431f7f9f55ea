import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payOrder } from '../../../test/helpers/pay.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { createProduct, placeOrder } from '../../../test/helpers/shop.ts';
import { setUpTestApp } from '../../../test/helpers/suite.ts';
import { createUser, type TestUser } from '../../../test/helpers/users.ts';
import { taxDocumentFiles, taxDocuments } from '../../db/schema/index.ts';
import { DOCUMENT_DOWNLOADS } from './document-files.ts';

const t = setUpTestApp({ template: 'empty' });

const download = (orderId: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice`, headers: user.headers });

async function paidOrder() {
  const user = await createUser(t);
  const ring = await createProduct(t, { price: 1499, discountedPrice: 1299, title: 'Noor Ring' });
  const order = await placeOrder(t, user, [{ productId: ring.id, size: 's' }]);
  await payOrder(t, user, order._id);
  return { user, orderId: order._id as string };
}

describe('issued documents are rendered once and kept (S53)', () => {
  it('S53 20 parallel first downloads get one and the same kept file', async () => {
    const { user, orderId } = await paidOrder();
    const replies = await Promise.all(Array.from({ length: 20 }, () => download(orderId, user)));
    for (const res of replies) expect(res.statusCode).toBe(200);
    const [first] = replies;
    // pdfkit stamps each render with its time: equal bytes mean one render served them all.
    for (const res of replies) expect(res.rawPayload.equals(first?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    const [doc] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
    const kept = await t.db
      .select()
      .from(taxDocumentFiles)
      .where(eq(taxDocumentFiles.documentId, doc?.id ?? ''));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.pdf.equals(first?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    expect(await pdfText(first?.rawPayload ?? Buffer.alloc(0))).toContain(doc?.number);
  });

  it('S53 a later download reads the kept file back: the same bytes, even for the admin', async () => {
    const { user, orderId } = await paidOrder();
    const admin = await createUser(t, { role: 'admin' });
    const first = await download(orderId, user);
    const later = await download(orderId, admin);
    expect(later.statusCode).toBe(200);
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(later.headers['content-type']).toBe('application/pdf');
  });

  it('S53 one customer downloading over and over is limited; others are not held up', async () => {
    const { user, orderId } = await paidOrder();
    const statuses: number[] = [];
    for (let i = 0; i < DOCUMENT_DOWNLOADS.limit + 2; i++)
      statuses.push((await download(orderId, user)).statusCode);
    expect(statuses.slice(0, DOCUMENT_DOWNLOADS.limit).every((s) => s === 200)).toBe(true);
    const refused = await download(orderId, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    const other = await paidOrder();
    expect((await download(other.orderId, other.user)).statusCode).toBe(200);
  });
});
