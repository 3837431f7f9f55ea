import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderReply } from '@shop/contracts';
import { useId, useState } from 'react';
import { ReasonField } from '../../components/ReasonField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { EMPTY_PAYOUT, type PayoutDraft, PayoutFields, payoutInput } from './PayoutFields.tsx';
import { useRequestReturn } from './returnsApi.ts';

/** The "Return items" dialog: how many of each line, why, and (cash orders) where the refund goes. */
export function ReturnForm({
  order,
  left,
  onClose,
}: {
  order: OrderReply;
  left: Map<string, number>;
  onClose: () => void;
}) {
  const titleId = useId();
  const request = useRequestReturn(order._id);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const cash = order.paymentDetails.method === 'COD';
  const [payout, setPayout] = useState<PayoutDraft>(EMPTY_PAYOUT);
  const payoutReady = cash ? payoutInput(payout) : undefined;
  const items = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]) => ({ itemId, quantity }));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate(
            { items, reason, ...(payoutReady ? { payout: payoutReady } : {}) },
            { onSuccess: onClose },
          );
        }}
      >
        <DialogTitle id={titleId}>Return items</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Choose what you are sending back. We arrange a pickup, and once the items reach us, what you paid
            for them is refunded{cash ? ' to the UPI ID or account you give below' : ' to the way you paid'}.
          </Typography>
          {order.orderItems.map((item) => {
            const max = Math.max(0, left.get(item._id) ?? 0);
            return (
              <TextField
                key={item._id}
                select
                size="small"
                label={`${item.product.title} (${item.size})`}
                value={quantities[item._id] ?? 0}
                disabled={max === 0}
                helperText={max === 0 ? 'Already being returned' : `Up to ${max}`}
                onChange={(event) => setQuantities({ ...quantities, [item._id]: Number(event.target.value) })}
              >
                {Array.from({ length: max + 1 }, (_, n) => n).map((n) => (
                  <MenuItem key={`quantity-${n}`} value={n}>
                    {n === 0 ? 'Keep' : `Return ${n}`}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
          <ReasonField label="Why are you returning them?" value={reason} onChange={setReason} />
          {cash && <PayoutFields draft={payout} onChange={setPayout} />}
          {request.isError && <Alert severity="error">{errorMessage(request.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={items.length === 0 || request.isPending || (cash && !payoutReady)}
          >
            Request return
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
