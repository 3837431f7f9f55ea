import type { Product } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** One piece by id, as the product page shows it. Prefetched at startup when the app opens on that page. */
export const productQuery = (productId: string) =>
  queryOptions({
    queryKey: ['product', productId],
    queryFn: ({ signal }) => api<Product>(`/api/products/id/${encodeURIComponent(productId)}`, { signal }),
  });

/** The pictures the product page shows, first the one it opens with. */
export function productImages(product: Product): string[] {
  return [...new Set(product.images.length > 0 ? product.images.map((i) => i.src) : [product.Image])];
}
