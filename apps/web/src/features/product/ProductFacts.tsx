import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/contracts';
import { COLOR_LABELS, type Color, declaredFacts, formatHundredths, infoPagePath } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useShop } from '../shop/index.ts';
import { deliveryEstimate } from './deliveryEstimate.ts';

/** The delivery estimate and the returns promise, from the shop's configuration (GET /api/shop). */
export function DeliveryAndReturns() {
  const shop = useShop().data;
  const days = shop?.deliveryDays ?? { min: 3, max: 7 };
  const returnDays = shop?.returnWindowDays ?? 7;
  const row = (icon: ReactNode, text: ReactNode) => (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 2.5 }}>
      {row(
        <LocalShippingOutlinedIcon fontSize="small" aria-hidden="true" />,
        <>
          {deliveryEstimate(days)} ({days.min}–{days.max} working days).{' '}
          <Link component={RouterLink} to={infoPagePath('shipping')} underline="always">
            Shipping
          </Link>
        </>,
      )}
      {row(
        <AssignmentReturnOutlinedIcon fontSize="small" aria-hidden="true" />,
        returnDays > 0 ? (
          <>
            Easy returns and exchanges within {returnDays} day{returnDays === 1 ? '' : 's'} of delivery.{' '}
            <Link component={RouterLink} to={infoPagePath('returns')} underline="always">
              Returns and Exchanges
            </Link>
          </>
        ) : (
          <Link component={RouterLink} to={infoPagePath('returns')} underline="always">
            Returns and Exchanges
          </Link>
        ),
      )}
    </Box>
  );
}

/** "Details": metal, material and finish, weight, dimensions, care, warranty; facts not given are left out. */
export function ProductFacts({ product }: { product: Product }) {
  const seller = useShop().data?.seller;
  const declared = seller ? declaredFacts(product, seller) : product;
  const facts: [string, string | null][] = [
    ['Metal colour', COLOR_LABELS[product.color as Color] ?? product.color],
    ['Material and finish', product.material],
    [
      'Weight',
      product.weightGrams === null ? null : `${formatHundredths(product.weightGrams * 100, 'trim')} g`,
    ],
    ['Dimensions', product.dimensions],
    ['Care', product.care],
    ['Warranty', product.warranty],
    // The law's declarations (docs/law.md): the shop's country and the seller when the piece names none.
    ['Country of origin', declared.countryOfOrigin],
    ['Manufacturer', declared.manufacturer],
    ['Net quantity', declared.netQuantity],
    ['Purity', declared.purity],
    ['BIS HUID', declared.huid],
  ];
  return (
    <Box
      component="section"
      aria-labelledby="facts-heading"
      sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="facts-heading" variant="h6" component="h2" gutterBottom>
        Details
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, auto) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          '& dt': { color: 'text.secondary', fontWeight: 600, mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0 },
        }}
      >
        {facts
          .filter((fact): fact is [string, string] => !!fact[1])
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
}
