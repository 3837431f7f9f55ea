import Box from '@mui/material/Box';
import type { Product } from '@shop/contracts';
import { cardSx } from './Panel.tsx';
import { ProductCard, ProductCardSkeleton, skeletonKeys } from './ProductCard.tsx';

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/** Product cards in the listing's grid; `dimmed` while the next page loads over this one. */
export function ProductGrid({ products, dimmed = false }: { products: Product[]; dimmed?: boolean }) {
  return (
    <Box sx={{ ...gridSx, opacity: dimmed ? 0.55 : 1, transition: 'opacity 150ms' }}>
      {products.map((product, i) => (
        <ProductCard key={product._id} product={product} eager={i < 4} priority={i < 2} />
      ))}
    </Box>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Box sx={gridSx}>
      {skeletonKeys(count).map((key) => (
        <ProductCardSkeleton key={key} />
      ))}
    </Box>
  );
}

/** A bordered box for "nothing here" messages under a heading. */
export const emptyBoxSx = {
  textAlign: 'center',
  py: 8,
  px: 2,
  ...cardSx,
} as const;
