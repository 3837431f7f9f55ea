import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { orderNumber } from '@shop/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { isApiError } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useAuth } from '../auth/index.ts';
import { OrderView } from './OrderView.tsx';
import { useOrder } from './ordersApi.ts';
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
      <RetryAlert query={order} fallback="This order could not be loaded." />
    );
  if (!order.data) return <Skeleton variant="rounded" height={320} />;
  const data = order.data;
  const placed = new Date(data.orderDate ?? data.createdAt);

  return (
    <OrderView
      order={data}
      statusLine={`${Number.isNaN(placed.getTime()) ? '' : `Ordered ${dateFormat.format(placed)} · `}Order ${orderNumber(data._id)}`}
      payColor="inherit"
      tracking={
        <TrackingScans orderId={data._id} shipped={data.shipment !== null && data.shipment !== undefined} />
      }
    />
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
