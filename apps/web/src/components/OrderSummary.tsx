import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { OrderReply } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { guestOrderPath, guestOrderToken } from '../lib/guestOrderTokens.ts';
import { AddressCard } from './AddressCard.tsx';
import type { OrderItem } from './OrderItems.tsx';
import { OrderItems } from './OrderItems.tsx';
import { Panel } from './Panel.tsx';
import { PriceColumnLayout } from './PriceColumnLayout.tsx';
import { PriceDetails, type PriceDetailsProps } from './PriceDetails.tsx';

/**
 * One order at a glance, the same on the summary step, the payment result, the cash-on-delivery confirmation
 * and the order page: notices, the delivery address and the items on the left; the prices and what can be
 * done next on the right.
 */
export function OrderSummary({
  order,
  notices,
  addressAction,
  itemActions,
  itemsFooter,
  aside,
}: {
  order: OrderReply;
  notices?: ReactNode;
  /** Next to the address heading, e.g. "Change" while the order can still be changed. */
  addressAction?: ReactNode;
  itemActions?: (item: OrderItem) => ReactNode;
  itemsFooter?: ReactNode;
  /** The right-hand column: usually <OrderPrices>, perhaps with more under it. */
  aside: ReactNode;
}) {
  return (
    <PriceColumnLayout prices={<Box sx={{ display: 'grid', gap: 3 }}>{aside}</Box>}>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        {notices}
        <Panel title="Delivery Address" action={addressAction}>
          <AddressCard address={order.shippingAddress} />
        </Panel>
        <Panel title="Order Items">
          <OrderItems items={order.orderItems} actions={itemActions} />
          {itemsFooter ? <Box sx={{ mt: 3 }}>{itemsFooter}</Box> : null}
        </Panel>
      </Box>
    </PriceColumnLayout>
  );
}

/** The order's Price Details; the summary step overrides the fee and total while the customer picks COD. */
export function OrderPrices({
  order,
  totalLabel,
  children,
  ...overrides
}: { order: OrderReply; totalLabel: string; children?: ReactNode } & Partial<
  Pick<PriceDetailsProps, 'codFee' | 'totalPayable' | 'prepaidDiscount' | 'roundOff'>
>) {
  return (
    <PriceDetails
      itemCount={order.totalItem}
      totalPrice={order.totalPrice}
      discount={order.discount}
      deliveryCharge={order.deliveryCharge}
      coupon={order.coupon}
      giftWrap={order.giftWrap}
      codFee={overrides.codFee ?? order.codFee}
      prepaidDiscount={overrides.prepaidDiscount ?? order.prepaidDiscount}
      roundOff={overrides.roundOff ?? order.roundOff}
      totalPayable={overrides.totalPayable ?? order.totalPayable}
      storeCredit={order.storeCredit ?? 0}
      giftCardPaid={order.giftCardPaid ?? 0}
      totalLabel={totalLabel}
    >
      {children}
    </PriceDetails>
  );
}

/** Under the prices of a freshly placed order: see it (a guest's on its tokened page), or go on shopping. */
export function PlacedOrderActions({ orderId }: { orderId: string }) {
  const token = guestOrderToken(orderId);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="contained"
        component={RouterLink}
        to={token ? guestOrderPath(orderId, token) : `/account/order/${orderId}`}
      >
        View order
      </Button>
      <Button component={RouterLink} to="/">
        Continue shopping
      </Button>
    </Box>
  );
}
