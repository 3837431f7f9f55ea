import Box from '@mui/material/Box';
import type { OrderReply } from '@shop/contracts';
import type { ReactNode } from 'react';
import { LineItem } from './LineItem.tsx';
import { replyLine } from './lineItemFields.ts';

export type OrderItem = OrderReply['orderItems'][number];

/** An order's lines as the checkout summary, the payment result and the order page all show them. */
export function OrderItems({
  items,
  actions,
}: {
  items: OrderItem[];
  actions?: (item: OrderItem) => ReactNode;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
      {items.map((item) => (
        <li key={item._id}>
          <LineItem line={replyLine(item)} actions={actions?.(item)} />
        </li>
      ))}
    </Box>
  );
}
