import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOrderTracking } from './trackingApi.ts';

/**
 * The courier's scans of a shipped order, newest first ("Out for delivery · Bengaluru"); nothing until the
 * courier has scanned the parcel, or when the shop ships by hand.
 */
export function TrackingScans({ orderId, shipped }: { orderId: string; shipped: boolean }) {
  const { data } = useOrderTracking(orderId, shipped);
  const scans = data?.scans ?? [];
  if (!scans.length) return null;
  return (
    <Box component="section" aria-labelledby="order-scans">
      <Typography id="order-scans" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Where your parcel has been
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {[...scans].reverse().map((scan) => (
          <Box component="li" key={`${scan.date}-${scan.status}`}>
            <Typography variant="body2">
              <strong>{scan.status || scan.activity}</strong>
              {scan.location ? ` · ${scan.location}` : ''}
            </Typography>
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
              }}
            >
              {scan.date}
              {scan.activity && scan.activity !== scan.status ? ` · ${scan.activity}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
