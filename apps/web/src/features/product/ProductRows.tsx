import type { Product, ProductPage } from '@shop/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ProductRow } from '../../components/ProductRow.tsx';
import { api } from '../../lib/api.ts';
import { productQuery } from '../../lib/productQuery.ts';
import { readRecentlyViewed } from '../../lib/recentlyViewed.ts';

const ROW = 8;

/** Pieces of the same category in stock, this one left out. */
function useAlsoLike(product: Product): Product[] | undefined {
  const listing = useQuery({
    queryKey: ['products', 'also-like', product.thirdLevelCategory],
    queryFn: ({ signal }) =>
      api<ProductPage>('/api/products', {
        query: { category: product.thirdLevelCategory, stock: 'in_stock', pageNumber: 0, pageSize: ROW + 1 },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
  return listing.data?.content.filter((p) => p._id !== product._id).slice(0, ROW);
}

/** The pieces opened before on this device, newest first; one since removed from the shop is left out. */
function useRecentlyViewed(product: Product): Product[] | undefined {
  const [ids] = useState(() =>
    readRecentlyViewed()
      .filter((id) => id !== product._id)
      .slice(0, ROW),
  );
  const pieces = useQueries({ queries: ids.map((id) => ({ ...productQuery(id), retry: false })) });
  if (pieces.some((piece) => piece.isPending)) return undefined;
  return pieces.flatMap((piece) => (piece.data ? [piece.data] : []));
}

/** Below a piece: "You may also like" (its category) and "Recently viewed" (this device). */
export default function ProductRows({ product }: { product: Product }) {
  const alsoLike = useAlsoLike(product);
  const recent = useRecentlyViewed(product);
  return (
    <>
      <ProductRow title="You may also like" products={alsoLike} />
      <ProductRow title="Recently viewed" products={recent} />
    </>
  );
}
