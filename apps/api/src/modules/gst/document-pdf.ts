import { formatPaise } from '@shop/contracts';
import { startPdf } from '../../lib/pdf.ts';
import { amountInWords } from './amount-in-words.ts';
import { documentSummary, roundOffRows } from './document-summary.ts';
import type { TaxDocumentRow } from './documents.ts';
import { formatIndianDate } from './financial-year.ts';

/** The shop's money format: ₹1,23,456 or ₹1,23,456.78. */
const inr = formatPaise;

const REASONS: Record<string, string> = {
  customer: 'order cancelled by the customer',
  admin: 'order cancelled by the shop',
  expired: 'order cancelled',
  refund: 'amount refunded',
  return: 'items returned',
};

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** The tax invoice or credit note as a PDF: everything docs/api.md "GST and invoices" lists. */
export function renderDocumentPdf(doc: TaxDocumentRow): Promise<Buffer> {
  const { seller, buyer, tax } = doc.details;
  const isInvoice = doc.kind === 'invoice';
  const { pdf, bytes: done } = startPdf({
    info: { Title: `${isInvoice ? 'Tax invoice' : 'Credit note'} ${doc.number}`, Author: seller.legalName },
  });

  const left = 36;
  const width = pdf.page.width - 72;

  pdf
    .font('bold')
    .fontSize(16)
    .text(isInvoice ? 'TAX INVOICE' : 'CREDIT NOTE', { align: 'center' });
  pdf.moveDown(0.5);

  // Seller, then the document's number and date.
  const top = pdf.y;
  pdf
    .font('bold')
    .fontSize(10)
    .text(seller.legalName, left, top, { width: width / 2 });
  pdf
    .font('regular')
    .fontSize(9)
    .text(seller.address, { width: width / 2 - 10 });
  pdf.text(`GSTIN: ${seller.gstin}`);
  pdf.text(`State: ${seller.state} (code ${seller.stateCode})`);
  const sellerBottom = pdf.y;
  const right = left + width / 2;
  pdf.font('bold').text(`${isInvoice ? 'Invoice' : 'Credit note'} no.: ${doc.number}`, right, top);
  pdf
    .font('regular')
    .text(`${isInvoice ? 'Invoice' : 'Credit note'} date: ${formatIndianDate(doc.issuedAt)}`, right);
  pdf.text(`Order: ${doc.details.orderNumber}`, right);
  if (!isInvoice && doc.details.invoiceNumber) {
    const invoiceDate = doc.details.invoiceIssuedAt
      ? formatIndianDate(new Date(doc.details.invoiceIssuedAt))
      : '';
    pdf.text(`Against invoice: ${doc.details.invoiceNumber} dated ${invoiceDate}`, right, pdf.y, {
      width: width / 2,
    });
    pdf.text(`Reason: ${REASONS[doc.details.reason ?? ''] ?? 'order cancelled'}`, right);
  }
  pdf.text(
    `Place of supply: ${tax.placeOfSupply}${tax.placeOfSupplyCode ? ` (code ${tax.placeOfSupplyCode})` : ''}`,
    right,
  );
  pdf.text('Reverse charge: No', right);

  // The buyer (an unregistered person: B2C).
  pdf.y = Math.max(sellerBottom, pdf.y) + 12;
  pdf.font('bold').fontSize(10).text('Bill to / Ship to', left);
  pdf.font('regular').fontSize(9);
  pdf.text(`${buyer.firstName} ${buyer.lastName}`);
  pdf.text([buyer.streetAddress, buyer.landmark].filter(Boolean).join(', '), { width });
  pdf.text(`${buyer.city}, ${buyer.state} ${buyer.pincode}`);
  pdf.text(`Phone: ${buyer.phoneNumber}`);
  pdf.moveDown(0.8);

  // Lines.
  const taxColumns: Column[] = tax.intraState
    ? [
        { title: 'CGST', width: 62, align: 'right' },
        { title: 'SGST', width: 62, align: 'right' },
      ]
    : [{ title: 'IGST', width: 124, align: 'right' }];
  const columns: Column[] = [
    { title: '#', width: 16, align: 'left' },
    { title: 'Item', width: width - 16 - 42 - 26 - 72 - 44 - 124 - 72, align: 'left' },
    { title: 'HSN', width: 42, align: 'left' },
    { title: 'Qty', width: 26, align: 'right' },
    { title: 'Taxable value', width: 72, align: 'right' },
    { title: 'Rate', width: 44, align: 'right' },
    ...taxColumns,
    { title: 'Total', width: 72, align: 'right' },
  ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const y = pdf.y;
    let x = left;
    let bottom = y;
    pdf.font(font).fontSize(8);
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      pdf.text(cell, x + 2, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, pdf.y);
      x += column.width;
    });
    pdf.y = bottom + 3;
    pdf
      .moveTo(left, pdf.y - 1.5)
      .lineTo(left + width, pdf.y - 1.5)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
  };
  row(
    columns.map((c) => c.title),
    'bold',
  );
  tax.lines.forEach((line, i) => {
    const rates = tax.intraState
      ? [`${line.rate / 2}% ${inr(line.cgstPaise)}`, `${line.rate / 2}% ${inr(line.sgstPaise)}`]
      : [`${line.rate}% ${inr(line.igstPaise)}`];
    row(
      [
        String(i + 1),
        line.huid ? `${line.title}\nHUID ${line.huid}` : line.title,
        line.hsn,
        String(line.quantity),
        inr(line.taxableValuePaise),
        `${line.rate}%`,
        ...rates,
        inr(line.totalPaise),
      ],
      'regular',
    );
  });
  const totalTax = tax.intraState ? [inr(tax.cgstPaise), inr(tax.sgstPaise)] : [inr(tax.igstPaise)];
  row(['', 'Total', '', '', inr(tax.taxableValuePaise), '', ...totalTax, inr(tax.totalPaise)], 'bold');

  // Summary: how the lines came to the grand total.
  pdf.moveDown(0.5);
  const summary = documentSummary(doc.details);
  const labelX = left + width - 260;
  for (const [label, value] of summary) {
    const y = pdf.y;
    pdf.font('regular').fontSize(9).text(label, labelX, y, { width: 170 });
    pdf.text(value, labelX + 170, y, { width: 90, align: 'right' });
  }
  const y = pdf.y + 2;
  pdf
    .font('bold')
    .fontSize(10)
    .text(isInvoice ? 'Grand total' : 'Amount credited', labelX, y, { width: 170 });
  pdf.text(inr(tax.totalPaise), labelX + 170, y, { width: 90, align: 'right' });
  for (const [label, value] of roundOffRows(doc.details, isInvoice)) {
    const at = pdf.y;
    pdf.font('regular').fontSize(9).text(label, labelX, at, { width: 170 });
    pdf.text(value, labelX + 170, at, { width: 90, align: 'right' });
  }
  pdf.moveDown(0.8);
  pdf
    .font('regular')
    .fontSize(9)
    .text(`Amount in words: ${amountInWords(tax.totalPaise)}`, left, pdf.y, { width });
  pdf.moveDown(1.5);
  pdf.font('bold').text(`For ${seller.legalName}`, left, pdf.y, { width, align: 'right' });
  pdf.font('regular').text('Authorised signatory', { width, align: 'right' });
  pdf.moveDown(1);
  pdf
    .fontSize(8)
    .fillColor('#555555')
    .text('This is a computer-generated document and needs no signature.', left, pdf.y, { width });
  pdf.end();
  return done;
}
