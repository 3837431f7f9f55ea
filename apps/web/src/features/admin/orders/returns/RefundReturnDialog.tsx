import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminReturnReply, formatRupees, orderNumber } from '@shop/contracts';
import { useState } from 'react';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { paymentShare, walletSharesText } from '../../../../lib/refundShares.ts';
import { useReturnStep } from '../orderDetailApi.ts';
import { payoutText } from './returnLook.ts';

/**
 * Asks before refunding a received return: the amount, where it goes, and that a credit note is issued. An
 * online order's refund goes through the gateway; a cash order's is paid by the owner to the customer's UPI
 * ID or account first, and the transfer's reference is given here.
 */
export function RefundReturnDialog({ ret, onClose }: { ret: AdminReturnReply | null; onClose: () => void }) {
  const [reference, setReference] = useState('');
  const step = useReturnStep();
  const payout = ret ? payoutText(ret) : null;
  const close = () => {
    setReference('');
    step.reset();
    onClose();
  };
  return (
    <FormDialog
      open={ret !== null}
      title={`Refund ${ret ? formatRupees(ret.refundAmount) : ''} for order ${ret ? orderNumber(ret.orderId) : ''}?`}
      busy={step.isPending}
      onClose={close}
      onSubmit={() => {
        if (!ret) return;
        const body = payout ? { payoutReference: reference } : undefined;
        step.mutate({ returnId: ret._id, step: 'refund', body }, { onSuccess: close });
      }}
      focusCancel
      submit={{ label: payout ? 'Mark refund paid' : 'Refund now', busyLabel: 'Working…', danger: true }}
      contentSx={{ display: 'grid', gap: 2 }}
    >
      {payout ? (
        <>
          <Typography variant="body2">
            Pay the customer <strong>{ret ? formatRupees(paymentShare(ret)) : ''}</strong> first, then record
            the transfer here. Pay to: <strong>{payout}</strong>
          </Typography>
          <TextField
            label="Transfer reference (UTR)"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 64, minLength: 4 } }}
          />
        </>
      ) : (
        <Typography variant="body2">
          The amount goes back to the customer’s online payment through the gateway. This cannot be undone.
        </Typography>
      )}
      {ret && walletSharesText(ret) && (
        <Typography variant="body2">
          Paid with credit or a gift card, so it goes back to them at once: {walletSharesText(ret)}.
        </Typography>
      )}
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        A GST credit note is issued for the returned items, and the customer is mailed.
      </Typography>
      {step.isError && <Alert severity="error">{errorMessage(step.error)}</Alert>}
    </FormDialog>
  );
}
