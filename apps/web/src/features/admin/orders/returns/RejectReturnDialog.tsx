import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { type AdminReturnReply, orderNumber } from '@shop/contracts';
import { useState } from 'react';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { ReasonField } from '../../../../components/ReasonField.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { useReturnStep } from '../orderDetailApi.ts';

/** Rejects a return (before its items are received) with the reason the customer is mailed. */
export function RejectReturnDialog({ ret, onClose }: { ret: AdminReturnReply | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const step = useReturnStep();
  const close = () => {
    setReason('');
    step.reset();
    onClose();
  };
  return (
    <FormDialog
      open={ret !== null}
      title={`Reject return for order ${ret ? orderNumber(ret.orderId) : ''}`}
      busy={step.isPending}
      onClose={close}
      onSubmit={() => {
        if (ret) step.mutate({ returnId: ret._id, step: 'reject', body: { reason } }, { onSuccess: close });
      }}
      submit={{ label: 'Reject return', danger: true }}
    >
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
    </FormDialog>
  );
}
