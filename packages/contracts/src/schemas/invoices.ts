import { z } from 'zod';
import { pageNumberParam, pageSizeParam, unset } from './common.ts';

const day = z.preprocess(
  unset,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-04-01')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date')
    .optional(),
);

/** `from` and `to` are Indian calendar days, both included; unset means no bound. */
export const invoiceRangeQuery = z
  .object({ from: day, to: day })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });
export type InvoiceRangeQuery = z.infer<typeof invoiceRangeQuery>;

export const adminInvoicesQuery = z
  .object({ from: day, to: day, pageNumber: pageNumberParam, pageSize: pageSizeParam(50) })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuery>;

const figures = {
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
};

/** An invoice or credit note in the back office's list; a credit note's figures count negative in totals. */
export const taxDocumentReply = z.object({
  _id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  buyerName: z.string(),
  placeOfSupply: z.string(),
  invoiceNumber: z.string().nullable(),
  ...figures,
});
export type TaxDocumentReply = z.infer<typeof taxDocumentReply>;

export const adminInvoicesReply = z.object({
  content: z.array(taxDocumentReply),
  /** Over the whole range: invoices minus credit notes. */
  totals: z.object(figures),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminInvoicesReply = z.infer<typeof adminInvoicesReply>;
