import type { LinePersonalisation, LineProduct } from '@shop/contracts';

/** What a line shows; prices are line totals in rupees. A cart line has these fields, an order item maps to them. */
export interface LineItemFields {
  productId: string;
  title: string;
  image: string;
  color: string;
  size: string;
  quantity: number;
  price: number;
  discountedPrice: number;
  discountPercent: number;
  /** A personalised line's text, label and fee per piece (in the prices above). */
  personalisation?: LinePersonalisation | null;
}

/** A server cart item or an order item (the same shape in the API) as a line to show. */
export function replyLine(item: {
  product: LineProduct;
  size: string;
  quantity: number;
  price: number;
  discountedPrice: number;
  personalisation?: LinePersonalisation | null;
}): LineItemFields {
  return {
    productId: item.product._id,
    title: item.product.title,
    image: item.product.Image,
    color: item.product.color,
    size: item.size,
    quantity: item.quantity,
    price: item.price,
    discountedPrice: item.discountedPrice,
    discountPercent: item.product.discountPercent,
    ...(item.personalisation ? { personalisation: item.personalisation } : {}),
  };
}
