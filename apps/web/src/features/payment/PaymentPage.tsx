import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { OrderReply, PaymentResultReply } from '@shop/contracts';
import { orderNumber } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { LinkAlert } from '../../components/LinkAlert.tsx';
import { OrderProgress } from '../../components/OrderProgress.tsx';
import { OrderPrices, OrderSummary, PlacedOrderActions } from '../../components/OrderSummary.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { panelSx } from '../../components/Panel.tsx';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { guestOrderPath, guestOrderToken, orderTokenHeaders } from '../../lib/guestOrderTokens.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { PayButton, progressStep, useOrder } from '../orders/index.ts';

/** How long a paid return keeps asking the server before it offers to pay again. */
const CONFIRM_FOR_MS = 60_000;

function RetryPayment({ orderId, label = 'Try the payment again' }: { orderId: string; label?: string }) {
  return <PayButton orderId={orderId} label={label} variant="contained" />;
}

function OrderPlaced({ order }: { order: OrderReply }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Alert severity="success" variant="filled" sx={{ fontSize: 16 }}>
        <AlertTitle sx={{ fontSize: 20 }}>Payment Success</AlertTitle>
        Congratulations, your order has been placed. We will email you when it ships.
      </Alert>
      <Box sx={panelSx}>
        <Typography variant="h5" component="h2">
          Order placed
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
            mt: 0.5,
            mb: 3,
          }}
        >
          Order number{' '}
          <Box component="strong" data-testid="order-number" sx={{ color: 'text.primary' }}>
            {orderNumber(order._id)}
          </Box>
        </Typography>
        <OrderProgress completedSteps={progressStep(order.orderStatus)} />
      </Box>
      <OrderSummary
        order={order}
        aside={
          <OrderPrices order={order} totalLabel="Total Paid">
            <PlacedOrderActions orderId={order._id} />
          </OrderPrices>
        }
      />
    </Box>
  );
}

/**
 * `/payment/{orderId}`: the gateway sends the browser back here. When the link status is paid, the return
 * values are sent to GET /api/payments, which verifies them; only then is the order shown as placed.
 */
export default function PaymentPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const paymentId = params.get('razorpay_payment_id');
  const linkStatus = params.get('razorpay_payment_link_status');
  const returnedPaid = !!paymentId && linkStatus === 'paid';
  const [openedAt] = useState(() => Date.now());

  const verification = useQuery({
    queryKey: ['payment', orderId, paymentId],
    queryFn: () =>
      api<PaymentResultReply>('/api/payments', {
        query: {
          payment_id: paymentId,
          order_id: orderId,
          payment_link_id: params.get('razorpay_payment_link_id'),
          payment_link_reference_id: params.get('razorpay_payment_link_reference_id'),
          payment_link_status: linkStatus,
          signature: params.get('razorpay_signature'),
        },
        headers: orderTokenHeaders(orderId),
      }),
    enabled: returnedPaid,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // The gateway may take a moment to show the payment: ask again every 3 s while the order is still pending.
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && Date.now() - openedAt < CONFIRM_FOR_MS ? 3000 : false,
  });
  // A guest's order (its token kept in this browser) is shown on its own page, which works without an account.
  const guestToken = guestOrderToken(orderId);
  const order = useOrder(returnedPaid || guestToken ? null : orderId);
  const navigate = useNavigate();

  usePageTitle('Payment');

  useEffect(() => {
    if (verification.data) {
      queryClient.setQueryData(['order', orderId], verification.data.order);
      // The paid order emptied the cart on the server.
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      if (guestToken && verification.data.order.orderStatus !== 'PENDING')
        navigate(guestOrderPath(orderId, guestToken), { replace: true });
    }
  }, [verification.data, queryClient, orderId, guestToken, navigate]);

  useEffect(() => {
    // Back from the gateway unpaid: the guest's order page offers the payment again.
    if (guestToken && !returnedPaid) navigate(guestOrderPath(orderId, guestToken), { replace: true });
  }, [guestToken, returnedPaid, orderId, navigate]);

  const current = verification.data?.order ?? order.data;
  const loading = returnedPaid ? verification.isPending : order.isPending;
  const failure = returnedPaid ? verification.error : order.error;

  let body: React.ReactNode;
  if (loading) body = <PageLoader label="Confirming your payment" />;
  else if (failure)
    body = (
      <Alert severity="error" sx={{ alignItems: 'flex-start' }}>
        <AlertTitle>We could not confirm this payment</AlertTitle>
        <Typography sx={{ mb: 2 }}>
          {errorMessage(failure)} Your order is kept for a short while: you can try paying again, or see it in
          My Orders.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <RetryPayment orderId={orderId} />
          <Button component={RouterLink} to="/account/order" variant="outlined">
            My Orders
          </Button>
        </Box>
      </Alert>
    );
  else if (current && current.orderStatus !== 'PENDING' && current.orderStatus !== 'CANCELLED')
    body = <OrderPlaced order={current} />;
  else if (returnedPaid && current?.orderStatus === 'PENDING' && Date.now() - openedAt < CONFIRM_FOR_MS)
    body = (
      <Alert severity="info">
        <AlertTitle>Confirming your payment</AlertTitle>
        The bank has not confirmed the payment to us yet. This page updates by itself; please keep it open.
      </Alert>
    );
  else if (current?.orderStatus === 'CANCELLED')
    body = (
      <LinkAlert severity="warning" link={{ to: '/cart', label: 'Back to cart' }}>
        <AlertTitle>This order was cancelled</AlertTitle>
        It was not paid in time, so its pieces went back into stock. You can place a new order from your cart.
      </LinkAlert>
    );
  else
    body = (
      <Alert severity="error" sx={{ alignItems: 'flex-start' }}>
        <AlertTitle>
          {linkStatus && linkStatus !== 'paid'
            ? 'Your payment did not go through'
            : 'This order is not paid yet'}
        </AlertTitle>
        <Typography sx={{ mb: 2 }}>
          {linkStatus && linkStatus !== 'paid'
            ? 'No money was taken. Your pieces stay reserved for a short while, so you can try again now.'
            : 'We have not received the payment for this order. You can pay for it now.'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <RetryPayment orderId={orderId} />
          <Button component={RouterLink} to="/cart" variant="outlined">
            Back to cart
          </Button>
        </Box>
      </Alert>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading>Payment</PageHeading>
      {body}
    </Container>
  );
}
