import Box from '@mui/material/Box';
import { SERIF } from '../app/theme.ts';
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
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.25 }}>
      <Box
        component="span"
        sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: main, color: 'text.primary' }}
      >
        <Box component="span" sx={visuallyHidden}>
          Price:{' '}
        </Box>
        {formatRupees(discountedPrice)}
      </Box>
      {hasDiscount && (
        <>
          <Box component="s" sx={{ fontSize: main * 0.62, color: 'text.secondary' }}>
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
