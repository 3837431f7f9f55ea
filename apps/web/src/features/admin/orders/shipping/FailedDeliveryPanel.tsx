import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { useNotify } from '../../../../components/Notifier.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { useAnswerFailedDelivery, useFailedDelivery } from './shippingApi.ts';

/**
 * A failed delivery (Shiprocket's NDR): the courier's reason and attempts, and the owner's answer through
 * Shiprocket, deliver again (with a note for the courier) or return the parcel (RTO, asked first: no undo).
 */
export function FailedDeliveryPanel({ orderId }: { orderId: string }) {
  const ndr = useFailedDelivery(orderId, true);
  const answer = useAnswerFailedDelivery();
  const notify = useNotify();
  const [comments, setComments] = useState('');
  const [confirmReturn, setConfirmReturn] = useState(false);

  const send = async (action: 're-attempt' | 'return') => {
    try {
      const done = await answer.mutateAsync({
        orderId,
        action,
        comments: comments.trim() || (action === 'return' ? 'Return to the shop' : 'Please deliver again'),
      });
      await ndr.refetch();
      setComments('');
      notify({ message: done.message, severity: 'success' });
    } catch {
      // Shown once, below.
    } finally {
      setConfirmReturn(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }} aria-label="Failed delivery">
      <Alert severity="warning">
        <strong>Delivery failed.</strong>{' '}
        {ndr.data
          ? `${ndr.data.reason} (attempt ${ndr.data.attempts}${ndr.data.raisedAt ? `, ${ndr.data.raisedAt}` : ''}).`
          : ndr.isPending
            ? 'Asking Shiprocket for the reason…'
            : 'Shiprocket gives no reason yet.'}
      </Alert>
      <TextField
        label="Note for the courier"
        value={comments}
        onChange={(event) => setComments(event.target.value)}
        placeholder="For example: call before 6 pm, landmark near the temple"
        size="small"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          disabled={answer.isPending}
          onClick={() => void send('re-attempt')}
        >
          Deliver again
        </Button>
        <Button color="error" size="small" disabled={answer.isPending} onClick={() => setConfirmReturn(true)}>
          Return to me
        </Button>
      </Box>
      {answer.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(answer.error, 'Shiprocket did not take the answer.')}
        </Alert>
      )}
      <Typography
        variant="caption"
        sx={{
          color: 'text.secondary',
        }}
      >
        Shiprocket passes the answer to the courier; the next scans show what happened.
      </Typography>
      <ConfirmDialog
        open={confirmReturn}
        title="Return the parcel to you?"
        confirmLabel="Return to me"
        busy={answer.isPending}
        onConfirm={() => void send('return')}
        onClose={() => setConfirmReturn(false)}
      >
        The courier stops trying and brings the parcel back (RTO). Shiprocket cannot undo this.
      </ConfirmDialog>
    </Box>
  );
}
