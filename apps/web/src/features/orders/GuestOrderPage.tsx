import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { orderNumber } from '@shop/contracts';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { guestOrderToken, keepGuestOrderToken } from '../../lib/guestOrderTokens.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useGuestOrder } from './guestOrderApi.ts';
import { OrderView } from './OrderView.tsx';

function GuestOrder({ orderId, token }: { orderId: string; token: string }) {
  const order = useGuestOrder(orderId, token);
  if (token === '' || order.isError)
    return token === '' ||
      isApiError(order.error, 'NOT_FOUND') ||
      isApiError(order.error, 'INVALID_INPUT') ? (
      <Alert severity="warning">
        This link does not open an order. Use the link in your order mail, exactly as it came.
      </Alert>
    ) : (
      <Alert severity="error">{errorMessage(order.error, 'This order could not be loaded.')}</Alert>
    );
  if (!order.data) return <Skeleton variant="rounded" height={320} />;
  return <OrderView order={order.data} statusLine={`Order ${orderNumber(order.data._id)}`} guest />;
}

/**
 * `/order/{id}?token=…`: a guest's order, from the link in its mails; no account needed. It does what a
 * member's order page does (issue 40): cancel, invoice and credit note, returns, reviews, each call carrying
 * the token this page keeps in the browser.
 */
export default function GuestOrderPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  // The mailed link's token, or the one kept in this browser when the order was placed here.
  const token = params.get('token') ?? guestOrderToken(orderId) ?? '';
  usePageTitle('Your order');
  useEffect(() => {
    if (token && orderId) keepGuestOrderToken(orderId, token);
  }, [orderId, token]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading>Your order</PageHeading>
      <GuestOrder orderId={orderId} token={token} />
    </Container>
  );
}
