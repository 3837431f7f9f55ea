import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/contracts';
import { useId } from 'react';
import { ProductCard, ProductCardSkeleton, skeletonKeys } from './ProductCard.tsx';

/** A row is 2 cards and a bit on a phone (the bit says "swipe"), 4 on a tablet, 5 on a desktop. */
const ROW_CARD_WIDTH = { xs: '42%', sm: '28%', md: '22%', lg: '18%' } as const;
const ROW_SIZES = '(max-width:599px) 42vw,(max-width:899px) 28vw,(max-width:1199px) 22vw,18vw';

/**
 * A titled row of product cards that scrolls sideways (native scrolling with snap points: touch, trackpad and
 * keyboard work as they do anywhere). While `products` is undefined it shows skeletons; an empty row is not shown.
 */
export function ProductRow({
  title,
  eyebrow,
  products,
}: {
  title: string;
  eyebrow?: string;
  products: Product[] | undefined;
}) {
  const titleId = useId();
  if (products?.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: { xs: 6, md: 8 } }}>
      {eyebrow && (
        <Typography
          variant="overline"
          component="p"
          sx={{
            color: 'secondary.dark',
          }}
        >
          {eyebrow}
        </Typography>
      )}
      <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        aria-busy={products === undefined}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1.5,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: ROW_CARD_WIDTH,
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          overscrollBehaviorX: 'contain',
          '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
        }}
      >
        {products === undefined
          ? skeletonKeys(5).map((key) => (
              <li key={key}>
                <ProductCardSkeleton />
              </li>
            ))
          : products.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} sizes={ROW_SIZES} />
              </li>
            ))}
      </Box>
    </Box>
  );
}
