import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import { orderNumber } from '@shop/contracts';
import { useParams } from 'react-router';
import { OrderPrices, OrderSummary, PlacedOrderActions } from '../../components/OrderSummary.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatRupees } from '../../lib/money.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useOrder } from '../orders/index.ts';

/** After "Cash on delivery": the order is placed, and this is the amount to have ready. */
export default function CodConfirmedPage() {
  const { orderId } = useParams();
  const order = useOrder(orderId);

  usePageTitle('Order placed');

  if (order.isPending) return <PageLoader />;
  if (!order.data)
    return (
      <Container maxWidth="md" sx={{ py: 5 }}>
        <Alert severity="error">{errorMessage(order.error, 'This order could not be loaded.')}</Alert>
      </Container>
    );
  const data = order.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Alert severity="success" sx={{ mb: 3 }}>
        <AlertTitle component="h1" sx={{ fontSize: '1.4rem' }}>
          Order placed
        </AlertTitle>
        Order {orderNumber(data._id)} is confirmed for cash on delivery. Please keep{' '}
        <strong data-testid="cod-amount">{formatRupees(data.totalPayable)}</strong> ready when it arrives.
      </Alert>
      <OrderSummary
        order={data}
        aside={
          <OrderPrices order={data} totalLabel="To pay on delivery">
            <PlacedOrderActions orderId={data._id} />
          </OrderPrices>
        }
      />
    </Container>
  );
}
