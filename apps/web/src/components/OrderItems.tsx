import Box from '@mui/material/Box';
import type { OrderReply } from '@shop/contracts';
import type { ReactNode } from 'react';
import { LineItem, type LineItemFields } from './LineItem.tsx';

export type OrderItem = OrderReply['orderItems'][number];

const orderItemLine = (item: OrderItem): LineItemFields => ({
  productId: item.product._id,
  title: item.product.title,
  image: item.product.Image,
  color: item.product.color,
  size: item.size,
  quantity: item.quantity,
  price: item.price,
  discountedPrice: item.discountedPrice,
  discountPercent: item.product.discountPercent,
});

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
          <LineItem line={orderItemLine(item)} actions={actions?.(item)} />
        </li>
      ))}
    </Box>
  );
}
