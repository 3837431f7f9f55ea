import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { OrderReply } from '@shop/contracts';
import { formatRupees } from '../../lib/money.ts';

/** A cancelled order's refund as the payment details report it: on its way, done, or nothing was paid. */
export function RefundNotice({ order }: { order: OrderReply }) {
  const { status, refunds } = order.paymentDetails;
  if (order.orderStatus === 'RETURNED_TO_ORIGIN') return <ReturnedNotice order={order} />;
  const full = refunds.find((r) => r.returnId === null && !r.unappliedPayment);
  const wallet = walletWords(order);
  if (status === 'REFUNDED' && full)
    return (
      <Alert severity="success">
        <AlertTitle>Cancelled and refunded</AlertTitle>
        {formatRupees(full.amount)} has been refunded to the way you paid. Banks usually show it within 5–7
        working days.{wallet && ` ${wallet}`}
      </Alert>
    );
  if (status === 'REFUND_PENDING' && full)
    return (
      <Alert severity="info">
        <AlertTitle>Cancelled · refund pending</AlertTitle>
        We are refunding {formatRupees(full.amount)} to the way you paid. We will mail you when it is sent.
        {wallet && ` ${wallet}`}
      </Alert>
    );
  if (status === 'REFUNDED' && wallet)
    return (
      <Alert severity="success">
        <AlertTitle>Cancelled and refunded to store credit</AlertTitle>
        {wallet} You can spend it on your next order.
      </Alert>
    );
  const unapplied = refunds.find((r) => r.unappliedPayment);
  if (unapplied)
    return (
      <Alert severity="info">
        <AlertTitle>Cancelled</AlertTitle>
        This order was cancelled before your online payment reached it, so{' '}
        {unapplied.status === 'PROCESSED'
          ? `${formatRupees(unapplied.amount)} has been refunded to the way you paid.`
          : `we are refunding ${formatRupees(unapplied.amount)} to the way you paid.`}
      </Alert>
    );
  return (
    <Alert severity="warning">
      <AlertTitle>Cancelled</AlertTitle>
      This order was cancelled. Nothing was paid for it, so there is nothing to refund.
    </Alert>
  );
}

/** "₹1,000 is back in your store credit and ₹500 on your gift card.", or '' when nothing went back there. */
function walletWords(order: OrderReply): string {
  const back = order.paymentDetails.walletRefund;
  if (!back) return '';
  const parts = [
    back.storeCredit > 0 && `${formatRupees(back.storeCredit)} is back in your store credit`,
    back.giftCard > 0 && `${formatRupees(back.giftCard)} is back on your gift card`,
  ].filter(Boolean);
  return parts.length ? `${parts.join(' and ')}.` : '';
}

/** A parcel that came back to the shop undelivered: refunded when it was paid online, nothing due when COD. */
function ReturnedNotice({ order }: { order: OrderReply }) {
  const { status, refunds } = order.paymentDetails;
  const full = refunds.find((r) => r.returnId === null && !r.unappliedPayment);
  const title = 'Returned to us undelivered';
  if (full && (status === 'REFUNDED' || status === 'REFUND_PENDING'))
    return (
      <Alert severity="info">
        <AlertTitle>{title}</AlertTitle>
        The courier could not deliver this parcel and brought it back.{' '}
        {status === 'REFUNDED'
          ? `${formatRupees(full.amount)} has been refunded to the way you paid.`
          : `We are refunding ${formatRupees(full.amount)} to the way you paid.`}
      </Alert>
    );
  return (
    <Alert severity="warning">
      <AlertTitle>{title}</AlertTitle>
      The courier could not deliver this parcel and brought it back. Nothing was paid for it.
    </Alert>
  );
}
