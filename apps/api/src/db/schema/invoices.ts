import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, paise, primaryRef, requiredRef, timestamptz } from './columns.ts';
import { orders, type SellerCopy, type ShippingAddressCopy, type TaxCopy } from './orders.ts';
import { orderReturns } from './refunds.ts';

/** What a document prints, frozen when it is issued: later config or order changes never alter it. */
export interface DocumentDetails {
  seller: SellerCopy;
  buyer: ShippingAddressCopy;
  tax: TaxCopy;
  /** The customer-facing order number. */
  orderNumber: string;
  /** A credit note names the invoice it reverses. */
  invoiceNumber?: string;
  invoiceIssuedAt?: string;
  reason?: string;
  /**
   * The order's own lines as the invoice names them (paise): absent on documents issued before they were kept
   * and on a return's credit note, whose lines carry their share of the discounts only.
   */
  charges?: DocumentCharges;
}

/** The order-level lines between the items and the grand total, and the cash round-off after it. */
export interface DocumentCharges {
  couponCode: string | null;
  couponPaise: number;
  prepaidPaise: number;
  deliveryPaise: number;
  giftWrapPaise: number;
  codFeePaise: number;
  /** Cash on delivery is collected in whole rupees: printed below the exact grand total. */
  roundOffPaise: number;
}

/**
 * GST tax invoices and credit notes, never edited: one invoice and one full credit note per order, and one
 * partial credit note per refunded return (`return_id`).
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    /** The Indian financial year (1 April – 31 March) as `26-27`. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: requiredRef('order_id', () => orders.id),
    /** A credit note for the items of one return; null for invoices and full credit notes. */
    returnId: uuid('return_id').references(() => orderReturns.id),
    issuedAt: timestamptz('issued_at').notNull(),
    taxableValuePaise: paise('taxable_value_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    igstPaise: paise('igst_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    details: jsonb('details').$type<DocumentDetails>().notNull(),
  },
  (t) => [
    check('tax_documents_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('tax_documents_number_length_check', sql`length(${t.number}) <= 16`),
    check(
      'tax_documents_figures_check',
      sql`${t.taxableValuePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
    uniqueIndex('tax_documents_number_key').on(t.number),
    uniqueIndex('tax_documents_order_kind_key').on(t.orderId, t.kind).where(sql`${t.returnId} is null`),
    uniqueIndex('tax_documents_return_key').on(t.returnId),
    uniqueIndex('tax_documents_sequence_key').on(t.kind, t.financialYear, t.sequence),
    index('tax_documents_issued_idx').on(t.issuedAt),
    // An order's documents (its list row, its page): the unique key above covers only the order's own, not returns'.
    index('tax_documents_order_idx').on(t.orderId),
  ],
);

/** The last number issued per kind and financial year; its row lock makes numbers consecutive. */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The PDF of an issued document, rendered once on its first download and kept (S53): every later download is the
 * same file, read back instead of rendered on the event loop again.
 */
export const taxDocumentFiles = pgTable('tax_document_files', {
  documentId: primaryRef('document_id', () => taxDocuments.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});
