import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { orderNumber } from '@shop/contracts';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { AddressCard } from '../../components/AddressCard.tsx';
import { OrderItems } from '../../components/OrderItems.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { PriceDetails } from '../../components/PriceDetails.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { formatRupees } from '../../lib/money.ts';
import { useOrder } from '../orders/index.ts';

const panelSx = {
  p: { xs: 2.5, sm: 3 },
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.paper',
} as const;

/** After "Cash on delivery": the order is placed, and this is the amount to have ready. */
export default function CodConfirmedPage() {
  const { orderId } = useParams();
  const order = useOrder(orderId);

  useEffect(() => {
    document.title = 'Order placed | MoonMade Jewellery';
  }, []);

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
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box component="section" aria-label="Delivery address" sx={panelSx}>
            <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
              Delivery Address
            </Typography>
            <AddressCard address={data.shippingAddress} />
          </Box>
          <Box component="section" aria-label="Order items" sx={panelSx}>
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
              Order Items
            </Typography>
            <OrderItems items={data.orderItems} />
          </Box>
        </Box>
        <PriceDetails
          itemCount={data.totalItem}
          totalPrice={data.totalPrice}
          discount={data.discount}
          deliveryCharge={data.deliveryCharge}
          coupon={data.coupon}
          codFee={data.codFee}
          totalPayable={data.totalPayable}
          totalLabel="To pay on delivery"
        >
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Button variant="contained" component={RouterLink} to={`/account/order/${data._id}`}>
              View order
            </Button>
            <Button component={RouterLink} to="/">
              Continue shopping
            </Button>
          </Box>
        </PriceDetails>
      </Box>
    </Container>
  );
}
