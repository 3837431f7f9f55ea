import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useRestockDemand } from '../restockApi.ts';

const SHOWN = 8;

/** The dashboard's "Wanted back" list: sold-out sizes with shoppers waiting, the most wanted first. */
export function RestockDemandList() {
  const demand = useRestockDemand();
  if (!demand.data || demand.data.length === 0) return null;
  const rows = demand.data;
  return (
    <Box
      component="section"
      aria-labelledby="restock-demand"
      sx={{
        p: { xs: 2.5, md: 3 },
        mb: 4,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="restock-demand" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Wanted back
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Sold-out sizes shoppers asked to be told about; each gets one mail when you restock.
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
        {rows.slice(0, SHOWN).map((row) => (
          <li key={`${row.productId}-${row.size}`}>
            <Link component={RouterLink} to={`/admin/product/${row.productId}/edit`}>
              {row.title}
            </Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              size {row.size.toUpperCase()}: {row.waiting} waiting
            </Typography>
          </li>
        ))}
      </Box>
      {rows.length > SHOWN && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          and {rows.length - SHOWN} more.
        </Typography>
      )}
    </Box>
  );
}
