import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ButtonProps } from '@mui/material/Button';
import type { OrderReply } from '@shop/contracts';
import type { ReactNode } from 'react';
import { OrderProgress } from '../../components/OrderProgress.tsx';
import { panelSx } from '../../components/Panel.tsx';
import { progressStep } from './ordersApi.ts';
import { PayButton } from './PayButton.tsx';
import { RefundNotice } from './RefundNotice.tsx';
import { ShipmentDetails } from './ShipmentDetails.tsx';

/**
 * Where an order stands, on the customer's and the guest's order pages: Pay now while it waits for payment, the
 * refund once cancelled or sent back, else its progress and shipment with `children` (tracking, cancel) under them.
 */
export function OrderStatusPanel({
  order,
  payColor,
  children,
}: {
  order: OrderReply;
  payColor?: ButtonProps['color'];
  children?: ReactNode;
}) {
  if (order.orderStatus === 'PENDING')
    return (
      <Alert severity="info" action={<PayButton orderId={order._id} label="Pay now" color={payColor} />}>
        This order is waiting for payment.
      </Alert>
    );
  if (order.orderStatus === 'CANCELLED' || order.orderStatus === 'RETURNED_TO_ORIGIN')
    return <RefundNotice order={order} />;
  return (
    <Box sx={{ ...panelSx, display: 'grid', gap: 3 }}>
      <OrderProgress completedSteps={progressStep(order.orderStatus)} />
      <ShipmentDetails shipment={order.shipment} />
      {children}
    </Box>
  );
}
