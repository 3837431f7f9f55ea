import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The cart's and an order summary's two columns on a wide screen: the lines on the left, and the prices on the
 * right, kept in view while the lines scroll. One column on a phone.
 */
export function PriceColumnLayout({ children, prices }: { children: ReactNode; prices: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
        alignItems: 'start',
      }}
    >
      {children}
      <Box sx={{ position: { md: 'sticky' }, top: { md: 120 } }}>{prices}</Box>
    </Box>
  );
}
