import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { orderNumber } from '@shop/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { OrderPrices, OrderSummary } from '../../components/OrderSummary.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Panel } from '../../components/Panel.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { TaxDocumentLinks } from '../../components/TaxDocumentLinks.tsx';
import { WriteReview } from '../../components/WriteReview.tsx';
import { isApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useAuth } from '../auth/index.ts';
import { CancelOrder } from './CancelOrder.tsx';
import { OrderReturns } from './OrderReturns.tsx';
import { OrderStatusPanel } from './OrderStatusPanel.tsx';
import { useOrder } from './ordersApi.ts';
import { orderTotalLabel } from './orderTotalLabel.ts';
import { TrackingScans } from './TrackingScans.tsx';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
function OrderDetail({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  if (order.isError)
    return isApiError(order.error, 'NOT_FOUND') || isApiError(order.error, 'INVALID_INPUT') ? (
      <Alert severity="warning">We could not find this order in your account.</Alert>
    ) : (
      <RetryAlert
        error={order.error}
        fallback="This order could not be loaded."
        onRetry={() => order.refetch()}
      />
    );
  if (!order.data) return <Skeleton variant="rounded" height={320} />;
  const data = order.data;
  const placed = new Date(data.orderDate ?? data.createdAt);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip status={data.orderStatus} />
        <Typography variant="body2" color="text.secondary">
          {Number.isNaN(placed.getTime()) ? '' : `Ordered ${dateFormat.format(placed)} · `}Order{' '}
          {orderNumber(data._id)}
        </Typography>
      </Box>
      <OrderStatusPanel order={data} payColor="inherit">
        <TrackingScans orderId={data._id} shipped={data.shipment !== null && data.shipment !== undefined} />
        {data.orderStatus === 'PLACED' || data.orderStatus === 'CONFIRMED' ? (
          <CancelOrder order={data} />
        ) : null}
      </OrderStatusPanel>
      <OrderSummary
        order={data}
        itemActions={(item) =>
          data.orderStatus === 'DELIVERED' ? (
            <WriteReview productId={item.product._id} title={item.product.title} />
          ) : undefined
        }
        itemsFooter={data.orderStatus === 'DELIVERED' ? <OrderReturns order={data} /> : null}
        aside={
          <>
            <OrderPrices order={data} totalLabel={orderTotalLabel(data)} />
            {data.invoice ? (
              <Panel title="Tax invoice">
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, mt: -1 }}>
                  Invoice {data.invoice.number}
                  {data.creditNote ? ` · Credit note ${data.creditNote.number}` : ''}
                </Typography>
                <TaxDocumentLinks orderId={data._id} invoice={data.invoice} creditNote={data.creditNote} />
              </Panel>
            ) : null}
          </>
        }
      />
    </Box>
  );
}

/** `/account/order/{id}`: the order with its delivery progress driven by the real status. */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { user, isLoading } = useAuth();
  usePageTitle('Order');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1, fontSize: 13 }}>
        <Link component={RouterLink} to="/account/order" color="inherit">
          My Orders
        </Link>
        <span aria-current="page">Order details</span>
      </Breadcrumbs>
      <PageHeading>Order details</PageHeading>
      {isLoading ? (
        <Skeleton variant="rounded" height={320} />
      ) : user ? (
        <OrderDetail orderId={orderId} />
      ) : (
        <SignInPrompt what="this order" />
      )}
    </Container>
  );
}
