import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ShippingScan } from '@shop/contracts';

/** The courier's scans of the parcel, newest first, as Shiprocket reports them. */
export function ShiprocketScans({ scans }: { scans: ShippingScan[] }) {
  if (!scans.length) return <Typography variant="body2">No scans yet.</Typography>;
  return (
    <Box component="ol" aria-label="Courier scans" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {[...scans].reverse().map((s) => (
        <li key={`${s.date}-${s.status}-${s.activity}`}>
          <Typography variant="body2">
            <strong>{s.status || 'Scan'}</strong> · {s.date}
            {s.location ? ` · ${s.location}` : ''}
          </Typography>
          {s.activity && (
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
              }}
            >
              {s.activity}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}
