import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetail } from '@shop/contracts';
import { useState } from 'react';
import { useNotify } from '../../../components/Notifier.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import {
  useBookShiprocket,
  useCancelShiprocket,
  useShippingProvider,
  useShiprocketBooking,
} from '../shippingApi.ts';
import { CourierChoice } from './CourierChoice.tsx';
import { Card } from './OrderDetailCards.tsx';

/**
 * The order's Shiprocket booking (SHIPPING_PROVIDER=shiprocket): the AWB and courier, the label to print, and a
 * booking that stopped half way with Shiprocket's reason, to complete (with another courier when the AWB is
 * what failed) or cancel. Nothing without a booking.
 */
export function ShiprocketCard({ order }: { order: AdminOrderDetail }) {
  const provider = useShippingProvider();
  const on = provider.data?.provider === 'shiprocket';
  const booking = useShiprocketBooking(order._id, on);
  const book = useBookShiprocket();
  const cancel = useCancelShiprocket();
  const notify = useNotify();
  const [courierId, setCourierId] = useState<number | undefined>();
  const data = booking.data;
  if (!on || !data) return null;
  const unfinished = order.orderStatus === 'CONFIRMED' || order.orderStatus === 'PLACED';
  const finish = async () => {
    try {
      await book.mutateAsync({ orderId: order._id, courierId });
      await booking.refetch();
      notify({ message: 'The booking is complete and the order is shipped.', severity: 'success' });
    } catch (error) {
      await booking.refetch();
      notify({ message: errorMessage(error, 'Shiprocket could not finish the booking.'), severity: 'error' });
    }
  };
  const cancelBooking = async () => {
    try {
      const done = await cancel.mutateAsync(order._id);
      await booking.refetch();
      notify({ message: done.message, severity: 'success' });
    } catch (error) {
      notify({ message: errorMessage(error, 'Shiprocket could not cancel the booking.'), severity: 'error' });
    }
  };
  const busy = book.isPending || cancel.isPending;
  return (
    <Card title="Shiprocket" id="order-shiprocket">
      <Box sx={{ display: 'grid', gap: 1 }}>
        {data.lastError && unfinished && <Alert severity="warning">{data.lastError}</Alert>}
        <Typography variant="body2">
          {data.awb ? `AWB ${data.awb} with ${data.courier ?? 'the courier'}` : 'No AWB yet'}
          {data.pickupRequested ? ' · pickup requested' : ''}
        </Typography>
        {unfinished && !data.awb && (
          <CourierChoice orderId={order._id} value={courierId} onChange={setCourierId} />
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {data.labelUrl && (
            <Button
              component="a"
              href={data.labelUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="small"
            >
              Print label
            </Button>
          )}
          {unfinished && (
            <Button variant="contained" size="small" onClick={() => void finish()} disabled={busy}>
              {book.isPending ? 'Booking…' : 'Complete booking'}
            </Button>
          )}
          {unfinished && data.shipmentId !== null && (
            <Button size="small" color="error" onClick={() => void cancelBooking()} disabled={busy}>
              Cancel booking
            </Button>
          )}
        </Box>
      </Box>
    </Card>
  );
}
