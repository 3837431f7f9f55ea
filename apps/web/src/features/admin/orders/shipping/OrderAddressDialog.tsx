import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { type AdminOrderDetail, addressInput } from '@shop/contracts';
import { useState } from 'react';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { useNotify } from '../../../../components/Notifier.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { useChangeOrderAddress } from './shippingApi.ts';

const FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['phoneNumber', 'Phone'],
  ['streetAddress', 'Street address'],
  ['landmark', 'Landmark'],
  ['city', 'City'],
  ['pincode', 'PIN code'],
] as const;
type Field = (typeof FIELDS)[number][0];

/**
 * "Edit address" on the order page, before the order ships: the delivery address corrected (Shiprocket's copy
 * too when it is booked), the change kept in the activity log. The state stays: it is the place of supply on
 * the order's tax documents.
 */
export function OrderAddressButton({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  if (!['PENDING', 'PLACED', 'CONFIRMED'].includes(order.orderStatus)) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        Edit address
      </Button>
      {open && <OrderAddressDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

function OrderAddressDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const change = useChangeOrderAddress();
  const notify = useNotify();
  const a = order.shippingAddress;
  const [fields, setFields] = useState<Record<Field, string>>({
    firstName: a.firstName,
    lastName: a.lastName,
    phoneNumber: a.phoneNumber,
    streetAddress: a.streetAddress,
    landmark: a.landmark ?? '',
    city: a.city,
    pincode: a.pincode,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async () => {
    const parsed = addressInput.safeParse({ ...fields, state: a.state, email: a.email });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync({ orderId: order._id, address: parsed.data });
      notify({ message: 'The delivery address is changed.', severity: 'success' });
      onClose();
    } catch {
      // Shown once, in the dialog, below.
    }
  };

  return (
    <FormDialog
      title="Delivery address"
      busy={change.isPending}
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      submit={{ label: 'Save address', busyLabel: 'Saving…' }}
    >
      <DialogContentText sx={{ mb: 1 }}>
        The state stays {a.state}: it is the place of supply on this order’s tax documents. Shiprocket gets
        the new address too when the order is booked.
      </DialogContentText>
      {FIELDS.map(([name, label]) => (
        <TextField
          key={name}
          label={label}
          name={name}
          value={fields[name]}
          onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
          error={!!errors[name]}
          helperText={errors[name] ? `${label} ${errors[name]}` : ' '}
          fullWidth
          margin="dense"
        />
      ))}
      {change.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(change.error, 'The address could not be changed.')}
        </Alert>
      )}
    </FormDialog>
  );
}
