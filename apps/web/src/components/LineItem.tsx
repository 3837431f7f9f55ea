import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COLOR_LABELS, type Color } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '../lib/money.ts';
import type { LineItemFields } from './lineItemFields.ts';
import { Price } from './Price.tsx';
import { ProductImage } from './ProductImage.tsx';

/** One cart line or order item: picture, title, metal, size, quantity and prices (line totals). */
export function LineItem({
  line: {
    productId,
    title,
    image,
    color,
    size,
    quantity,
    price,
    discountedPrice,
    discountPercent,
    personalisation,
  },
  children,
  actions,
  link = true,
}: {
  line: LineItemFields;
  /** Controls that replace the quantity text (the cart's quantity buttons). */
  children?: ReactNode;
  /** Extra actions under the prices (e.g. Write a review). */
  actions?: ReactNode;
  link?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', gap: { xs: 1.5, sm: 2.5 } }}>
      <Box sx={{ width: { xs: 88, sm: 112 }, flexShrink: 0 }}>
        <ProductImage src={image} alt={title} sizes={'112px'} sx={{ borderRadius: 1.5 }} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }} component="h3">
          {link ? (
            <Box
              component={RouterLink}
              to={`/product/${productId}`}
              sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
            >
              {title}
            </Box>
          ) : (
            title
          )}
        </Typography>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          {COLOR_LABELS[color as Color] ?? color} · Size {size.toUpperCase()}
          {children ? '' : ` · Qty ${quantity}`}
        </Typography>
        {personalisation && (
          <Typography variant="body2" data-testid="line-personalisation">
            {personalisation.label}: <strong>{personalisation.text}</strong>
            {personalisation.fee > 0 ? ` (includes ${formatRupees(personalisation.fee)})` : ''}
          </Typography>
        )}
        <Box sx={{ mt: 0.75 }}>
          <Price
            price={price}
            discountedPrice={discountedPrice}
            discountPercent={discountPercent}
            size="small"
          />
        </Box>
        {children && <Box sx={{ mt: 1 }}>{children}</Box>}
        {actions && <Box sx={{ mt: 1 }}>{actions}</Box>}
      </Box>
    </Box>
  );
}
