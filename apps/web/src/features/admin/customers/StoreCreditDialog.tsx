import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { formatRupees } from '../../../lib/money.ts';
import { useGrantStoreCredit } from './customersApi.ts';

/** The owner's goodwill credit for one customer: an amount (negative takes credit back) and the reason. */
export function StoreCreditDialog({
  customer,
  onClose,
}: {
  customer: { _id: string; firstName: string; lastName: string };
  onClose: () => void;
}) {
  const titleId = useId();
  const grant = useGrantStoreCredit(customer._id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const value = Number(amount);
  const ready = amount !== '' && Number.isFinite(value) && value !== 0 && reason.trim().length >= 3;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          grant.mutate({ amount: value, reason: reason.trim() });
        }}
      >
        <DialogTitle id={titleId}>
          Store credit for {customer.firstName} {customer.lastName}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Amount in rupees"
            type="number"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            helperText="A negative amount takes credit back (never below zero)."
          />
          <TextField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} />
          {grant.isError && <Alert severity="error">{errorMessage(grant.error)}</Alert>}
          {grant.data && (
            <Alert severity="success">Done: the balance is now {formatRupees(grant.data.balance)}.</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={!ready || grant.isPending || !!grant.data}>
            Give credit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
