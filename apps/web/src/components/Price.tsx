import Box from '@mui/material/Box';
import { SERIF } from '../design/tokens.ts';
import { visuallyHidden } from '../lib/a11y.ts';
import { formatRupees } from '../lib/money.ts';

/** Discounted price, the struck-through original and the percent off, as the spec draws them. */
export function Price({
  price,
  discountedPrice,
  discountPercent,
  size = 'medium',
}: {
  price: number;
  discountedPrice: number;
  discountPercent: number;
  size?: 'small' | 'medium' | 'large';
}) {
  const main = { small: 20, medium: 22, large: 32 }[size];
  const hasDiscount = price > discountedPrice;
  return (
    // Both prices in the serif with lining figures: the digits of the two amounts match.
    <Box
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        flexWrap: 'wrap',
        columnGap: 1.25,
        '& .price-amount': { fontFamily: SERIF, fontVariantNumeric: 'lining-nums tabular-nums' },
      }}
    >
      <Box
        component="span"
        className="price-amount"
        sx={{ fontWeight: 600, fontSize: main, color: 'text.primary' }}
      >
        <Box component="span" sx={visuallyHidden}>
          Price:{' '}
        </Box>
        {formatRupees(discountedPrice)}
      </Box>
      {hasDiscount && (
        <>
          <Box component="s" className="price-amount" sx={{ fontSize: main * 0.66, color: 'text.secondary' }}>
            <Box component="span" sx={visuallyHidden}>
              Original price:{' '}
            </Box>
            {formatRupees(price)}
          </Box>
          {discountPercent > 0 && (
            <Box component="span" sx={{ fontSize: main * 0.62, fontWeight: 600, color: 'success.main' }}>
              {discountPercent}% off
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
