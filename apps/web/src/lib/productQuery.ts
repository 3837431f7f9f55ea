import type { Product } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One piece by id or by its readable slug (`/product/{id}` and `/product/{slug}` show the same page), as the
 * product page shows it. Prefetched at startup when the app opens on that page.
 */
export const productQuery = (productId: string) =>
  queryOptions({
    queryKey: ['product', productId],
    queryFn: ({ signal }) =>
      api<Product>(
        UUID.test(productId)
          ? `/api/products/id/${encodeURIComponent(productId)}`
          : `/api/products/slug/${encodeURIComponent(productId.toLowerCase())}`,
        { signal },
      ),
  });

/** The pictures the product page shows, first the one it opens with. */
export function productImages(product: Product): string[] {
  return [...new Set(product.images.length > 0 ? product.images.map((i) => i.src) : [product.Image])];
}
