import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { orderNumber } from '@shop/contracts';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { OrderPrices, OrderSummary } from '../../components/OrderSummary.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Panel } from '../../components/Panel.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { TaxDocumentLinks } from '../../components/TaxDocumentLinks.tsx';
import { WriteReview } from '../../components/WriteReview.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { guestOrderToken, keepGuestOrderToken } from '../../lib/guestOrderTokens.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { CancelOrder } from './CancelOrder.tsx';
import { useGuestOrder } from './guestOrderApi.ts';
import { OrderReturns } from './OrderReturns.tsx';
import { OrderStatusPanel } from './OrderStatusPanel.tsx';
import { orderTotalLabel } from './orderTotalLabel.ts';

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
  const data = order.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip status={data.orderStatus} />
        <Typography variant="body2" color="text.secondary">
          Order {orderNumber(data._id)}
        </Typography>
      </Box>
      <OrderStatusPanel order={data}>
        {data.orderStatus === 'PLACED' || data.orderStatus === 'CONFIRMED' ? (
          <CancelOrder order={data} />
        ) : null}
      </OrderStatusPanel>
      <OrderSummary
        order={data}
        itemActions={(item) =>
          data.orderStatus === 'DELIVERED' ? (
            <WriteReview productId={item.product._id} title={item.product.title} guestOrderId={data._id} />
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
