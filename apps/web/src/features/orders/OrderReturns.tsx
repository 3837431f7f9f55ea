import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReturnReply, ReturnStatus } from '@shop/contracts';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { formatRupees } from '../../lib/money.ts';
import type { Order } from '../../lib/types.ts';
import { useOrderReturns, useRequestReturn } from './returnsApi.ts';

const STATUS_LABEL: Record<ReturnStatus, string> = {
  REQUESTED: 'Return requested',
  APPROVED: 'Return approved',
  REJECTED: 'Return not accepted',
};

const REFUND_LABEL = {
  PENDING: 'refund on its way',
  PROCESSED: 'refunded',
  FAILED: 'refund delayed',
} as const;

/** Units of each line not yet in a return that is requested or approved. */
function returnable(order: Order, returns: ReturnReply[]): Map<string, number> {
  const left = new Map(order.orderItems.map((item) => [item._id, item.quantity]));
  for (const ret of returns)
    if (ret.status !== 'REJECTED')
      for (const line of ret.items) left.set(line.itemId, (left.get(line.itemId) ?? 0) - line.quantity);
  return left;
}

function ReturnForm({
  order,
  left,
  onClose,
}: {
  order: Order;
  left: Map<string, number>;
  onClose: () => void;
}) {
  const titleId = useId();
  const request = useRequestReturn(order._id);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const items = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]) => ({ itemId, quantity }));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate({ items, reason }, { onSuccess: onClose });
        }}
      >
        <DialogTitle id={titleId}>Return items</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Choose what you are sending back. Once we approve the return, what you paid for those items is
            refunded to the way you paid.
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
          <TextField
            label="Why are you returning them?"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 500, minLength: 3 } }}
          />
          {request.isError && <Alert severity="error">{errorMessage(request.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={items.length === 0 || request.isPending}>
            Request return
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A delivered order's returns and, while items are left to return, the "Return items" form. */
export function OrderReturns({ order }: { order: Order }) {
  const delivered = order.orderStatus === 'DELIVERED';
  const returns = useOrderReturns(order._id, delivered && order.paymentDetails.method === 'ONLINE');
  const [open, setOpen] = useState(false);
  if (!delivered || order.paymentDetails.method !== 'ONLINE') return null;
  const list = returns.data ?? [];
  const left = returnable(order, list);
  const anyLeft = [...left.values()].some((n) => n > 0);
  return (
    <Box component="section" aria-labelledby="order-returns" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="order-returns" variant="h6" component="h2">
          Returns
        </Typography>
        {anyLeft && (
          <Button variant="outlined" onClick={() => setOpen(true)}>
            Return items
          </Button>
        )}
      </Box>
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Not happy with something? You can return items within a few days of delivery.
        </Typography>
      ) : (
        list.map((ret) => (
          <Box key={ret._id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Chip
              size="small"
              label={
                ret.refundStatus
                  ? `${STATUS_LABEL[ret.status]} · ${REFUND_LABEL[ret.refundStatus]}`
                  : STATUS_LABEL[ret.status]
              }
              sx={{ mb: 0.5 }}
            />
            {ret.items.map((item) => (
              <Typography key={item.itemId} variant="body2">
                {item.quantity} × {item.title} ({item.size})
              </Typography>
            ))}
            <Typography variant="body2" color="text.secondary">
              Refund {formatRupees(ret.refundAmount)}
              {ret.rejectReason ? ` · ${ret.rejectReason}` : ''}
            </Typography>
          </Box>
        ))
      )}
      {open && <ReturnForm order={order} left={left} onClose={() => setOpen(false)} />}
    </Box>
  );
}
