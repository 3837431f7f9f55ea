import {
  type AdminInvoicesQuery,
  type AdminInvoicesReply,
  type InvoiceRangeQuery,
  paiseToRupees,
  type TaxDocumentReply,
} from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { orders, taxDocuments } from '../../db/schema/index.ts';
import { neutraliseCell } from '../../lib/csv-cells.ts';
import { cursorBatches } from '../../lib/cursor-batches.ts';
import { notFound } from '../../lib/errors.ts';
import type { DocumentKind, TaxDocumentRow } from './documents.ts';
import { findDocument } from './documents.ts';
import { indianDay, startOfIndianDay } from './financial-year.ts';

/** The document of an order for its owner or an admin; anyone else gets "not found" (S42). */
export async function documentForViewer(
  db: Database,
  viewer: { id: string; role: 'customer' | 'admin' },
  orderId: string,
  kind: DocumentKind,
): Promise<TaxDocumentRow | undefined> {
  const [order] = await db
    .select({ userId: orders.userId, archivedAt: orders.archivedAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  const isOwner = order?.userId === viewer.id && !order.archivedAt;
  if (!order || (!isOwner && viewer.role !== 'admin')) throw notFound('Order');
  return findDocument(db, orderId, kind);
}

function rangeFilter(query: InvoiceRangeQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gte(taxDocuments.issuedAt, startOfIndianDay(query.from)));
  if (query.to) {
    const next = new Date(startOfIndianDay(query.to).getTime() + 24 * 60 * 60_000);
    conditions.push(lt(taxDocuments.issuedAt, next));
  }
  return conditions.length ? and(...conditions) : undefined;
}

const buyerName = (firstName: string | null, lastName: string | null) =>
  `${firstName ?? ''} ${lastName ?? ''}`.trim();
const placeOfSupply = (name: string, code: string | null | undefined) => (code ? `${code}-${name}` : name);

function documentReply(row: TaxDocumentRow): TaxDocumentReply {
  const { buyer, tax } = row.details;
  return {
    _id: row.id,
    kind: row.kind as DocumentKind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    orderId: row.orderId,
    orderNumber: row.details.orderNumber,
    buyerName: buyerName(buyer.firstName, buyer.lastName),
    placeOfSupply: placeOfSupply(tax.placeOfSupply, tax.placeOfSupplyCode),
    invoiceNumber: row.details.invoiceNumber ?? null,
    taxableValue: paiseToRupees(row.taxableValuePaise),
    cgst: paiseToRupees(row.cgstPaise),
    sgst: paiseToRupees(row.sgstPaise),
    igst: paiseToRupees(row.igstPaise),
    total: paiseToRupees(row.totalPaise),
  };
}

/** Invoices and credit notes issued in the range, oldest first, with net totals (credit notes subtract). */
export async function listDocuments(db: Database, query: AdminInvoicesQuery): Promise<AdminInvoicesReply> {
  const where = rangeFilter(query);
  const signed = (column: AnyPgColumn) =>
    sql<string>`coalesce(sum(case when ${taxDocuments.kind} = 'credit_note' then -${column} else ${column} end), 0)`;
  const [totals] = await db
    .select({
      n: count(),
      taxable: signed(taxDocuments.taxableValuePaise),
      cgst: signed(taxDocuments.cgstPaise),
      sgst: signed(taxDocuments.sgstPaise),
      igst: signed(taxDocuments.igstPaise),
      total: signed(taxDocuments.totalPaise),
    })
    .from(taxDocuments)
    .where(where);
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(where)
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.kind), asc(taxDocuments.sequence))
    .limit(query.pageSize)
    .offset(query.pageNumber * query.pageSize);
  const n = totals?.n ?? 0;
  return {
    content: rows.map(documentReply),
    totals: {
      taxableValue: paiseToRupees(Number(totals?.taxable ?? 0)),
      cgst: paiseToRupees(Number(totals?.cgst ?? 0)),
      sgst: paiseToRupees(Number(totals?.sgst ?? 0)),
      igst: paiseToRupees(Number(totals?.igst ?? 0)),
      total: paiseToRupees(Number(totals?.total ?? 0)),
    },
    totalPages: Math.ceil(n / query.pageSize),
    totalElements: n,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}

const CSV_COLUMNS = [
  'Document type',
  'Number',
  'Date',
  'Against invoice',
  'Order',
  'Buyer',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
] as const;

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * One row per document for the GST return (GSTR-1: B2C sales and credit notes), all of the range, written batch
 * by batch through a cursor: a busy month's documents never sit in memory whole (issue 47). Only the cells'
 * fields are read, not each document's whole JSON (seller, buyer, every tax line): what a batch parses is what
 * the row needs, which is what keeps the server's memory flat while a month streams (decision 0122).
 */
export async function* documentsCsv(
  db: Database,
  pool: pg.Pool,
  query: InvoiceRangeQuery,
): AsyncGenerator<string> {
  const { sql: text, params } = db
    .select({
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
      invoiceNumber: sql<string | null>`${taxDocuments.details} ->> 'invoiceNumber'`.as('invoice_number'),
      orderNumber: sql<string | null>`${taxDocuments.details} ->> 'orderNumber'`.as('order_number'),
      firstName: sql<string | null>`${taxDocuments.details} -> 'buyer' ->> 'firstName'`.as('first_name'),
      lastName: sql<string | null>`${taxDocuments.details} -> 'buyer' ->> 'lastName'`.as('last_name'),
      placeOfSupply: sql<string | null>`${taxDocuments.details} -> 'tax' ->> 'placeOfSupply'`.as(
        'place_of_supply',
      ),
      placeOfSupplyCode: sql<string | null>`${taxDocuments.details} -> 'tax' ->> 'placeOfSupplyCode'`.as(
        'place_of_supply_code',
      ),
      taxable: taxDocuments.taxableValuePaise,
      cgst: taxDocuments.cgstPaise,
      sgst: taxDocuments.sgstPaise,
      igst: taxDocuments.igstPaise,
      total: taxDocuments.totalPaise,
    })
    .from(taxDocuments)
    .where(rangeFilter(query))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.kind), asc(taxDocuments.sequence))
    .toSQL();
  // The header goes with the first batch, so the first chunk waits for the database (see startedStream).
  let header = stringify([[...CSV_COLUMNS]], CSV_OPTIONS);
  for await (const batch of cursorBatches<CsvDocument>(pool, { text, values: params })) {
    yield header + stringify(batch.map(documentCells), CSV_OPTIONS);
    header = '';
  }
  if (header) yield header;
}

const CSV_OPTIONS = { record_delimiter: 'windows' } as const;

/** Every cell is text here, so every cell is neutralised against spreadsheet formulas (S58). */
function documentCells(row: CsvDocument): string[] {
  return [
    row.kind === 'invoice' ? 'Invoice' : 'Credit note',
    row.number,
    indianDay(row.issued_at),
    row.invoice_number ?? '',
    row.order_number ?? '',
    buyerName(row.first_name, row.last_name),
    placeOfSupply(row.place_of_supply ?? '', row.place_of_supply_code),
    rupees(row.taxable_value_paise),
    rupees(row.cgst_paise),
    rupees(row.sgst_paise),
    rupees(row.igst_paise),
    rupees(row.total_paise),
  ].map(neutraliseCell);
}

/** A CSV row as the cursor gives it (column names and aliases, int8 already numbers: db/client.ts). */
type CsvDocument = {
  kind: string;
  number: string;
  issued_at: Date;
  invoice_number: string | null;
  order_number: string | null;
  first_name: string | null;
  last_name: string | null;
  place_of_supply: string | null;
  place_of_supply_code: string | null;
  taxable_value_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
};
