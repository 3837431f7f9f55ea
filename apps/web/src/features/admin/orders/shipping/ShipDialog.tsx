import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type ShipmentInput, shipmentInput } from '@shop/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { CourierChoice, sentence } from './CourierChoice.tsx';
import { useCourierOptions } from './shippingApi.ts';

const EMPTY = { courier: '', trackingNumber: '', trackingUrl: '' };
type Fields = typeof EMPTY;

/**
 * Ship an order: the courier, tracking number and tracking link the customer will see on their order and in
 * their mail. All three may be left empty (shipped by hand); half filled is refused with the field's reason.
 */
export function ShipDialog({
  orderId,
  orderLabel,
  open,
  busy,
  onShip,
  onBook,
  bookError,
  onClose,
}: {
  orderId: string | undefined;
  orderLabel: string;
  open: boolean;
  busy: boolean;
  onShip: (shipment: ShipmentInput | undefined) => void;
  /**
   * With SHIPPING_PROVIDER=shiprocket: book the parcel through Shiprocket instead of typing its details, with
   * the courier chosen (undefined: Shiprocket's recommended one).
   */
  onBook?: ((courierId: number | undefined) => void) | undefined;
  /** Why the last booking failed, shown once in the dialog (not again in a snackbar). */
  bookError?: string | null | undefined;
  onClose: () => void;
}) {
  // The same query as CourierChoice's: "Book" waits for couriers and is off when none can take the parcel.
  const couriers = useCourierOptions(open && onBook ? orderId : undefined);
  const canBook = couriers.isSuccess && couriers.data.length > 0;
  const titleId = useId();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [courierId, setCourierId] = useState<number | undefined>();
  useEffect(() => {
    if (open) {
      setFields(EMPTY);
      setErrors({});
      setCourierId(undefined);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.courier.trim() && !fields.trackingNumber.trim() && !fields.trackingUrl.trim()) {
      onShip(undefined);
      return;
    }
    const parsed = shipmentInput.safeParse({
      courier: fields.courier,
      trackingNumber: fields.trackingNumber,
      ...(fields.trackingUrl.trim() ? { trackingUrl: fields.trackingUrl } : {}),
    });
    if (!parsed.success) {
      const next: Partial<Fields> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(next);
      return;
    }
    onShip(parsed.data);
  };

  const field = (name: keyof Fields, label: string, helper: string) => (
    <TextField
      label={label}
      name={name}
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name] ? `${label} ${errors[name]}` : helper}
      fullWidth
      margin="dense"
    />
  );

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={onBook ? 'sm' : 'xs'}
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Ship order {orderLabel}</DialogTitle>
        <DialogContent>
          {onBook && (
            <>
              <DialogContentText sx={{ mb: 1 }}>
                Shiprocket books the courier chosen here, asks for the pickup and makes the label; the
                customer gets the courier, AWB and tracking link by mail.
              </DialogContentText>
              <CourierChoice orderId={open ? orderId : undefined} value={courierId} onChange={setCourierId} />
              <Button
                variant="contained"
                onClick={() => onBook(courierId)}
                disabled={busy || !canBook}
                fullWidth
                sx={{ mb: 2, mt: 1 }}
              >
                {busy ? 'Booking…' : 'Book with Shiprocket'}
              </Button>
              {bookError && (
                <Alert severity="error" sx={{ mb: 2 }} role="alert">
                  {sentence(bookError)} Press “Book with Shiprocket” again to finish the booking, or correct
                  the order first.
                </Alert>
              )}
              <DialogContentText sx={{ mb: 1 }}>Or sent some other way:</DialogContentText>
            </>
          )}
          <DialogContentText sx={{ mb: 1 }}>
            The customer sees these on their order and in the shipping mail. Leave them empty to ship without
            tracking.
          </DialogContentText>
          {field('courier', 'Courier', 'For example Delhivery, Blue Dart or India Post')}
          {field('trackingNumber', 'Tracking number', 'Letters, digits and dashes')}
          {field('trackingUrl', 'Tracking link', 'Optional, an https:// address')}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={onBook ? 'outlined' : 'contained'} disabled={busy}>
            {busy ? 'Working…' : 'Mark shipped'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
