import { type OrderTaxReply, paiseToRupees } from '@shop/contracts';
import type { TaxCopy } from '../../db/schema/index.ts';

/** The stored breakup (paise) in the API's rupees. */
export function taxReply(tax: TaxCopy): OrderTaxReply {
  return {
    placeOfSupply: tax.placeOfSupply,
    placeOfSupplyCode: tax.placeOfSupplyCode,
    taxableValue: paiseToRupees(tax.taxableValuePaise),
    cgst: paiseToRupees(tax.cgstPaise),
    sgst: paiseToRupees(tax.sgstPaise),
    igst: paiseToRupees(tax.igstPaise),
    lines: tax.lines.map((line) => ({
      itemId: line.itemId,
      title: line.title,
      hsn: line.hsn,
      quantity: line.quantity,
      rate: line.rate,
      price: paiseToRupees(line.pricePaise),
      discount: paiseToRupees(line.discountPaise),
      delivery: paiseToRupees(line.deliveryPaise),
      total: paiseToRupees(line.totalPaise),
      taxableValue: paiseToRupees(line.taxableValuePaise),
      cgst: paiseToRupees(line.cgstPaise),
      sgst: paiseToRupees(line.sgstPaise),
      igst: paiseToRupees(line.igstPaise),
    })),
  };
}
