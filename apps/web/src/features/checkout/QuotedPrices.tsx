import type { CheckoutQuoteReply, PaymentMethod } from '@shop/contracts';
import type { ReactNode } from 'react';
import { PriceDetails } from '../../components/PriceDetails.tsx';

/** The line items a shopper sees before the last tap, straight from the server's quote for the chosen payment. */
export function quotedTotal(quote: CheckoutQuoteReply, method: PaymentMethod): number {
  return method === 'COD' ? quote.cod.totalPayable : quote.online.totalPayable;
}

/** Price Details from the quote: coupon, delivery, gift wrap, and the prepaid discount or the COD fee. */
export function QuotedPrices({
  quote,
  method,
  itemCount,
  totalPrice,
  couponCode,
  children,
}: {
  quote: CheckoutQuoteReply;
  method: PaymentMethod;
  itemCount: number;
  /** The items at their full prices (the quote's itemsTotal is after the products' own discounts). */
  totalPrice: number;
  couponCode: string | null;
  children?: ReactNode;
}) {
  const cod = method === 'COD';
  return (
    <PriceDetails
      itemCount={itemCount}
      totalPrice={totalPrice}
      discount={(Math.round(totalPrice * 100) - Math.round(quote.itemsTotal * 100)) / 100}
      deliveryCharge={quote.deliveryCharge}
      coupon={
        couponCode && quote.couponDiscount > 0 ? { code: couponCode, discount: quote.couponDiscount } : null
      }
      giftWrap={quote.giftWrap}
      prepaidDiscount={cod ? 0 : quote.online.prepaidDiscount}
      codFee={cod ? quote.cod.codFee : 0}
      roundOff={cod ? quote.cod.roundOff : 0}
      totalPayable={quotedTotal(quote, method)}
      totalLabel={cod ? 'Total to pay on delivery' : 'Total Payable'}
    >
      {children}
    </PriceDetails>
  );
}
