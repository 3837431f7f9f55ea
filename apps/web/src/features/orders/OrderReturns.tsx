import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OrderReply, ReturnReply, ReturnStatus } from '@shop/contracts';
import { useState } from 'react';
import { DownloadButton } from '../../components/TaxDocumentLinks.tsx';
import { formatRupees } from '../../lib/money.ts';
import { paymentShare, walletSharesText } from '../../lib/refundShares.ts';
import { ExchangeSteps } from './ExchangeSteps.tsx';
import { ReturnForm } from './ReturnForm.tsx';
import { useOrderReturns } from './returnsApi.ts';

const STATUS_LABEL: Record<ReturnStatus, string> = {
  REQUESTED: 'Return requested',
  APPROVED: 'Return approved · pickup on its way',
  RECEIVED: 'Items received · refund next',
  REFUNDED: 'Refunded',
  REJECTED: 'Return not accepted',
};

const REFUND_LABEL = {
  PENDING: 'Refund on its way',
  PROCESSED: 'Refunded',
  FAILED: 'Refund delayed',
} as const;

/** A refunded return paid online follows its gateway refund; the other steps speak for themselves. */
const statusLabel = (ret: ReturnReply) =>
  ret.status === 'REFUNDED' && ret.refundStatus ? REFUND_LABEL[ret.refundStatus] : STATUS_LABEL[ret.status];

function payoutWords(ret: ReturnReply): string {
  if (!ret.payout) return '';
  if (ret.payout.method === 'STORE_CREDIT') return ' to your store credit';
  return ret.payout.method === 'UPI' ? ` to ${ret.payout.upiId}` : ` to account ${ret.payout.accountNumber}`;
}

/** The refund, split where credit or a gift card paid part of the order. */
function refundWords(ret: ReturnReply): string {
  const wallet = walletSharesText(ret);
  const rest = paymentShare(ret);
  if (!wallet) return `Refund ${formatRupees(ret.refundAmount)}${payoutWords(ret)}`;
  return rest > 0 ? `Refund ${formatRupees(rest)}${payoutWords(ret)}; ${wallet}` : `Refund: ${wallet}`;
}

/** Units of each line not yet in a return that is not rejected. */
export function returnable(order: OrderReply, returns: ReturnReply[]): Map<string, number> {
  const left = new Map(order.orderItems.map((item) => [item._id, item.quantity]));
  for (const ret of returns)
    if (ret.status !== 'REJECTED')
      for (const line of ret.items) left.set(line.itemId, (left.get(line.itemId) ?? 0) - line.quantity);
  return left;
}

/**
 * A delivered and paid order's returns and, while items are left to return, the "Return items" form. Cash on
 * delivery counts as paid once the courier's cash is recorded; its refund goes to a UPI ID or bank account.
 */
export function OrderReturns({ order }: { order: OrderReply }) {
  const returnableOrder = order.orderStatus === 'DELIVERED' && !!order.paymentDetails.paidAt;
  const returns = useOrderReturns(order._id, returnableOrder);
  const [open, setOpen] = useState(false);
  if (!returnableOrder) return null;
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
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          Not happy with something? You can return items within a few days of delivery.
        </Typography>
      ) : (
        list.map((ret) => (
          <Box key={ret._id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Chip size="small" label={statusLabel(ret)} sx={{ mb: 0.5 }} />
            {ret.items.map((item) => (
              <Typography key={item.itemId} variant="body2">
                {item.quantity} × {item.title} ({item.size})
                {item.exchangeSize ? ` → exchange for size ${item.exchangeSize}` : ''}
              </Typography>
            ))}
            {ret.items.some((item) => item.exchangeSize) && <ExchangeSteps ret={ret} />}
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
              }}
            >
              {ret.refundAmount > 0 ? refundWords(ret) : ''}
              {ret.rejectReason ? ` · ${ret.rejectReason}` : ''}
            </Typography>
            {ret.creditNote && (
              <Box sx={{ mt: 1 }}>
                <DownloadButton
                  path={`/api/orders/${encodeURIComponent(order._id)}/returns/${encodeURIComponent(ret._id)}/credit-note`}
                  label="Download credit note"
                  fileName={`${ret.creditNote.number.replace(/\//g, '-')}.pdf`}
                />
              </Box>
            )}
          </Box>
        ))
      )}
      {open && <ReturnForm order={order} left={left} onClose={() => setOpen(false)} />}
    </Box>
  );
}
