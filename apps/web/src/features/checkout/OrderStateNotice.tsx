import type { OrderReply } from '@shop/contracts';
import { LinkAlert } from '../../components/LinkAlert.tsx';

/** Above the summary of an order that can no longer be paid here: cancelled (expired) or already placed. */
export function OrderStateNotice({ order: data }: { order: OrderReply }) {
  return (
    <>
      {data.orderStatus === 'CANCELLED' && (
        <LinkAlert severity="warning" link={{ to: '/cart', label: 'Back to cart' }}>
          This order was cancelled because it was not paid in time. Its pieces are back in stock; place a new
          order from your cart.
        </LinkAlert>
      )}
      {data.orderStatus !== 'PENDING' && data.orderStatus !== 'CANCELLED' && (
        <LinkAlert severity="success" link={{ to: `/account/order/${data._id}`, label: 'View order' }}>
          {data.paymentDetails.status === 'DUE'
            ? 'This order is placed for cash on delivery.'
            : data.totalPayable === 0
              ? 'Your coupon covers this order in full: it is placed, with nothing to pay.'
              : 'This order is already paid.'}
        </LinkAlert>
      )}
    </>
  );
}
