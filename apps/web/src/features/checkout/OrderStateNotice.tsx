import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { OrderReply } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';

/** Above the summary of an order that can no longer be paid here: cancelled (expired) or already placed. */
export function OrderStateNotice({ order: data }: { order: OrderReply }) {
  return (
    <>
      {data.orderStatus === 'CANCELLED' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" component={RouterLink} to="/cart">
              Back to cart
            </Button>
          }
        >
          This order was cancelled because it was not paid in time. Its pieces are back in stock; place a new
          order from your cart.
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
          {data.paymentDetails.status === 'DUE'
            ? 'This order is placed for cash on delivery.'
            : data.totalPayable === 0
              ? 'Your coupon covers this order in full: it is placed, with nothing to pay.'
              : 'This order is already paid.'}
        </Alert>
      )}
    </>
  );
}
