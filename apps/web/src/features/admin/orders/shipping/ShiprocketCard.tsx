import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetail, ShiprocketBookingReply } from '@shop/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { useNotify } from '../../../../components/Notifier.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { Card } from '../OrderDetailCards.tsx';
import { CourierChoice } from './CourierChoice.tsx';
import { FailedDeliveryPanel } from './FailedDeliveryPanel.tsx';
import { ParcelForm } from './ParcelForm.tsx';
import { ShiprocketScans } from './ShiprocketScans.tsx';
import {
  useBookShiprocket,
  useCancelShiprocket,
  useManifest,
  useOrderParcel,
  useShippingProvider,
  useShiprocketBooking,
} from './shippingApi.ts';

const TO_SHIP = new Set(['PLACED', 'CONFIRMED']);
/** Statuses of a parcel the courier holds: the booking cannot be cancelled any more. */
const WITH_COURIER = new Set([6, 7, 9, 10, 17, 18, 21, 38, 42]);

/**
 * The order's shipping desk with Shiprocket (SHIPPING_PROVIDER=shiprocket): the parcel's weight and box before
 * booking; then the AWB, courier, pickup date and Shiprocket's latest status (RTO INITIATED included), the label
 * and manifest, the courier's scans, a failed delivery to answer, and a booking that stopped half way with
 * Shiprocket's reason, to complete or cancel (asked first).
 */
export function ShiprocketCard({ order }: { order: AdminOrderDetail }) {
  const provider = useShippingProvider();
  const on = provider.data?.provider === 'shiprocket';
  const booking = useShiprocketBooking(order._id, on);
  const toShip = TO_SHIP.has(order.orderStatus);
  const data = booking.data;
  const parcel = useOrderParcel(
    order._id,
    on && toShip && (!data || data.shipmentId === null || data.cancelled),
  );
  if (!on || booking.isPending) return null;
  if (!data && !toShip) return null;
  return (
    <Card title="Shiprocket" id="order-shiprocket">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {data && <BookingState order={order} data={data} />}
        {parcel.data && (
          <ParcelForm orderId={order._id} parcel={parcel.data.parcel} given={parcel.data.given} />
        )}
        {!data && <Typography variant="body2">Not booked yet: “Ship” books it with Shiprocket.</Typography>}
      </Box>
    </Card>
  );
}

function BookingState({ order, data }: { order: AdminOrderDetail; data: ShiprocketBookingReply }) {
  const book = useBookShiprocket();
  const cancel = useCancelShiprocket();
  const manifest = useManifest();
  const notify = useNotify();
  const [courierId, setCourierId] = useState<number | undefined>();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toShip = TO_SHIP.has(order.orderStatus);
  const live = !data.cancelled && data.shipmentId !== null;
  const cancellable =
    live &&
    !WITH_COURIER.has(data.statusId ?? -1) &&
    ['PLACED', 'CONFIRMED', 'SHIPPED', 'CANCELLED'].includes(order.orderStatus);

  const run = async (work: () => Promise<string>, fallback: string) => {
    setProblem(null);
    try {
      notify({ message: await work(), severity: 'success' });
    } catch (error) {
      setProblem(errorMessage(error, fallback));
    }
  };
  const finish = () =>
    run(async () => {
      await book.mutateAsync({ orderId: order._id, courierId });
      return 'The booking is complete and the order is shipped.';
    }, 'Shiprocket could not finish the booking.');
  const cancelBooking = () =>
    run(async () => {
      setAsking(false);
      return (await cancel.mutateAsync(order._id)).message;
    }, 'Shiprocket could not cancel the booking.');
  const makeManifest = () =>
    run(async () => {
      const made = await manifest.mutateAsync(order._id);
      window.open(made.manifestUrl, '_blank', 'noopener');
      return 'The manifest is ready.';
    }, 'Shiprocket could not make the manifest.');
  const busy = book.isPending || cancel.isPending || manifest.isPending;

  return (
    <>
      {data.attention && <Alert severity="error">{data.attention}</Alert>}
      {data.cancelled && (
        <Alert severity="info">
          This booking is cancelled at Shiprocket.{toShip ? ' “Ship” books the order afresh.' : ''}
        </Alert>
      )}
      {data.lastError && toShip && !data.cancelled && !problem && (
        <Alert severity="warning">{data.lastError}</Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {data.awb ? `AWB ${data.awb} with ${data.courier ?? 'the courier'}` : 'No AWB yet'}
          {data.pickupScheduledDate
            ? ` · pickup ${data.pickupScheduledDate}`
            : data.pickupRequested
              ? ' · pickup requested'
              : ''}
        </Typography>
        {data.statusLabel && (
          <Chip
            size="small"
            label={data.statusLabel}
            aria-label={`Shiprocket status: ${data.statusLabel}`}
            color={data.statusId === 9 || data.statusId === 21 ? 'warning' : 'default'}
          />
        )}
      </Box>
      {toShip && !data.awb && !data.cancelled && (
        <CourierChoice orderId={order._id} value={courierId} onChange={setCourierId} />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {data.labelUrl && live && (
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
        {live && data.pickupRequested && (
          <Button variant="outlined" size="small" onClick={() => void makeManifest()} disabled={busy}>
            {data.manifestUrl ? 'Manifest' : 'Make manifest'}
          </Button>
        )}
        {toShip && !data.cancelled && (
          <Button variant="contained" size="small" onClick={() => void finish()} disabled={busy}>
            {book.isPending ? 'Booking…' : 'Complete booking'}
          </Button>
        )}
        {cancellable && (
          <Button size="small" color="error" onClick={() => setAsking(true)} disabled={busy}>
            Cancel booking
          </Button>
        )}
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {data.statusId === 21 && live && <FailedDeliveryPanel orderId={order._id} />}
      {data.scans.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            Courier scans
          </Typography>
          <ShiprocketScans scans={data.scans} />
        </Box>
      )}
      <ConfirmDialog
        open={asking}
        title="Cancel the Shiprocket booking?"
        confirmLabel="Cancel booking"
        busy={cancel.isPending}
        onConfirm={() => void cancelBooking()}
        onClose={() => setAsking(false)}
      >
        Shiprocket cancels the courier’s pickup of this parcel
        {order.orderStatus === 'SHIPPED' ? ' and the order goes back to Confirmed' : ''}. Booking again makes
        a new AWB.
      </ConfirmDialog>
    </>
  );
}
