import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderReply } from '@shop/contracts';
import { useId, useState } from 'react';
import { ReasonField } from '../../components/ReasonField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { ExchangeSizeField } from './ExchangeSizeField.tsx';
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
  const [exchanges, setExchanges] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [toCredit, setToCredit] = useState(false);
  const [payout, setPayout] = useState<PayoutDraft>(EMPTY_PAYOUT);
  const items = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]) => ({
      itemId,
      quantity,
      ...(exchanges[itemId] ? { exchangeSize: exchanges[itemId] } : {}),
    }));
  const refunding = items.some((item) => !item.exchangeSize);
  // Cash orders need somewhere to send the money unless it goes to store credit (or nothing is refunded).
  const cash = order.paymentDetails.method === 'COD' && refunding && !toCredit;
  const payoutReady = toCredit
    ? ({ method: 'STORE_CREDIT' } as const)
    : cash
      ? payoutInput(payout)
      : undefined;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate(
            { items, reason, ...(payoutReady && refunding ? { payout: payoutReady } : {}) },
            { onSuccess: onClose },
          );
        }}
      >
        <DialogTitle id={titleId}>Return or exchange items</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            Choose what you are sending back, and for each piece a refund or another size (we hold that size
            for you now). We arrange a pickup; once the items reach us, the new size ships free and what you
            paid for the rest is refunded{cash ? ' to the UPI ID or account you give below' : ''}.
          </Typography>
          {order.orderItems.map((item) => {
            const max = Math.max(0, left.get(item._id) ?? 0);
            return (
              <Box key={item._id} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}>
                <TextField
                  select
                  size="small"
                  label={`${item.product.title} (${item.size})`}
                  value={quantities[item._id] ?? 0}
                  disabled={max === 0}
                  helperText={max === 0 ? 'Already being returned' : `Up to ${max}`}
                  onChange={(event) =>
                    setQuantities({ ...quantities, [item._id]: Number(event.target.value) })
                  }
                >
                  {Array.from({ length: max + 1 }, (_, n) => n).map((n) => (
                    <MenuItem key={`quantity-${n}`} value={n}>
                      {n === 0 ? 'Keep' : `Return ${n}`}
                    </MenuItem>
                  ))}
                </TextField>
                {(quantities[item._id] ?? 0) > 0 && (
                  <ExchangeSizeField
                    productId={item.product._id}
                    size={item.size}
                    value={exchanges[item._id] ?? ''}
                    onChange={(size) => setExchanges({ ...exchanges, [item._id]: size })}
                  />
                )}
              </Box>
            );
          })}
          <ReasonField label="Why are you returning them?" value={reason} onChange={setReason} />
          {refunding && (
            <FormControlLabel
              control={
                <Checkbox checked={toCredit} onChange={(event) => setToCredit(event.target.checked)} />
              }
              label="Refund as store credit (instant when we receive the items)"
            />
          )}
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
            {refunding ? 'Request return' : 'Request exchange'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
