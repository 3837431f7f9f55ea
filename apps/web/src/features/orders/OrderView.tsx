import Box from '@mui/material/Box';
import type { ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OrderReply } from '@shop/contracts';
import type { ReactNode } from 'react';
import { OrderPrices, OrderSummary } from '../../components/OrderSummary.tsx';
import { Panel } from '../../components/Panel.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { TaxDocumentLinks } from '../../components/TaxDocumentLinks.tsx';
import { WriteReview } from '../../components/WriteReview.tsx';
import { CancelOrder } from './CancelOrder.tsx';
import { OrderReturns } from './OrderReturns.tsx';
import { OrderStatusPanel } from './OrderStatusPanel.tsx';
import { orderTotalLabel } from './orderTotalLabel.ts';

/**
 * One order as its customer sees it, on a member's order page and a guest's alike: status, progress (with
 * `tracking` above the cancel button), items with reviews and returns once delivered, prices and tax documents.
 * `guest` sends a review with the guest order's id, as a guest has no account to write it under.
 */
export function OrderView({
  order,
  statusLine,
  tracking,
  payColor,
  guest = false,
}: {
  order: OrderReply;
  statusLine: string;
  tracking?: ReactNode;
  payColor?: ButtonProps['color'];
  guest?: boolean;
}) {
  const delivered = order.orderStatus === 'DELIVERED';
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip status={order.orderStatus} />
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
          }}
        >
          {statusLine}
        </Typography>
      </Box>
      <OrderStatusPanel order={order} payColor={payColor}>
        {tracking}
        {order.orderStatus === 'PLACED' || order.orderStatus === 'CONFIRMED' ? (
          <CancelOrder order={order} />
        ) : null}
      </OrderStatusPanel>
      <OrderSummary
        order={order}
        itemActions={(item) =>
          delivered ? (
            <WriteReview
              productId={item.product._id}
              title={item.product.title}
              guestOrderId={guest ? order._id : undefined}
            />
          ) : undefined
        }
        itemsFooter={delivered ? <OrderReturns order={order} /> : null}
        aside={
          <>
            <OrderPrices order={order} totalLabel={orderTotalLabel(order)} />
            {order.invoice ? (
              <Panel title="Tax invoice">
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                    mb: 1.5,
                    mt: -1,
                  }}
                >
                  Invoice {order.invoice.number}
                  {order.creditNote ? ` · Credit note ${order.creditNote.number}` : ''}
                </Typography>
                <TaxDocumentLinks orderId={order._id} invoice={order.invoice} creditNote={order.creditNote} />
              </Panel>
            ) : null}
          </>
        }
      />
    </Box>
  );
}
