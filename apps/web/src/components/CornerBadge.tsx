import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A small label on a picture's top-left corner: "20% OFF" on a product card, "Main picture" on an admin tile. */
export function CornerBadge({ inset, children }: { inset: number; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        top: inset,
        left: inset,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 12,
        fontWeight: 600,
        px: 1,
        py: 0.25,
        borderRadius: 1,
      }}
    >
      {children}
    </Box>
  );
}
