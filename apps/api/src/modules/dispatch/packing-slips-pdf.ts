import { formatPaise, orderNumber } from '@shop/contracts';
import type { GiftCopy } from '../../db/schema/index.ts';
import { startPdf } from '../../lib/pdf.ts';
import type { DispatchOrder } from './order-rows.ts';

export interface Sender {
  shopName: string;
  address: string;
  phone: string;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * One A4 page per order: the packing slip on top (what is in the parcel, never a price: the tax invoice goes
 * to the buyer by mail, and a gift must not show what it cost) and, below a cut line, the address label with
 * the amount the courier collects on a cash-on-delivery order.
 */
export function renderPackingSlips(orders: DispatchOrder[], sender: Sender): Promise<Buffer> {
  const { pdf, bytes: done } = startPdf({
    autoFirstPage: false,
    info: { Title: 'Packing slips and labels', Author: sender.shopName },
  });
  for (const order of orders) {
    pdf.addPage();
    slip(pdf, order, sender);
    label(pdf, order, sender);
  }
  pdf.end();
  return done;
}

function slip(pdf: PDFKit.PDFDocument, order: DispatchOrder, sender: Sender) {
  const left = 36;
  const width = pdf.page.width - 72;
  const a = order.shipping_address;
  pdf.font('bold').fontSize(18).text(sender.shopName, left, 36);
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor('#555')
    .text(sender.address, { width: width / 2 })
    .fillColor('black');
  pdf.font('bold').fontSize(14).text('PACKING SLIP', left, 36, { width, align: 'right' });
  pdf
    .font('regular')
    .fontSize(10)
    .text(`Order ${orderNumber(order.id)}`, { width, align: 'right' });
  pdf.text(dateFormat.format(new Date(order.created_at)), { width, align: 'right' });
  pdf.moveDown(2);
  pdf.font('bold').fontSize(10).text('Ship to', left);
  pdf.font('regular').text(`${a.firstName} ${a.lastName}`);
  pdf.text(`${a.streetAddress}${a.landmark ? `, ${a.landmark}` : ''}`);
  pdf.text(`${a.city}, ${a.state} ${a.pincode}`);
  pdf.moveDown(1.5);

  const qtyWidth = 60;
  const sizeWidth = 90;
  const titleWidth = width - qtyWidth - sizeWidth;
  const header = pdf.y;
  pdf.font('bold').fontSize(10);
  pdf.text('Item', left, header, { width: titleWidth });
  pdf.text('Size', left + titleWidth, header, { width: sizeWidth });
  pdf.text('Qty', left + titleWidth + sizeWidth, header, { width: qtyWidth, align: 'right' });
  pdf
    .moveTo(left, pdf.y + 3)
    .lineTo(left + width, pdf.y + 3)
    .stroke();
  pdf.moveDown(0.6);
  pdf.font('regular');
  for (const item of order.items) {
    const y = pdf.y;
    pdf.text(item.title, left, y, { width: titleWidth - 8 });
    // The text to engrave, drawn as plain text (S69): exactly what the customer typed, in bold for the packer.
    if (item.personalisation)
      pdf
        .font('bold')
        .text(item.personalisation, left, pdf.y, { width: titleWidth - 8 })
        .font('regular');
    const after = pdf.y;
    pdf.text(item.size.toUpperCase(), left + titleWidth, y, { width: sizeWidth });
    pdf.text(String(item.quantity), left + titleWidth + sizeWidth, y, { width: qtyWidth, align: 'right' });
    pdf.y = Math.max(after, pdf.y) + 4;
  }
  if (order.gift) giftNote(pdf, order.gift, left, width);
  const units = order.items.reduce((sum, i) => sum + i.quantity, 0);
  pdf
    .moveDown(0.5)
    .font('bold')
    .text(`${units} piece${units === 1 ? '' : 's'}`, left, pdf.y, { width, align: 'right' });
  pdf.moveDown(1.5).font('regular').fontSize(9).fillColor('#555');
  pdf.text(`Thank you for shopping with ${sender.shopName}. Questions? Call ${sender.phone}.`, left, pdf.y, {
    width,
  });
  pdf.fillColor('black');
}

/** What the packer must do for a gift: wrap it, and put the customer's message in the box. */
function giftNote(pdf: PDFKit.PDFDocument, gift: GiftCopy, left: number, width: number) {
  pdf.moveDown(1).font('bold').fontSize(10);
  pdf.text(gift.wrap ? 'GIFT: wrap this parcel' : 'GIFT', left, pdf.y, { width });
  if (gift.message) {
    pdf.moveDown(0.3).font('regular').fontSize(11);
    pdf.text(`Gift message: "${gift.message}"`, left, pdf.y, { width });
  }
}

function label(pdf: PDFKit.PDFDocument, order: DispatchOrder, sender: Sender) {
  const left = 36;
  const width = pdf.page.width - 72;
  const top = pdf.page.height / 2 + 60;
  const a = order.shipping_address;
  pdf
    .save()
    .dash(4, { space: 4 })
    .moveTo(left, top - 24)
    .lineTo(left + width, top - 24)
    .stroke()
    .undash()
    .restore();
  pdf
    .font('regular')
    .fontSize(8)
    .fillColor('#777')
    .text('cut here', left, top - 36, { width, align: 'center' })
    .fillColor('black');
  const boxHeight = pdf.page.height - 36 - top;
  pdf.rect(left, top, width, boxHeight).lineWidth(1.5).stroke().lineWidth(1);
  const inner = left + 16;
  const innerWidth = width - 32;
  const cod = order.payment_method === 'COD' && !order.paid_at;
  pdf
    .font('bold')
    .fontSize(cod ? 20 : 16)
    .text(cod ? `COD: COLLECT ${formatPaise(order.payable)}` : 'PREPAID', inner, top + 14, {
      width: innerWidth,
      align: 'right',
    });
  pdf
    .font('regular')
    .fontSize(10)
    .text(`Order ${orderNumber(order.id)}`, inner, top + 18, { width: innerWidth / 2 });
  pdf
    .font('bold')
    .fontSize(11)
    .text('TO', inner, top + 60);
  pdf
    .font('bold')
    .fontSize(18)
    .text(`${a.firstName} ${a.lastName}`, inner, pdf.y + 2, { width: innerWidth });
  pdf.font('regular').fontSize(14).text(a.streetAddress, { width: innerWidth });
  if (a.landmark) pdf.text(a.landmark, { width: innerWidth });
  pdf.text(`${a.city}, ${a.state}`, { width: innerWidth });
  pdf.font('bold').fontSize(24).text(`PIN ${a.pincode}`, { width: innerWidth });
  pdf.font('regular').fontSize(14).text(`Phone ${a.phoneNumber}`, { width: innerWidth });
  pdf
    .font('bold')
    .fontSize(9)
    .text('FROM', inner, top + boxHeight - 58);
  pdf
    .font('regular')
    .fontSize(9)
    .text(`${sender.shopName}, ${sender.address}. Phone ${sender.phone}`, { width: innerWidth });
}
