import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
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
  const grant = useGrantStoreCredit(customer._id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const value = Number(amount);
  const ready = amount !== '' && Number.isFinite(value) && value !== 0 && reason.trim().length >= 3;
  return (
    <FormDialog
      title={`Store credit for ${customer.firstName} ${customer.lastName}`}
      width="xs"
      busy={grant.isPending}
      onClose={onClose}
      onSubmit={() => grant.mutate({ amount: value, reason: reason.trim() })}
      cancelLabel="Close"
      submit={{ label: 'Give credit', disabled: !ready || !!grant.data }}
      contentSx={{ display: 'grid', gap: 2, pt: '8px !important' }}
    >
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
    </FormDialog>
  );
}
