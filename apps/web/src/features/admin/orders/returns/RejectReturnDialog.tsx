import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type AdminReturnReply, orderNumber } from '@shop/contracts';
import { useId, useState } from 'react';
import { ReasonField } from '../../../../components/ReasonField.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { useReturnStep } from '../orderDetailApi.ts';

/** Rejects a return (before its items are received) with the reason the customer is mailed. */
export function RejectReturnDialog({ ret, onClose }: { ret: AdminReturnReply | null; onClose: () => void }) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const step = useReturnStep();
  const close = () => {
    setReason('');
    step.reset();
    onClose();
  };
  return (
    <Dialog open={ret !== null} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ret) step.mutate({ returnId: ret._id, step: 'reject', body: { reason } }, { onSuccess: close });
        }}
      >
        <DialogTitle id={titleId}>Reject return for order {ret ? orderNumber(ret.orderId) : ''}</DialogTitle>
        <DialogContent>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mb: 2,
            }}
          >
            The customer is sent this reason by mail.
          </Typography>
          <ReasonField label="Reason" value={reason} onChange={setReason} fullWidth />
          {step.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(step.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={step.isPending}>
            Reject return
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
