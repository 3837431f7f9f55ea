import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OrderReply } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { cardSx } from '../../components/Panel.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';
import { RetryAlert } from '../../components/RetryAlert.tsx';
import { SignInPrompt } from '../../components/SignInPrompt.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { formatRupees } from '../../lib/money.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useAuth } from '../auth/index.ts';
import { LinkGuestOrders } from './LinkGuestOrders.tsx';
import { useMyOrders } from './ordersApi.ts';

/** What the list says of an order: a delivered one that went back says how far its return went. */
const RETURN_WORDS: Record<NonNullable<OrderReply['returnStatus']>, string> = {
  REQUESTED: 'RETURN_REQUESTED',
  APPROVED: 'RETURN_APPROVED',
  RECEIVED: 'RETURNED',
  REFUNDED: 'REFUNDED',
};
const shownStatus = (order: OrderReply) =>
  order.orderStatus === 'DELIVERED' && order.returnStatus
    ? RETURN_WORDS[order.returnStatus]
    : order.orderStatus;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function OrdersList() {
  const orders = useMyOrders();
  if (orders.isPending)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
      </Box>
    );
  if (orders.isError) return <RetryAlert query={orders} fallback="Your orders could not be loaded." />;
  if (orders.data.length === 0)
    return (
      <Box
        sx={{
          textAlign: 'center',
          py: 8,
          ...cardSx,
        }}
      >
        <Typography variant="h5" component="p" gutterBottom>
          No orders yet
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
            mb: 3,
          }}
        >
          When you place an order, it appears here with its delivery progress.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Start shopping
        </Button>
      </Box>
    );

  return (
    <Box
      component="ul"
      aria-label="Your orders"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      {orders.data.map((order) => {
        const first = order.orderItems[0];
        const more = order.orderItems.length - 1;
        const date = new Date(order.orderDate ?? order.createdAt);
        return (
          <li key={order._id}>
            <Box
              component={RouterLink}
              to={`/account/order/${order._id}`}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                p: 2,
                ...cardSx,
                color: 'inherit',
                textDecoration: 'none',
                '&:hover': { borderColor: 'secondary.main' },
              }}
            >
              <Box sx={{ width: { xs: 72, sm: 88 }, flexShrink: 0 }}>
                <ProductImage
                  src={first?.product.Image ?? ''}
                  alt={first?.product.title ?? 'Order'}
                  sizes="88px"
                  sx={{ borderRadius: 1.5 }}
                />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {first?.product.title ?? 'Order'}
                  {more > 0 ? ` and ${more} more` : ''}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {Number.isNaN(date.getTime()) ? '' : `Ordered ${dateFormat.format(date)} · `}
                  {order.totalItem} item{order.totalItem === 1 ? '' : 's'} ·{' '}
                  {formatRupees(order.totalPayable)}
                </Typography>
                <Box sx={{ mt: 1 }}>
                  <StatusChip status={shownStatus(order)} />
                </Box>
              </Box>
              <ChevronRightIcon aria-hidden="true" sx={{ color: 'text.secondary' }} />
            </Box>
          </li>
        );
      })}
    </Box>
  );
}

/** `/account/order`: the signed-in user's real orders, newest first. */
export default function MyOrdersPage() {
  const { user, isLoading } = useAuth();
  usePageTitle('My Orders');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading>My Orders</PageHeading>
      {isLoading ? (
        <Skeleton variant="rounded" height={112} />
      ) : user ? (
        <>
          <OrdersList />
          <LinkGuestOrders />
        </>
      ) : (
        <SignInPrompt what="your orders" />
      )}
    </Container>
  );
}
