import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A storefront page's one h1, the size every account, order and checkout page uses. */
export function PageHeading({ children, gap = 3 }: { children: ReactNode; gap?: number }) {
  return (
    <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: gap }}>
      {children}
    </Typography>
  );
}
