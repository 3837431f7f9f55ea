import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type AdminOrderDetail, formatRupees, orderNumber } from '@shop/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { paymentShare, walletSharesText } from '../../../lib/refundShares.ts';
import { formatDateTime, isReplacedCheckout } from '../shared/adminFormat.ts';
import { PageHeader } from '../shared/PageHeader.tsx';
import { LoadError } from '../shared/TableStates.tsx';
import { Card, DocumentsCard, ItemsCard, PaymentCard, ShipToCard } from './OrderDetailCards.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { useAdminOrderDetail } from './orderDetailApi.ts';
import { ReturnActions } from './returns/ReturnActions.tsx';
import { payoutText, RETURN_LOOK } from './returns/returnLook.ts';
import { StatusMenu } from './StatusMenu.tsx';
import { ShiprocketCard } from './shipping/ShiprocketCard.tsx';
import { useOrderActions } from './useOrderActions.tsx';

function ReturnsCard({ order }: { order: AdminOrderDetail }) {
  if (order.returns.length === 0) return null;
  return (
    <Card title="Returns" id="order-returns">
      <Box sx={{ display: 'grid', gap: 2 }}>
        {order.returns.map((ret) => (
          <Box
            key={ret._id}
            data-return-id={ret._id}
            sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, display: 'grid', gap: 0.75 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                label={RETURN_LOOK[ret.status].label}
                sx={{ bgcolor: RETURN_LOOK[ret.status].bg, color: RETURN_LOOK[ret.status].fg }}
              />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatRupees(ret.refundAmount)}
              </Typography>
              {walletSharesText(ret) && (
                <Typography
                  variant="caption"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {formatRupees(paymentShare(ret))} to pay; {walletSharesText(ret)}
                </Typography>
              )}
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                }}
              >
                asked {formatDateTime(ret.createdAt)}
              </Typography>
            </Box>
            {ret.items.map((item) => (
              <Typography key={item.itemId} variant="body2">
                {item.quantity} × {item.title} ({item.size.toUpperCase()})
              </Typography>
            ))}
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
              }}
            >
              “{ret.reason}”
            </Typography>
            {payoutText(ret) && <Typography variant="body2">Refund to {payoutText(ret)}</Typography>}
            <ReturnActions ret={ret} />
          </Box>
        ))}
      </Box>
    </Card>
  );
}

/** The moves the order allows now, each asking first where money moves. */
function OrderActionsBar({
  order,
  actions,
}: {
  order: AdminOrderDetail;
  actions: ReturnType<typeof useOrderActions>;
}) {
  const cashDue = order.paymentDetails.method === 'COD' && order.paymentDetails.status === 'DUE';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <StatusMenu order={order} busy={actions.busyId === order._id} onMove={actions.onMove} />
      {cashDue && order.orderStatus === 'DELIVERED' && (
        <Button
          size="small"
          variant="outlined"
          disabled={actions.busyId === order._id}
          onClick={() => actions.onCollect(order)}
        >
          Mark cash collected
        </Button>
      )}
    </Box>
  );
}

function Loaded({ order }: { order: AdminOrderDetail }) {
  const actions = useOrderActions();
  const replaced = isReplacedCheckout(order);
  return (
    <>
      <PageHeader
        title={`Order ${orderNumber(order._id)}`}
        subtitle={
          <Box
            component="span"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <StatusChip status={replaced ? 'REPLACED' : order.orderStatus} />
            <span>
              {formatDateTime(order.orderDate ?? order.createdAt)} · {order.user.firstName}{' '}
              {order.user.lastName}
            </span>
          </Box>
        }
        actions={<OrderActionsBar order={order} actions={actions} />}
      />
      {replaced && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The customer went through checkout again before paying, so this unpaid order was replaced by the new
          one. It is not counted as a cancellation.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <ShipToCard order={order} />
          <ShiprocketCard order={order} />
          <ItemsCard order={order} />
          <ReturnsCard order={order} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <PaymentCard order={order} />
          <DocumentsCard order={order} />
          <Card title="Timeline" id="order-timeline">
            <OrderTimeline entries={order.timeline} />
          </Card>
        </Box>
      </Box>
      {actions.dialogs}
    </>
  );
}

/** /admin/orders/:orderId: where to ship, what to pack, how it was paid, its documents, returns and history. */
export function AdminOrderDetailPage() {
  const { orderId } = useParams();
  const detail = useAdminOrderDetail(orderId);
  return (
    <>
      <Button
        component={RouterLink}
        to="/admin/orders"
        size="small"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        All orders
      </Button>
      {detail.isError ? (
        <LoadError query={detail} what="The order" />
      ) : detail.data ? (
        <Loaded order={detail.data} />
      ) : (
        <Box aria-busy="true" aria-label="Loading the order">
          <Skeleton variant="text" width={260} height={56} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      )}
    </>
  );
}
