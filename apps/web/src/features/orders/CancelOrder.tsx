import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { OrderReply } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';

/** "Cancel order" for a paid order not yet shipped: PUT /api/orders/{id}/cancel, refunded in full. */
export function CancelOrder({ order }: { order: OrderReply }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [toCredit, setToCredit] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () =>
      api<OrderReply>(`/api/orders/${encodeURIComponent(order._id)}/cancel`, {
        method: 'PUT',
        ...(toCredit ? { body: { payout: { method: 'STORE_CREDIT' } } } : {}),
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData(['order', order._id], reply);
      setOpen(false);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
  const paidOnline = order.paymentDetails.method === 'ONLINE' && order.paymentDetails.status === 'PAID';
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>
        Cancel order
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Cancel this order?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {paidOnline
              ? 'Everything you paid is refunded to the way you paid.'
              : 'Nothing has been charged for it.'}
            {(order.storeCredit ?? 0) + (order.giftCardPaid ?? 0) > 0 &&
              ' What store credit or a gift card paid goes back to them.'}
          </DialogContentText>
          {paidOnline && (
            <FormControlLabel
              control={
                <Checkbox checked={toCredit} onChange={(event) => setToCredit(event.target.checked)} />
              }
              label="Take the refund as store credit instead (at once)"
            />
          )}
          {cancel.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(cancel.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep order</Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            Cancel order
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
