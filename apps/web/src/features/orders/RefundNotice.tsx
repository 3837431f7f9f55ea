import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { formatRupees } from '../../lib/money.ts';
import type { Order } from '../../lib/types.ts';

/** A cancelled order's refund as the payment details report it: on its way, done, or nothing was paid. */
export function RefundNotice({ order }: { order: Order }) {
  const { status, refunds } = order.paymentDetails;
  const full = refunds.find((r) => r.returnId === null);
  if (status === 'REFUNDED' && full)
    return (
      <Alert severity="success">
        <AlertTitle>Cancelled and refunded</AlertTitle>
        {formatRupees(full.amount)} has been refunded to the way you paid. Banks usually show it within 5–7
        working days.
      </Alert>
    );
  if (status === 'REFUND_PENDING' && full)
    return (
      <Alert severity="info">
        <AlertTitle>Cancelled · refund pending</AlertTitle>
        We are refunding {formatRupees(full.amount)} to the way you paid. We will mail you when it is sent.
      </Alert>
    );
  return (
    <Alert severity="warning">
      <AlertTitle>Cancelled</AlertTitle>
      This order was cancelled. Nothing was paid for it, so there is nothing to refund.
    </Alert>
  );
}
