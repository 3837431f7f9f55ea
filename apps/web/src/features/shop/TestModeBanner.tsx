import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { shopQuery } from './shopQuery.ts';

export const TEST_MODE_TEXT = 'Test mode — no money moves';

/**
 * S31: while the shop takes payments through the simulated gateway, every page (storefront and admin) says so
 * in a slim strip above everything else. It sits in the page flow, so it never covers content.
 */
export function TestModeBanner() {
  const { data } = useQuery(shopQuery());
  if (!data?.paymentTestMode) return null;
  return (
    <Box
      role="status"
      data-testid="test-mode-banner"
      sx={{
        bgcolor: 'secondary.light',
        color: 'secondary.contrastText',
        borderBottom: 1,
        borderColor: 'secondary.main',
        px: 2,
        py: 0.5,
        textAlign: 'center',
        fontSize: 13,
        lineHeight: 1.5,
      }}
    >
      <Box component="strong" sx={{ fontWeight: 600 }}>
        {TEST_MODE_TEXT}
      </Box>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {' '}
        · payments on this shop are simulated and no order is charged
      </Box>
    </Box>
  );
}
