import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AddressCard } from '../../components/AddressCard.tsx';
import { OrderItems } from '../../components/OrderItems.tsx';
import { PriceDetails } from '../../components/PriceDetails.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { openPaymentLink, useOrder } from '../orders/index.ts';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

const panelSx = {
  p: { xs: 2.5, sm: 3 },
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.paper',
} as const;

/** The order summary step: address, items, Price Details and Place Your Order (to the payment link). */
export function SummaryStep({ orderId }: { orderId: string | null }) {
  const order = useOrder(orderId);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<unknown>(null);

  if (!orderId)
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={RouterLink} to="/checkout?step=2">
            Choose address
          </Button>
        }
      >
        Choose a delivery address first; the summary of your order follows.
      </Alert>
    );
  if (order.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => order.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(order.error, 'This order could not be loaded.')}
      </Alert>
    );
  if (!order.data)
    return (
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    );

  const data = order.data;
  const pay = async () => {
    setPayError(null);
    setPaying(true);
    try {
      await openPaymentLink(data._id);
    } catch (error) {
      setPayError(error);
      setPaying(false);
    }
  };

  const expiresAt = data.expiresAt ? new Date(data.expiresAt) : null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        {data.orderStatus === 'CANCELLED' && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" component={RouterLink} to="/cart">
                Back to cart
              </Button>
            }
          >
            This order was cancelled because it was not paid in time. Its pieces are back in stock; place a
            new order from your cart.
          </Alert>
        )}
        {data.orderStatus !== 'PENDING' && data.orderStatus !== 'CANCELLED' && (
          <Alert
            severity="success"
            action={
              <Button color="inherit" component={RouterLink} to={`/account/order/${data._id}`}>
                View order
              </Button>
            }
          >
            This order is already paid.
          </Alert>
        )}
        <Box component="section" aria-labelledby="deliver-to-title" sx={panelSx}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
            <Typography id="deliver-to-title" variant="h5" component="h2">
              Delivery Address
            </Typography>
            {data.orderStatus === 'PENDING' && (
              <Link component={RouterLink} to="/checkout?step=2" sx={{ fontWeight: 600 }}>
                Change
              </Link>
            )}
          </Box>
          <AddressCard address={data.shippingAddress} />
        </Box>
        <Box component="section" aria-labelledby="items-title" sx={panelSx}>
          <Typography id="items-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Order Items
          </Typography>
          <OrderItems items={data.orderItems} />
        </Box>
      </Box>
      <Box sx={{ position: { md: 'sticky' }, top: { md: 120 } }}>
        <PriceDetails
          itemCount={data.totalItem}
          totalPrice={data.totalPrice}
          discount={data.discount}
          deliveryCharge={data.deliveryCharge}
          totalPayable={data.totalPayable ?? data.totalDiscountedPrice + data.deliveryCharge}
          totalLabel="Total Payable"
        >
          {payError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(payError, 'We could not open the payment page. Please try again.')}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={pay}
            disabled={paying || data.orderStatus !== 'PENDING'}
            sx={{ py: 1.5 }}
          >
            {paying ? 'Opening payment…' : 'Place Your Order'}
          </Button>
          {data.orderStatus === 'PENDING' && expiresAt && !Number.isNaN(expiresAt.getTime()) && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
              Your pieces are reserved until {timeFormat.format(expiresAt)}.
            </Typography>
          )}
        </PriceDetails>
      </Box>
    </Box>
  );
}
