import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useLowStock } from '../scaleApi.ts';

const SHOWN = 8;

/** The dashboard's low-stock list: sizes at or below LOW_STOCK_THRESHOLD, the emptiest first, each linked to its form. */
export function LowStockList() {
  const low = useLowStock();
  if (!low.data || low.data.sizes.length === 0) return null;
  const { sizes, threshold } = low.data;
  return (
    <Box
      component="section"
      aria-labelledby="low-stock"
      sx={{
        p: { xs: 2.5, md: 3 },
        mb: 4,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="low-stock" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Low stock
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {sizes.length} size{sizes.length === 1 ? '' : 's'} with {threshold} or fewer pieces left.
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 0.75,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        {sizes.slice(0, SHOWN).map((s) => (
          <li key={`${s.productId}-${s.size}`}>
            <Link component={RouterLink} to={`/admin/product/${s.productId}/edit`}>
              {s.title}
            </Link>{' '}
            <Typography
              component="span"
              variant="body2"
              color={s.quantity === 0 ? 'error' : 'text.secondary'}
            >
              size {s.size.toUpperCase()}: {s.quantity === 0 ? 'sold out' : `${s.quantity} left`}
            </Typography>
          </li>
        ))}
      </Box>
      {sizes.length > SHOWN && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          and {sizes.length - SHOWN} more.
        </Typography>
      )}
    </Box>
  );
}
