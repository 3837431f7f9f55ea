import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SERIF } from '../design/tokens.ts';
import { formatRupees } from '../lib/money.ts';
import { cardSx } from './Panel.tsx';

export interface PriceDetailsProps {
  itemCount: number;
  totalPrice: number;
  discount: number;
  deliveryCharge: number;
  totalPayable: number;
  /** The coupon applied and what it takes off (shown only when it takes something off). */
  coupon?: { code: string; discount: number } | null;
  /** The cash-on-delivery fee, when there is one. */
  codFee?: number;
  /** The gift wrap line (shown only when charged). */
  giftWrap?: number;
  /** PREPAID_DISCOUNT's line on an order to be paid online. */
  prepaidDiscount?: number;
  /** Ways to pay, not discounts: what store credit and a gift card pay, already taken off totalPayable. */
  storeCredit?: number;
  giftCardPaid?: number;
  /** Cash on delivery rounded to whole rupees: what that added (negative: took off). */
  roundOff?: number;
  /** The shop's DELIVERY_CHARGE, struck through next to FREE when this order goes free (docs/product.md §9). */
  usualDeliveryCharge?: number;
  totalLabel?: string;
  children?: ReactNode;
}

function Row({
  label,
  children,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box
      component="div"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 0.75,
        ...(strong ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1.5 } : {}),
      }}
    >
      <Box component="dt" sx={{ m: 0, fontWeight: strong ? 600 : 400 }}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          fontWeight: strong ? 600 : 400,
          textAlign: 'right',
          whiteSpace: 'nowrap',
          fontFamily: strong ? SERIF : undefined,
          fontSize: strong ? 22 : undefined,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Price Details: Price, Discount, Delivery Charges (the usual charge struck through and FREE, or the real charge), Total. */
export function PriceDetails({
  itemCount,
  totalPrice,
  discount,
  deliveryCharge,
  totalPayable,
  coupon = null,
  codFee = 0,
  giftWrap = 0,
  prepaidDiscount = 0,
  storeCredit = 0,
  giftCardPaid = 0,
  roundOff = 0,
  usualDeliveryCharge = 0,
  totalLabel = 'Total Amount',
  children,
}: PriceDetailsProps) {
  const couponDiscount = coupon?.discount ?? 0;
  const saved = discount + couponDiscount;
  return (
    <Box
      component="section"
      aria-labelledby="price-details-title"
      sx={{
        ...cardSx,
        p: { xs: 2.5, sm: 3 },
      }}
    >
      <Typography
        id="price-details-title"
        component="h2"
        sx={{ fontWeight: 600, letterSpacing: '0.08em', color: 'text.secondary', fontSize: 13 }}
      >
        PRICE DETAILS
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={`Price (${itemCount} item${itemCount === 1 ? '' : 's'})`}>{formatRupees(totalPrice)}</Row>
        {discount > 0 && (
          <Row label="Discount">
            <Box component="span" sx={{ color: 'success.main' }}>
              −{formatRupees(discount)}
            </Box>
          </Row>
        )}
        {coupon && couponDiscount > 0 && (
          <Row label={`Coupon (${coupon.code})`}>
            <Box component="span" sx={{ color: 'success.main' }}>
              −{formatRupees(couponDiscount)}
            </Box>
          </Row>
        )}
        {prepaidDiscount > 0 && (
          <Row label="Prepaid discount (paid online)">
            <Box component="span" sx={{ color: 'success.main' }}>
              −{formatRupees(prepaidDiscount)}
            </Box>
          </Row>
        )}
        <Row label="Delivery Charges">
          {deliveryCharge > 0 ? (
            formatRupees(deliveryCharge)
          ) : (
            <>
              {usualDeliveryCharge > 0 && (
                <Box
                  component="s"
                  sx={{ color: 'text.secondary', mr: 1 }}
                  aria-label={`usually ${formatRupees(usualDeliveryCharge)}`}
                >
                  {formatRupees(usualDeliveryCharge)}
                </Box>
              )}
              <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
                FREE
              </Box>
            </>
          )}
        </Row>
        {giftWrap > 0 && <Row label="Gift wrap">{formatRupees(giftWrap)}</Row>}
        {codFee > 0 && <Row label="Cash on delivery fee">{formatRupees(codFee)}</Row>}
        {giftCardPaid > 0 && <Row label="Paid by gift card">−{formatRupees(giftCardPaid)}</Row>}
        {storeCredit > 0 && <Row label="Paid by store credit">−{formatRupees(storeCredit)}</Row>}
        {roundOff !== 0 && (
          <Row label="Round off (cash in whole rupees)">
            {roundOff < 0 ? '−' : '+'}
            {formatRupees(Math.abs(roundOff))}
          </Row>
        )}
        <Row label={totalLabel} strong>
          {formatRupees(totalPayable)}
        </Row>
      </Box>
      {saved > 0 && (
        <Typography sx={{ color: 'success.main', fontWeight: 600, mt: 1 }}>
          You will save {formatRupees(saved)} on this order
        </Typography>
      )}
      {children && <Box sx={{ mt: 2.5 }}>{children}</Box>}
    </Box>
  );
}
