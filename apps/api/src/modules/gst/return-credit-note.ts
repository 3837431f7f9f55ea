import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  type DocumentDetails,
  type ReturnLine,
  type TaxLineCopy,
  taxDocuments,
} from '../../db/schema/index.ts';
import { CREDIT_NOTE_PREFIX, findDocument, insertDocument, type TaxDocumentRow } from './documents.ts';
import { splitLine } from './tax-breakup.ts';

/**
 * The invoice's lines for the returned units only: each line's total is exactly the return's refund of it
 * (its paid share, without delivery: decision 0025), split into taxable value and GST at the line's rate.
 */
export function returnedTaxLines(invoiceLines: TaxLineCopy[], returned: ReturnLine[], intraState: boolean) {
  return returned.flatMap((line): TaxLineCopy[] => {
    const sold = invoiceLines.find((l) => l.itemId === line.itemId);
    if (!sold || line.refundPaise <= 0) return [];
    const pricePaise = Math.round((sold.pricePaise * line.quantity) / sold.quantity);
    return [
      {
        ...sold,
        quantity: line.quantity,
        pricePaise,
        discountPaise: Math.max(0, pricePaise - line.refundPaise),
        deliveryPaise: 0,
        totalPaise: line.refundPaise,
        ...splitLine(line.refundPaise, sold.rate, intraState),
      },
    ];
  });
}

/**
 * A credit note for the items of one refunded return, against the order's invoice, numbered in the credit
 * notes' series so the GST register and its CSV net the returned sale. Once per return (unique return_id);
 * none when the order has no invoice (e.g. orders older than GST breakups) or nothing is credited.
 */
export async function issueReturnCreditNote(
  tx: Tx,
  orderId: string,
  returnId: string,
  lines: ReturnLine[],
  at: Date,
): Promise<TaxDocumentRow | undefined> {
  const [existing] = await tx.select().from(taxDocuments).where(eq(taxDocuments.returnId, returnId));
  if (existing) return existing;
  const invoice = await findDocument(tx, orderId, 'invoice');
  if (!invoice) return undefined;
  const tax = invoice.details.tax;
  const credited = returnedTaxLines(tax.lines, lines, tax.intraState);
  if (credited.length === 0) return undefined;
  const sum = (key: 'taxableValuePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
    credited.reduce((total, line) => total + line[key], 0);
  const figures = {
    taxableValuePaise: sum('taxableValuePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
  const details: DocumentDetails = {
    ...invoice.details,
    tax: { ...tax, ...figures, lines: credited },
    invoiceNumber: invoice.number,
    invoiceIssuedAt: invoice.issuedAt.toISOString(),
    reason: 'return',
    // The returned lines carry their share of the discounts; the order's own lines are not credited here.
    charges: undefined,
  };
  return insertDocument(tx, 'credit_note', CREDIT_NOTE_PREFIX, orderId, at, figures, details, returnId);
}
