import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OrderReply } from '@shop/contracts';
import { dayMonthYear } from '../../lib/shortDates.ts';

/** The courier, tracking number and tracking link of a shipped order (nothing before it ships). */
export function ShipmentDetails({ shipment }: { shipment: OrderReply['shipment'] }) {
  if (!shipment) return null;
  const shipped = new Date(shipment.shippedAt);
  return (
    <Box component="section" aria-labelledby="order-shipment">
      <Typography id="order-shipment" variant="h6" component="h2" sx={{ mb: 1 }}>
        Shipment
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        Shipped {Number.isNaN(shipped.getTime()) ? '' : dayMonthYear(shipped)}
        {shipment.courier ? ` with ${shipment.courier}` : ''}
      </Typography>
      {shipment.trackingNumber && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Tracking number: <strong>{shipment.trackingNumber}</strong>
        </Typography>
      )}
      {shipment.trackingUrl && (
        <Button
          component="a"
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          size="small"
          endIcon={<OpenInNewIcon />}
          sx={{ mt: 1.5 }}
        >
          Track your parcel
        </Button>
      )}
    </Box>
  );
}
