import { orderNumber } from '@shop/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import {
  type DocumentDetails,
  documentCounters,
  orders,
  type TaxCopy,
  taxDocuments,
} from '../../db/schema/index.ts';
import { financialYear } from './financial-year.ts';

export type DocumentKind = 'invoice' | 'credit_note';
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

export const CREDIT_NOTE_PREFIX = 'CN';

/**
 * `{PREFIX}/{YY-YY}/{n}`, at most 16 characters as GST requires: n has 6 digits after a prefix of up to three
 * characters, 5 after one of four.
 */
export function documentNumber(prefix: string, year: string, sequence: number): string {
  return `${prefix}/${year}/${String(sequence).padStart(Math.min(6, 9 - prefix.length), '0')}`;
}

/**
 * The next number of a kind in a financial year. The counter row stays locked until the caller's transaction
 * ends, so concurrent issues queue on it, and a transaction that rolls back takes its number back: no gaps.
 */
async function nextSequence(tx: Tx, kind: DocumentKind, year: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, financialYear: year, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.financialYear],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error('document counter returned no row');
  return row.last;
}

/** The order's invoice, or its full credit note (a return's partial credit note is found by its return). */
export async function findDocument(
  tx: DbOrTx,
  orderId: string,
  kind: DocumentKind,
): Promise<TaxDocumentRow | undefined> {
  const [row] = await selectDocument(tx, { orderId, kind });
  return row;
}

/** Asked on every cancel (is there an invoice to credit?): a named statement (decision 0124). */
const selectDocument = preparedStatement(
  (db) =>
    db
      .select()
      .from(taxDocuments)
      .where(
        and(
          eq(taxDocuments.orderId, sql.placeholder('orderId')),
          eq(taxDocuments.kind, sql.placeholder('kind')),
          isNull(taxDocuments.returnId),
        ),
      )
      .orderBy(asc(taxDocuments.issuedAt)),
  'tax_document_of_order',
);

export async function insertDocument(
  tx: Tx,
  kind: DocumentKind,
  prefix: string,
  orderId: string,
  at: Date,
  tax: Pick<TaxCopy, 'taxableValuePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>,
  details: DocumentDetails,
  returnId: string | null = null,
): Promise<TaxDocumentRow> {
  const year = financialYear(at);
  const sequence = await nextSequence(tx, kind, year);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind,
      number: documentNumber(prefix, year, sequence),
      financialYear: year,
      sequence,
      orderId,
      returnId,
      issuedAt: at,
      taxableValuePaise: tax.taxableValuePaise,
      cgstPaise: tax.cgstPaise,
      sgstPaise: tax.sgstPaise,
      igstPaise: tax.igstPaise,
      totalPaise: tax.totalPaise,
      details,
    })
    .returning();
  if (!row) throw new Error('tax document insert returned no row');
  return row;
}

/**
 * The order's tax invoice, issued when it is paid (COD: when the payment is collected), inside the caller's
 * transaction, which holds the order's row lock. Issued once: a second call returns the first. Orders made
 * before GST breakups were kept (no `tax`) get none (docs/decisions/0022).
 */
export async function issueInvoice(tx: Tx, orderId: string, at: Date): Promise<TaxDocumentRow | undefined> {
  const existing = await findDocument(tx, orderId, 'invoice');
  if (existing) return existing;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.tax) return undefined;
  const details: DocumentDetails = {
    seller: order.tax.seller,
    buyer: order.shippingAddress,
    tax: order.tax,
    orderNumber: orderNumber(order.id),
    charges: {
      couponCode: order.couponCode,
      couponPaise: order.couponDiscountPaise,
      prepaidPaise: order.prepaidDiscountPaise,
      deliveryPaise: order.deliveryChargePaise,
      giftWrapPaise: order.giftWrapPaise,
      codFeePaise: order.codFeePaise,
      roundOffPaise: order.codRoundOffPaise,
    },
  };
  return insertDocument(tx, 'invoice', order.tax.invoicePrefix, orderId, at, order.tax, details);
}

/**
 * A credit note reversing the order's invoice in full, when an invoiced order is cancelled (or refunded). The
 * invoice itself is never changed. None without an invoice; once per order.
 */
export async function issueCreditNote(
  tx: Tx,
  orderId: string,
  at: Date,
  reason: string,
): Promise<TaxDocumentRow | undefined> {
  const invoice = await findDocument(tx, orderId, 'invoice');
  if (!invoice) return undefined;
  const existing = await findDocument(tx, orderId, 'credit_note');
  if (existing) return existing;
  const details: DocumentDetails = {
    ...invoice.details,
    invoiceNumber: invoice.number,
    invoiceIssuedAt: invoice.issuedAt.toISOString(),
    reason,
  };
  return insertDocument(tx, 'credit_note', CREDIT_NOTE_PREFIX, orderId, at, invoice.details.tax, details);
}
